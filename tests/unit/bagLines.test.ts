import { describe, expect, it } from 'vitest'
import { isLineCounted, lineProblem, stockProblem } from '../../data/catalogue/cartLines'
import { cartTotals, MAX_LINE_QUANTITY, quantityChoices } from '../../data/catalogue/cartTotals'
import type { CartItem } from '../../data/contract/schemas'

/** A bag line of `quantity` units at `price` rupees (compare price `compare`), with the option's status and stock. */
function line(options: { id?: string; quantity?: number; price?: number; compare?: number | null; status?: string; stock?: number; selected?: boolean }): CartItem {
  const { id = 'l1', quantity = 1, price = 1000, compare = null, status, stock, selected = true } = options
  const variant: Record<string, unknown> = { price, compare_price: compare, attributes: {} }
  if (status !== undefined) variant.variant_status = status
  if (stock !== undefined) variant.variant_stock_availability = stock
  return { _id: id, quantity, selected, product: { product_id: 'p', product_name: 'Kurta', product_variant: variant } } as CartItem
}

describe('the stock rule (shared by the API and the bag)', () => {
  it('refuses a withdrawn option, a sold-out one, and more than is on hand', () => {
    expect(stockProblem({ status: 'Inactive', stock: 9 }, 1)).toBe('This item is currently unavailable')
    expect(stockProblem({ status: 'Active', stock: 0 }, 1)).toBe('Out of stock')
    expect(stockProblem({ status: 'Active', stock: 2 }, 3)).toBe('Only 2 left in stock')
    expect(stockProblem({ status: 'Active', stock: 3 }, 3)).toBeNull()
  })
})

describe('bag line flags', () => {
  it('flags a line whose option was withdrawn or sold out since it was added, and one holding more than is left', () => {
    expect(lineProblem(line({ status: 'Inactive', stock: 5 }))).toEqual({ message: 'This item is currently unavailable', fixable: false })
    expect(lineProblem(line({ status: 'Active', stock: 0 }))).toEqual({ message: 'Out of stock', fixable: false })
    expect(lineProblem(line({ status: 'Active', stock: 2, quantity: 3 }))).toEqual({ message: 'Only 2 left in stock', fixable: true })
    expect(lineProblem(line({ status: 'Active', stock: 2, quantity: 2 }))).toBeNull()
  })
  it('takes a backend that sends neither status nor stock at its word', () => {
    expect(lineProblem(line({}))).toBeNull()
    expect(isLineCounted(line({}))).toBe(true)
  })
  it('counts a line only when it is selected and buyable as it stands', () => {
    expect(isLineCounted(line({ status: 'Active', stock: 4 }))).toBe(true)
    expect(isLineCounted(line({ status: 'Active', stock: 4, selected: false }))).toBe(false)
    expect(isLineCounted(line({ status: 'Active', stock: 0 }))).toBe(false)
    expect(isLineCounted(line({ status: 'Inactive', stock: 4 }))).toBe(false)
  })
})

describe('quantity choices (spec 000 §9: 1 to 5)', () => {
  it('offers 1 to 5, fewer when fewer are left, and always the quantity the line holds', () => {
    expect(MAX_LINE_QUANTITY).toBe(5)
    expect(quantityChoices(line({ status: 'Active', stock: 40 }))).toEqual([1, 2, 3, 4, 5])
    expect(quantityChoices(line({}))).toEqual([1, 2, 3, 4, 5])
    expect(quantityChoices(line({ status: 'Active', stock: 3 }))).toEqual([1, 2, 3])
    expect(quantityChoices(line({ status: 'Active', stock: 2, quantity: 4 }))).toEqual([1, 2, 4])
    expect(quantityChoices(line({ status: 'Active', stock: 40, quantity: 7 }))).toEqual([1, 2, 3, 4, 5, 7])
    expect(quantityChoices(line({ status: 'Active', stock: 0 }))).toEqual([1])
  })
})

describe('bag totals (spec 000 §9)', () => {
  it('adds up the selected buyable lines before any coupon (what the shopper pays is the server’s quote)', () => {
    const items = [
      line({ id: 'a', quantity: 2, price: 1000, compare: 1500, status: 'Active', stock: 9 }),
      line({ id: 'b', quantity: 1, price: 500, status: 'Active', stock: 9 }),
      line({ id: 'c', quantity: 1, price: 700, compare: 900, status: 'Active', stock: 9, selected: false }),
      line({ id: 'd', quantity: 1, price: 800, compare: 1000, status: 'Active', stock: 0 }),
    ]
    expect(cartTotals(items)).toEqual({ mrp: 350_000, discount: 100_000, total: 250_000, quantity: 3, lines: 2 })
  })
})
