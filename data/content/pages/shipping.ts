import {
  DELIVERY_BUSINESS_DAYS,
  DISPATCH_DAYS,
  FREE_SHIPPING_THRESHOLD_RUPEES,
  INTERNATIONAL_CONVENIENCE_FEE_PERCENT,
  NOMINAL_SHIPPING_RUPEES,
  POLICY_LAST_UPDATED,
  SUPPORT_EMAIL,
} from '../shopFacts'
import type { StaticPageContent } from '../types'

/** Spec 001 §9 shipping: dispatch in 2 to 14 days, free above 999 in India, 10 % convenience fee worldwide. */
export const shipping: StaticPageContent = {
  title: 'Shipping Policy',
  eyebrow: 'Customer care',
  summary: `Free shipping on orders above ₹${FREE_SHIPPING_THRESHOLD_RUPEES} across India, dispatch within ${DISPATCH_DAYS} days, and worldwide delivery.`,
  lastUpdated: POLICY_LAST_UPDATED,
  intro: ['This policy explains where we deliver, what it costs and how long it takes. It is part of our terms of use.'],
  sections: [
    {
      id: 'charges-india',
      heading: 'Shipping charges within India',
      blocks: [
        `Shipping is free on every order above ₹${FREE_SHIPPING_THRESHOLD_RUPEES} delivered anywhere in India. Orders of ₹${FREE_SHIPPING_THRESHOLD_RUPEES} or less carry a nominal charge of ₹${NOMINAL_SHIPPING_RUPEES}, shown in your bag before you pay.`,
        'Prices on the website include all taxes; there is nothing more to pay at the door, except the order amount itself for cash on delivery.',
      ],
    },
    {
      id: 'dispatch',
      heading: 'Dispatch and delivery times',
      blocks: [
        `Orders are dispatched within ${DISPATCH_DAYS} days of being placed: ready-to-ship products usually leave our warehouse within 2 days, while hand-finished, made-to-order and pre-order products can take up to 14 days and say so on their page.`,
        `Once dispatched, most orders reach metro cities in ${DELIVERY_BUSINESS_DAYS} business days; remote areas, the north-east and islands can take a few days more. Public holidays, strikes and extreme weather may delay delivery.`,
        'An order with several products may arrive in more than one parcel; you never pay shipping twice for it.',
      ],
    },
    {
      id: 'international',
      heading: 'International orders',
      blocks: [
        `We ship worldwide. International orders carry a convenience fee of ${INTERNATIONAL_CONVENIENCE_FEE_PERCENT}% of the order value, shown at checkout, and usually arrive within 7 to 15 business days of dispatch.`,
        'Import duties, customs charges and local taxes of the destination country are not included and are paid by the customer on delivery. A parcel refused for unpaid duties cannot be refunded.',
      ],
    },
    {
      id: 'tracking',
      heading: 'Tracking your order',
      blocks: [
        'As soon as your order is dispatched we send the courier name and tracking number by e-mail and SMS. You can also follow every step (confirmed, on its way, out for delivery, delivered) from Orders & Returns in your profile.',
      ],
    },
    {
      id: 'delivery-attempts',
      heading: 'Delivery attempts and addresses',
      blocks: [
        'Our courier partners make up to three delivery attempts. Please give a complete address with a landmark and a phone number that is reachable; we cannot redirect a parcel once it has left our warehouse.',
        'If a parcel comes back to us after failed attempts, we refund a prepaid order less the shipping charge, or cancel a cash-on-delivery order.',
      ],
    },
    {
      id: 'damaged-parcels',
      heading: 'Damaged or tampered parcels',
      blocks: [
        `Please do not accept a parcel that looks opened or damaged. If you notice damage only after opening it, write to us within 48 hours at ${SUPPORT_EMAIL} with photos; see our [returns policy](/returnandexchange).`,
      ],
    },
    {
      id: 'click-and-collect',
      heading: 'Click and Collect',
      blocks: ['Prefer to pick up your order yourself? See our [Click and Collect Policy](/click-and-collect-policy).'],
    },
  ],
}
