/**
 * The browser side of the gateways (spec 001 §4, §7): Razorpay's popup, loaded from Razorpay only when a shopper
 * pays with live keys, and a gateway's redirect form (ICICI posts encrypted fields to its own page).
 */
import { safeLink } from '../../../data/contract/safeUrl'
import { RAZORPAY_SCRIPT_URL, toRazorpayPayment, type RazorpayOptions, type RazorpayPayment } from '../../../data/checkout/razorpay'

interface RazorpayInstance {
  open(): void
}
type RazorpayConstructor = new (options: RazorpayOptions & { handler: (response: unknown) => void; modal: { ondismiss: () => void } }) => RazorpayInstance

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

let loading: Promise<boolean> | null = null

/** Loads Razorpay's script once; false when it cannot be loaded (offline, blocked), and the next try loads again. */
export function loadRazorpay(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true)
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script')
    script.src = RAZORPAY_SCRIPT_URL
    script.async = true
    script.onload = () => resolve(Boolean(window.Razorpay))
    script.onerror = () => {
      script.remove()
      loading = null
      resolve(false)
    }
    document.body.appendChild(script)
  })
  return loading
}

/** Opens Razorpay's popup: the payment's three fields, or null when the shopper closed it. */
export function openRazorpay(options: RazorpayOptions): Promise<RazorpayPayment | null> {
  const Razorpay = window.Razorpay
  if (!Razorpay) return Promise.resolve(null)
  return new Promise((resolve) => {
    new Razorpay({ ...options, handler: (response) => resolve(toRazorpayPayment(response)), modal: { ondismiss: () => resolve(null) } }).open()
  })
}

/** A gateway that takes the shopper to its own page with a posted form. */
export function submitRedirectForm(form: { action: string; method: string; fields: Record<string, string> }): void {
  const action = safeLink(form.action)
  if (!action) throw new Error('The gateway sent an address that is not a web page')
  const element = document.createElement('form')
  element.action = action
  element.method = form.method || 'POST'
  element.hidden = true
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    element.appendChild(input)
  }
  document.body.appendChild(element)
  element.submit()
}
