/**
 * Money: integer paise inside, one place that formats. The API sends rupees; `toPaise` is the only way in.
 * INR shows ₹ with no decimals; USD shows price ÷ rate with $ and 2 decimals (spec 000 §9, 001 §9).
 */
export type Paise = number
export type CurrencyCode = 'INR' | 'USD'

/** Rupees per US dollar unless the shop configures another rate (spec 001 §9: initial 90). */
export const DEFAULT_CONVERSION_RATE = 90

export function toPaise(rupees: number | null | undefined): Paise {
  if (rupees === null || rupees === undefined || !Number.isFinite(rupees)) return 0
  return Math.round(rupees * 100)
}

const inrFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
const usdFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export function formatPrice(paise: Paise, currency: CurrencyCode = 'INR', conversionRate = DEFAULT_CONVERSION_RATE): string {
  if (currency === 'USD') {
    const rate = conversionRate > 0 ? conversionRate : DEFAULT_CONVERSION_RATE
    return `$${usdFormat.format(paise / 100 / rate)}`
  }
  return `₹${inrFormat.format(Math.round(paise / 100))}`
}

/**
 * Discount percent = rounded (compare − price) / compare × 100 (spec 000 §9); 0 when there is no saving,
 * and the storefront shows it only when above 0.
 */
export function discountPercent(price: Paise, comparePrice: Paise | null | undefined): number {
  if (!comparePrice || comparePrice <= 0 || comparePrice <= price) return 0
  return Math.round(((comparePrice - price) / comparePrice) * 100)
}

/** Price, struck compare price and discount of one option, ready for display. */
export interface PriceTag {
  price: Paise
  /** Only when higher than the price: a compare price equal to the price is not a saving. */
  comparePrice: Paise | null
  discountPercent: number
}

export function priceTag(option: { price: number; compare_price?: number | null } | undefined): PriceTag {
  const price = toPaise(option?.price)
  const compare = toPaise(option?.compare_price)
  return { price, comparePrice: compare > price ? compare : null, discountPercent: discountPercent(price, compare) }
}
