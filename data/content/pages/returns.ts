import {
  EDIT_OR_CANCEL_MINUTES,
  EXCHANGE_DIFFERENCE_REFUND_WORKING_DAYS,
  EXCHANGE_REPLACEMENT_WORKING_DAYS,
  POLICY_LAST_UPDATED,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  SUPPORT_EMAIL,
} from '../shopFacts'
import type { StaticPageContent } from '../types'

/** Spec 001 §4 policy lifecycle and §9 returns and exchange constants. */
export const returns: StaticPageContent = {
  title: 'Return, Exchange, Cancellation and Refund Policy',
  eyebrow: 'Customer care',
  summary: `Return or exchange within ${RETURN_WINDOW_DAYS} days of delivery, cancel before dispatch, and get refunds to your original payment mode in ${REFUND_BUSINESS_DAYS} business days.`,
  lastUpdated: POLICY_LAST_UPDATED,
  intro: [
    'We want you to love what you buy. If something is not right, this policy explains how to cancel an order, return or exchange a product, and how and when you are refunded. It applies to every order placed on this website.',
  ],
  sections: [
    {
      id: 'cancellation',
      heading: 'Cancellation',
      blocks: [
        `You can edit or cancel an order within ${EDIT_OR_CANCEL_MINUTES} minutes of placing it, and in any case until it is dispatched, from Orders & Returns in your profile. Once an order has been dispatched it can no longer be cancelled: the return rules below apply instead.`,
        'We may cancel an order if a product turns out to be out of stock, if the delivery address cannot be served, or if we suspect fraud. We will tell you by e-mail or SMS and refund any amount already paid in full.',
      ],
    },
    {
      id: 'returns',
      heading: 'Returns',
      blocks: [
        `You may return most products within ${RETURN_WINDOW_DAYS} days of delivery. The return period of each product is shown on its page; where it differs, the product page applies.`,
        'To be accepted, a product must be unused, unwashed and unaltered, with its original tags, labels and packaging, and with any free gift that came with it.',
        {
          list: [
            'Start a return from Orders & Returns in your profile once the order shows as Delivered.',
            'We arrange a doorstep pickup where our courier partners serve your pin code. Where they do not, please self-ship the product to the address we send you; we reimburse reasonable courier charges as store credit.',
            'Every returned product is quality checked at our warehouse. If it passes, your refund is started. If it fails, we ship the product back to you and tell you why.',
          ],
          ordered: true,
        },
      ],
    },
    {
      id: 'non-returnable',
      heading: 'Products that cannot be returned',
      blocks: [
        {
          list: [
            'Innerwear, lingerie, swimwear and socks, for hygiene reasons.',
            'Beauty, fragrance and personal-care products once opened.',
            'Jewellery with a broken seal, and products customised or altered at your request.',
            'Gift cards.',
            'Products marked non-returnable on their page.',
          ],
        },
      ],
    },
    {
      id: 'exchange',
      heading: 'Exchange',
      blocks: [
        `You can exchange a product for another size or colour, or for another product, within the same ${RETURN_WINDOW_DAYS}-day window. The replacement is delivered and the original is picked up at the same visit, so you are never without it.`,
        `The replacement is shipped within ${EXCHANGE_REPLACEMENT_WORKING_DAYS} working days of the pickup. If the replacement costs less than the original, we refund the difference within ${EXCHANGE_DIFFERENCE_REFUND_WORKING_DAYS} working days of the pickup; if it costs more, you pay the difference before it ships.`,
        'An exchange depends on stock; if the replacement you chose sells out in the meantime, we refund the original instead.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        `Once a return passes its quality check, the refund is issued to the original payment mode within ${REFUND_BUSINESS_DAYS} business days. Your bank or card issuer may take a few more days to show it.`,
        'Orders paid by cash on delivery are refunded by bank transfer (we will ask for your account details) or, if you prefer, as store credit.',
        'Shipping charges and the convenience fee on international orders are not refunded unless the product was damaged, defective or not what you ordered.',
      ],
    },
    {
      id: 'damaged',
      heading: 'Damaged, defective or wrong products',
      blocks: [
        `If a product arrives damaged or defective, or is not what you ordered, tell us within 48 hours of delivery with photos of the product and its packaging, at ${SUPPORT_EMAIL} or through our [contact form](/contact). We will replace it or refund it in full, including shipping.`,
      ],
    },
    {
      id: 'help',
      heading: 'Need help?',
      blocks: ['Our [FAQ](/faq) answers most questions about returns and refunds. For anything else, [contact us](/contact) with your order number.'],
    },
  ],
}
