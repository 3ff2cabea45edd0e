/**
 * The scrolling announcement banner (spec 000 §1): five messages, then the last three repeat. The free-shipping
 * threshold's currency is deliberately not shown in the banner.
 */

/**
 * Free shipping above ₹999. Spec 001 also quotes 499 in the FAQ; the footer, the banner and the shipping policy
 * say 999, which is the reading a shopper meets first and the least surprising at checkout.
 */
export const FREE_SHIPPING_THRESHOLD_RUPEES = 999

const BASE_MESSAGES = [
  'Global Shipping Worldwide',
  `Free Shipping On Order Above ${FREE_SHIPPING_THRESHOLD_RUPEES}`,
  'Track Your Order',
  '24/7 Support',
  'Global Shipping For You',
] as const

/** The banner's messages in display order: the five, then the last three again. */
export const ANNOUNCEMENT_MESSAGES: readonly string[] = [...BASE_MESSAGES, ...BASE_MESSAGES.slice(-3)]
