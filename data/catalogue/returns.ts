/**
 * The return period, one number everywhere: a product's own (spec 001 §9: "return period shown per product"), else
 * the shop's RETURN_WINDOW_DAYS, which the footer, the FAQ and the returns policy quote. Spec 000 says 7 days on the
 * product page and 14 on bag lines for the same product; a shopper reading both would not know which holds, so the
 * bag line uses its own wording ("… days return available") with the product page's number.
 */
import { RETURN_WINDOW_DAYS } from '../content/shopFacts'

/** Days a delivered piece of this product can be returned. */
export function returnDays(product: { return_period?: number | null } | null | undefined): number {
  const own = product?.return_period
  return typeof own === 'number' && Number.isInteger(own) && own >= 0 ? own : RETURN_WINDOW_DAYS
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`

/** The product page's line (spec 000: "7 days return"). */
export const productReturnText = (n: number) => (n > 0 ? `${days(n)} return` : 'Not returnable')

/** A bag line's text (spec 000: "14 days return available"). */
export const bagLineReturnText = (n: number) => (n > 0 ? `${days(n)} return available` : 'Not returnable')
