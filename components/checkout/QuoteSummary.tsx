/**
 * The price summary of the bag and checkout, from the server's quote (spec 000 §2, spec 001 §9): total MRP, the
 * discount on it, the shopper's coupon, an automatic coupon on a line of its own with its code, shipping and the
 * total. While a new quote is on its way the last figures stay, marked busy; before the first, dashes.
 */
import { useSnapshot } from 'valtio'
import type { Quote } from '../../data/checkout/quote'
import { currencyStore, displayPrice } from '../../state/currency'
import { SummaryList, type SummaryRow } from '../ui/SummaryList'

interface Props {
  quote: Quote | null
  busy: boolean
  /** The shopper's coupon row: 'Coupon Discount' in the bag, 'Coupon' at checkout. */
  couponLabel: string
  /** Whether the coupon row names the shopper's coupon's code (the bag names it above the summary). */
  withCode?: boolean
}

export function QuoteSummary({ quote, busy, couponLabel, withCode = false }: Props) {
  const currency = useSnapshot(currencyStore)
  const price = (paise: number) => displayPrice(paise, currency)
  const figure = (value: (q: Quote) => string) => (quote ? value(quote) : '—')
  const own = quote?.coupon && !quote.coupon.automatic ? quote.coupon : null
  const automatic = quote?.coupon?.automatic ? quote.coupon : null
  const rows: SummaryRow[] = [
    { label: 'Total MRP', value: figure((q) => price(q.mrp)) },
    { label: 'Discount on MRP', value: figure((q) => `−${price(q.discount)}`), tone: 'saving' },
    {
      label: own && withCode ? `${couponLabel} (${own.code})` : couponLabel,
      value: own ? `−${price(own.discount)}` : quote ? 'None' : '—',
      tone: own ? 'saving' : 'muted',
    },
    ...(automatic ? [{ label: `Automatic coupon (${automatic.code})`, value: `−${price(automatic.discount)}`, tone: 'saving' as const }] : []),
    { label: 'Shipping', value: quote && quote.shipping > 0 ? price(quote.shipping) : 'FREE', tone: 'saving' },
    { label: 'Total', value: figure((q) => price(q.total)), tone: 'total' },
  ]
  return <SummaryList busy={busy} rows={rows} />
}
