/**
 * Checkout (spec 001 §2, §4, §5): the shipping address (the first preselected; add and edit in the address
 * form), billing same as shipping (by default) or another billing address, cash on delivery or an online gateway,
 * and the order summary with Pay. Buys the bag's selected lines, or the BUY NOW item on /checkout?buy=now.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { AddressEditor, useAddressEditor } from '../../../components/addresses/AddressEditor'
import { AddressPicker } from '../../../components/addresses/AddressPicker'
import { ADDRESS_FETCH_FAILED, type AddressKind } from '../../../data/addresses/messages'
import { gatewayChoices, specGatewayChoices, type GatewayChoice } from '../../../data/checkout/gateways'
import type { RazorpayPayment } from '../../../data/checkout/razorpay'
import type { CheckoutStep, GatewayName, PaymentChoice } from '../../../data/checkout/request'
import { api } from '../../../data/contract/client'
import { livePaths } from '../../../data/contract/calls'
import type { Address } from '../../../data/contract/schemas'
import { addressListOf, addressStore, loadAddresses } from '../../../state/addresses'
import { toast } from '../../../state/toasts'
import { useSignedInUser } from '../RequireUser'
import { ScreenStatus } from '../ScreenStatus'
import { screenTitle } from '../useShellNavigate'
import { OrderSummary } from './OrderSummary'
import { PaymentOptions } from './PaymentOptions'
import { useCheckoutPurchase } from './useCheckoutPurchase'
import { useQuote } from './useQuote'
import { usePay } from './usePay'
import styles from './Checkout.module.css'

const TestGatewayDialog = lazy(() => import('./TestGatewayDialog'))

/** Loads one address list and preselects its first address unless one is chosen (spec 001 §4). */
function useAddressList(userId: string, kind: AddressKind, wanted: boolean) {
  const [selectedId, setSelectedId] = useState<string | null>(null)
  useEffect(() => {
    if (!wanted) return
    let live = true
    loadAddresses(userId, kind)
      .then((items) => live && setSelectedId((current) => (current && items.some((a) => a._id === current) ? current : (items[0]?._id ?? null))))
      .catch((error) => {
        console.error(ADDRESS_FETCH_FAILED[kind], error)
        toast.error(ADDRESS_FETCH_FAILED[kind])
      })
    return () => {
      live = false
    }
  }, [userId, kind, wanted])
  return [selectedId, setSelectedId] as const
}

