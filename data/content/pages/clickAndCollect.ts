import { CLICK_AND_COLLECT, FREE_SHIPPING_THRESHOLD_RUPEES, NOMINAL_SHIPPING_RUPEES, POLICY_LAST_UPDATED, SUPPORT_EMAIL } from '../shopFacts'
import type { StaticPageContent } from '../types'

const C = CLICK_AND_COLLECT

/** Spec 001 §4 click-and-collect lifecycle and §9 constants. */
export const clickAndCollect: StaticPageContent = {
  title: 'Click and Collect Policy',
  eyebrow: 'Customer care',
  summary: `Order online and pick up at a Vitrine store: free when your order is above ₹${FREE_SHIPPING_THRESHOLD_RUPEES}, ready for pickup for ${C.pickupWindowDays} days from our notice.`,
  lastUpdated: POLICY_LAST_UPDATED,
  intro: ['Click and Collect lets you order on this website and pick the order up at a Vitrine store near you, at a time that suits you.'],
  sections: [
    {
      id: 'how-it-works',
      heading: 'How it works',
      blocks: [
        {
          ordered: true,
          list: [
            'Place your order and pay online, choosing Click and Collect and your store at checkout.',
            'We e-mail you an order confirmation straight away.',
            'When your order reaches the store, we send a ready-for-pickup notice by e-mail and SMS with your collection code.',
            'Collect it at the store with the code and a photo identity document. Someone else may collect on your behalf with the code and their own identity document.',
          ],
        },
      ],
    },
    {
      id: 'charges',
      heading: 'Charges',
      blocks: [
        `Click and Collect is free when your order meets the minimum order value of ₹${FREE_SHIPPING_THRESHOLD_RUPEES}; below it, the same nominal charge of ₹${NOMINAL_SHIPPING_RUPEES} as home delivery applies.`,
      ],
    },
    {
      id: 'pickup-window',
      heading: 'Pickup window',
      blocks: [
        `Your order is available for pickup for one week (${C.pickupWindowDays} days) from the ready-for-pickup notice. If you need longer, ask the store or our customer care before the window ends: an extension is limited to ${C.extensionHours} hours.`,
      ],
    },
    {
      id: 'not-collected',
      heading: 'Orders not collected',
      blocks: [
        `If an order is not collected in time, the store holds it for a further ${C.holdHours} hours and contacts you. If it is still not collected ${C.cancelAfterHours} hours after that contact, the order is cancelled and refunded in full.`,
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        `Refunds for cancelled Click and Collect orders go to the original payment mode and take ${C.refundDays} days, depending on your bank.`,
      ],
    },
    {
      id: 'returns',
      heading: 'Returns and exchanges',
      blocks: [
        'Please check your order at the counter. Products collected in store can be returned or exchanged under our [Return, Exchange, Cancellation and Refund Policy](/returnandexchange), in store or by doorstep pickup.',
        `Questions? Write to ${SUPPORT_EMAIL} or [contact us](/contact).`,
      ],
    },
  ],
}
