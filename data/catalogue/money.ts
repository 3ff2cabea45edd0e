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

/**
 * Digits grouped here rather than by Intl.NumberFormat: the first Intl object a page makes starts the browser's ICU,
 * 12–40 ms in one task on this machine (four times that on Lighthouse's phone), and every page formats a price while
 * it hydrates. Indian grouping keeps the last three digits together and pairs the rest (12,34,56,789); US grouping
 * is by threes. The output is Intl's (tests/unit/catalogue-money.test.ts compares them), but for minus zero: "0".
 */
function grouped(digits: string, indian: boolean): string {
  if (digits.length <= 3) return digits
  const size = indian ? 2 : 3
  let rest = digits.slice(0, -3)
  const groups = [digits.slice(-3)]
  while (rest.length > size) {
    groups.unshift(rest.slice(-size))
    rest = rest.slice(0, -size)
  }
  groups.unshift(rest)
  return groups.join(',')
}

/**
 * `amount` with `decimals` places, grouped. Rounded as Intl rounds: half away from zero, on the shortest decimal that
 * reads back as the number (9.045 is 9.05, though the double is a hair under it).
 */
function formatAmount(amount: number, decimals: number, indian: boolean): string {
  const shortest = String(Math.abs(amount))
  let whole: string
  let fraction: string
  if (shortest.includes('e')) [whole, fraction = ''] = Math.abs(amount).toFixed(decimals).split('.') as [string, string?]
  else {
    const [w, f = ''] = shortest.split('.') as [string, string?]
    whole = w
    fraction = f.slice(0, decimals).padEnd(decimals, '0')
    // Cut to `decimals` places; a next digit of 5 or more adds one in the last place (9.995 → 10.00).
    if (f.charAt(decimals) >= '5') {
      const digits = (BigInt(whole + fraction) + 1n).toString().padStart(decimals + 1, '0')
      whole = digits.slice(0, digits.length - decimals)
      fraction = digits.slice(digits.length - decimals)
    }
  }
  const sign = amount < 0 && /[1-9]/.test(whole + fraction) ? '-' : ''
  return `${sign}${grouped(whole, indian)}${decimals > 0 ? `.${fraction}` : ''}`
}

export function formatPrice(paise: Paise, currency: CurrencyCode = 'INR', conversionRate = DEFAULT_CONVERSION_RATE): string {
  if (currency === 'USD') {
    const rate = conversionRate > 0 ? conversionRate : DEFAULT_CONVERSION_RATE
    return `$${formatAmount(paise / 100 / rate, 2, false)}`
  }
  return `₹${formatAmount(Math.round(paise / 100), 0, true)}`
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