export function CheckoutScreen() {
  const user = useSignedInUser()
  const purchase = useCheckoutPurchase(user._id)
  const addresses = useSnapshot(addressStore)
  const [sameAsShipping, setSameAsShipping] = useState(true)
  const [shippingId, setShippingId] = useAddressList(user._id, 'shipping', true)
  const [billingId, setBillingId] = useAddressList(user._id, 'billing', !sameAsShipping)
  const [payment, setPayment] = useState<PaymentChoice>('cod')
  const [gateway, setGateway] = useState<GatewayName | null>(null)
  const [gateways, setGateways] = useState<GatewayChoice[]>(specGatewayChoices)
  const editor = useAddressEditor()
  const [gatewaySheet, setGatewaySheet] = useState<{ gatewayOrderId: string; done: (payment: RazorpayPayment | null) => void } | null>(null)

  useEffect(() => void (document.title = screenTitle('Checkout')), [])
  useEffect(() => {
    api
      .get(livePaths.paymentGateways)
      .then((body) => setGateways(gatewayChoices(body)))
      .catch((error) => console.warn('Payment gateways unknown; using the defaults', error))
  }, [])

  const openTestGateway = useCallback(
    (gatewayOrderId: string) => new Promise<RazorpayPayment | null>((resolve) => setGatewaySheet({ gatewayOrderId, done: resolve })),
    [],
  )
  // A missing choice: its step comes into view with focus (on a phone it is far above Pay), its name read out.
  const onMissing = useCallback((step: CheckoutStep) => document.getElementById(`checkout-step-${step}`)?.focus(), [])
  const { pay, paying, reason } = usePay(user, openTestGateway, onMissing)
  const ready = purchase.status === 'ready' ? purchase : null
  const priced = useQuote(user._id, ready?.purchase ?? null, ready?.quoteKey ?? 'nothing')

  if (purchase.status === 'loading') return <ScreenStatus>Loading your bag…</ScreenStatus>
  if (purchase.status === 'empty') {
    return (
      <div className={`page ${styles.empty}`}>
        <h1 className={styles.title}>Checkout</h1>
        <p>{purchase.buyingNow ? 'There is nothing to buy now.' : purchase.bagIsEmpty ? 'Your bag is empty.' : 'No items in your bag are selected.'}</p>
        {/* Lines to choose from: back to the bag to tick them. Nothing to buy: the bag would be empty too, so the shop. */}
        {purchase.buyingNow || purchase.bagIsEmpty ? (
          <a href="/" className="btn">
            Continue shopping
          </a>
        ) : (
          <Link to="/cart" className="btn btn-outline">
            Back to bag
          </Link>
        )}
      </div>
    )
  }

  const selection = { shipping: [shippingId, setShippingId], billing: [billingId, setBillingId] } as const
  const onSaved = (kind: AddressKind, address: Address) => selection[kind][1](address._id)
  const picker = (kind: AddressKind, addLabel: string) => (
    <AddressPicker
      kind={kind}
      legend={kind === 'shipping' ? 'Shipping address' : 'Billing address'}
      addresses={addressListOf(addresses, user._id, kind).items}
      loading={addressListOf(addresses, user._id, kind).loading}
      selectedId={selection[kind][0]}
      onSelect={selection[kind][1]}
      onAdd={() => editor.openAdd(kind)}
      onEdit={(address) => editor.openEdit(kind, address)}
      addLabel={addLabel}
    />
  )
  const onPay = () =>
    void pay({
      userId: user._id,
      shippingAddressId: shippingId,
      billingSameAsShipping: sameAsShipping,
      billingAddressId: billingId,
      payment,
      gateway: payment === 'online' ? gateway : null,
      purchase: purchase.purchase,
      expectedAmount: priced.ready?.total ?? null,
    })

  return (
    <div className={`page ${styles.checkout}`}>
      <h1 className={styles.title}>{purchase.buyingNow ? 'Buy now' : 'Checkout'}</h1>
      <div className={styles.layout}>
        <div className={styles.steps}>
          <section id="checkout-step-shipping" className={styles.step} aria-labelledby="checkout-shipping" tabIndex={-1}>
            <h2 id="checkout-shipping" className={styles.stepTitle}>
              <span aria-hidden="true">1</span> Shipping address
            </h2>
            {picker('shipping', 'Add new address')}
          </section>
          <section id="checkout-step-billing" className={styles.step} aria-labelledby="checkout-billing" tabIndex={-1}>
            <h2 id="checkout-billing" className={styles.stepTitle}>
              <span aria-hidden="true">2</span> Billing address
            </h2>
            <label className={styles.check}>
              <input type="checkbox" checked={sameAsShipping} onChange={(event) => setSameAsShipping(event.target.checked)} />
              Billing address same as shipping address
            </label>
            {sameAsShipping ? null : picker('billing', 'Add billing address')}
          </section>
          <section id="checkout-step-payment" className={styles.step} aria-labelledby="checkout-payment" tabIndex={-1}>
            <h2 id="checkout-payment" className={styles.stepTitle}>
              <span aria-hidden="true">3</span> Payment method
            </h2>
            <PaymentOptions payment={payment} onPayment={setPayment} gateways={gateways} gateway={gateway} onGateway={setGateway} />
          </section>
        </div>
        <OrderSummary
          lines={purchase.lines}
          quote={priced.quote}
          ready={Boolean(priced.ready)}
          quoteFailed={priced.failed}
          onRetryQuote={priced.retry}
          paying={paying}
          reason={reason}
          onPay={onPay}
        />
      </div>
      <AddressEditor userId={user._id} place="checkout" open={editor.open} onClose={editor.close} onSaved={onSaved} />
      {gatewaySheet ? (
        <Suspense fallback={null}>
          <TestGatewayDialog
            gatewayOrderId={gatewaySheet.gatewayOrderId}
            onDone={(result) => {
              setGatewaySheet(null)
              gatewaySheet.done(result)
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
