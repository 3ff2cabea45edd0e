/**
 * The Pay button (spec 001 §4, §7, §8): place the order, pay it through the chosen gateway, verify, and go to the
 * confirmation. One Idempotency-Key per checkout attempt (reused while the request stays the same), and one
 * payment at a time, so a double click or a retry never places two orders.
 */
import { useCallback, useRef, useState } from 'react'
import { CHECKOUT_MESSAGES } from '../../../data/checkout/messages'
import { orderConfirmationPath } from '../../../data/checkout/confirmation'
import { razorpayOptions, type RazorpayPayment } from '../../../data/checkout/razorpay'
import { checkoutAttempt, checkoutRequest, type CheckoutAttempt, type CheckoutChoices, type CheckoutStep } from '../../../data/checkout/request'
import { api, ApiError } from '../../../data/contract/client'
import { safeLink } from '../../../data/contract/safeUrl'
import { toCheckoutResponse } from '../../../data/checkout/answer'
import { livePaths } from '../../../data/contract/calls'
import type { CheckoutResponse, User } from '../../../data/contract/schemas'
import { clearBuyNow } from '../../../state/buyNow'
import { afterOrderPlaced, loadCart } from '../../../state/cart'
import { takeQuote } from '../../../state/quote'
import { toast } from '../../../state/toasts'
import { useShellNavigate } from '../useShellNavigate'
import { loadRazorpay, openRazorpay, submitRedirectForm } from './paymentPopups'

/** Opens the local test gateway's sheet: the payment, or null when the shopper closed it. */
export type TestGatewayOpener = (gatewayOrderId: string) => Promise<RazorpayPayment | null>

/** A step that ends the attempt with a message already shown. */
class Stop extends Error {}

/** `onMissing`: a choice is missing (an address, a gateway): the screen takes the shopper to the step to make it. */
export function usePay(user: User, openTestGateway: TestGatewayOpener, onMissing?: (step: CheckoutStep) => void) {
  const go = useShellNavigate()
  const [paying, setPaying] = useState(false)
  /** The server's reason for the last refusal (shown beside the Pay button). */
  const [reason, setReason] = useState<string | null>(null)
  const busy = useRef(false)
  const attempt = useRef<CheckoutAttempt | null>(null)

  const placed = useCallback(
    (answer: CheckoutResponse, message: string, buyingNow: boolean) => {
      toast.success(message)
      attempt.current = null
      go(orderConfirmationPath(answer.order))
      // BUY NOW leaves the bag and its coupon as they are; a bag order used its lines up.
      if (buyingNow) clearBuyNow()
      else void afterOrderPlaced()
    },
    [go],
  )

  const payOnline = useCallback(
    async (answer: CheckoutResponse, gateway: CheckoutChoices['gateway'], buyingNow: boolean) => {
      if (answer.redirectForm) return submitRedirectForm(answer.redirectForm)
      if (gateway === 'PhonePe') {
        const body = await api.post<{ redirect_url?: unknown }>(livePaths.phonepeInitiate, { order_id: answer.order._id })
        const redirect = typeof body?.redirect_url === 'string' ? safeLink(body.redirect_url) : null
        if (!redirect) throw new Stop(CHECKOUT_MESSAGES.phonepeNoRedirect)
        // The buy-now item is cleared on the confirmation page PhonePe returns to.
        window.location.assign(redirect)
        return
      }
      if (!answer.order_id) throw new ApiError(CHECKOUT_MESSAGES.failed, 0)
      let payment: RazorpayPayment | null
      if (answer.test_gateway) {
        payment = await openTestGateway(answer.order_id)
      } else {
        if (!(await loadRazorpay())) throw new Stop(CHECKOUT_MESSAGES.sdkFailed)
        payment = await openRazorpay(razorpayOptions(answer, user))
      }
      if (!payment) {
        // The same attempt stays open: Pay again reopens the same gateway order.
        toast.blank(CHECKOUT_MESSAGES.popupClosed)
        return
      }
      try {
        await api.post(livePaths.razorpayVerify, payment)
      } catch (error) {
        console.error('Payment verification failed', error)
        throw new Stop(CHECKOUT_MESSAGES.verifyFailed)
      }
      placed(answer, CHECKOUT_MESSAGES.paid, buyingNow)
    },
    [openTestGateway, placed, user],
  )

  const pay = useCallback(
    async (choices: CheckoutChoices) => {
      if (busy.current) return
      const request = checkoutRequest(choices)
      if ('problem' in request) {
        toast.error(request.problem)
        onMissing?.(request.step)
        return
      }
      busy.current = true
      setPaying(true)
      setReason(null)
      const buyingNow = choices.purchase.kind === 'buyNow'
      try {
        attempt.current = checkoutAttempt(attempt.current, request.body)
        const answer = toCheckoutResponse(await api.post(livePaths.checkout, request.body, { headers: { 'Idempotency-Key': attempt.current.key } }))
        if (!answer) throw new ApiError(CHECKOUT_MESSAGES.failed, 0)
        if (choices.payment === 'cod') placed(answer, CHECKOUT_MESSAGES.codPlaced, buyingNow)
        else await payOnline(answer, choices.gateway, buyingNow)
      } catch (error) {
        if (error instanceof Stop) {
          toast.error(error.message)
        } else {
          console.error('Checkout failed', error)
          toast.error(CHECKOUT_MESSAGES.failed)
          const serverMessage = error instanceof ApiError ? error.serverMessage : undefined
          setReason(serverMessage ?? null)
          // The price moved since the quote was shown: the refusal carries the new quote, shown at once on Pay.
          if (error instanceof ApiError && error.status === 409) takeQuote((error.body as { quote?: unknown } | undefined)?.quote)
          // A line may have sold out or changed since the bag was loaded: show the bag as it is now.
          if (error instanceof ApiError && error.status === 409 && !buyingNow) void loadCart(choices.userId)
        }
      } finally {
        busy.current = false
        setPaying(false)
      }
    },
    [payOnline, placed, onMissing],
  )

  return { pay, paying, reason }
}
