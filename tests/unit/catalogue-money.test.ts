import { describe, expect, it } from 'vitest'
import { DEFAULT_CONVERSION_RATE, discountPercent, formatPrice, priceTag, toPaise } from '../../data/catalogue/money'

describe('money', () => {
  it('converts rupees to integer paise, rounding float noise away', () => {
    expect(toPaise(1299)).toBe(129900)
    expect(toPaise(19.99)).toBe(1999)
    expect(toPaise(0.1 + 0.2)).toBe(30)
    expect(toPaise(undefined)).toBe(0)
    expect(toPaise(Number.NaN)).toBe(0)
  })

  it('formats INR with ₹, Indian grouping and no decimals', () => {
    expect(formatPrice(129900)).toBe('₹1,299')
    expect(formatPrice(12345678900)).toBe('₹12,34,56,789')
    expect(formatPrice(149950)).toBe('₹1,500')
    expect(formatPrice(0)).toBe('₹0')
  })

  it('formats USD as price ÷ rate with $ and 2 decimals, rate 90 by default', () => {
    expect(DEFAULT_CONVERSION_RATE).toBe(90)
    expect(formatPrice(90000, 'USD')).toBe('$10.00')
    expect(formatPrice(129900, 'USD')).toBe('$14.43')
    expect(formatPrice(129900, 'USD', 80)).toBe('$16.24')
    expect(formatPrice(129900, 'USD', 0)).toBe('$14.43')
  })

  it('formats as Intl.NumberFormat does, without it (a page hydrating must not start the browser\'s ICU)', () => {
    const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
    const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    // Every length of number, halves and float noise included (a seeded walk: the same numbers on every run).
    let seed = 7
    const next = () => (seed = (seed * 48271) % 2147483647)
    const amounts = [1, 5, 49, 50, 99, 100, 999, 1000, 99999, 100000, 1234567, 150, 250, 4999950]
    for (let i = 0; i < 3000; i++) amounts.push(next() % 10 ** (1 + (i % 12)))
    for (const paise of amounts) {
      for (const p of [paise, -paise]) {
        const rupees = Math.round(p / 100)
        if (!Object.is(rupees, -0)) expect(formatPrice(p)).toBe(`₹${inr.format(rupees)}`)
        for (const rate of [90, 83.37, 1]) {
          const dollars = p / 100 / rate
          if (usd.format(dollars) !== '-0.00') expect(formatPrice(p, 'USD', rate)).toBe(`$${usd.format(dollars)}`)
        }
      }
    }
    // Rounding up carries into the whole part and its grouping.
    expect(formatPrice(89955, 'USD')).toBe('$10.00')
    expect(formatPrice(89999955, 'USD')).toBe('$10,000.00')
    expect(formatPrice(-1)).toBe('₹0')
    expect(formatPrice(-1, 'USD')).toBe('$0.00')
    expect(formatPrice(-123456789)).toBe('₹-12,34,568')
  })

  it('computes the discount percent as rounded (compare − price) / compare × 100', () => {
    expect(discountPercent(75000, 100000)).toBe(25)
    expect(discountPercent(66600, 99900)).toBe(33)
    expect(discountPercent(99500, 100000)).toBe(1)
    expect(discountPercent(99600, 100000)).toBe(0)
  })

  it('gives no discount without a higher compare price', () => {
    expect(discountPercent(1000, 1000)).toBe(0)
    expect(discountPercent(1000, 500)).toBe(0)
    expect(discountPercent(1000, null)).toBe(0)
    expect(discountPercent(1000, 0)).toBe(0)
  })

  it('builds a price tag that strikes only a higher compare price', () => {
    expect(priceTag({ price: 1500, compare_price: 2000 })).toEqual({ price: 150000, comparePrice: 200000, discountPercent: 25 })
    expect(priceTag({ price: 1500, compare_price: 1500 })).toEqual({ price: 150000, comparePrice: null, discountPercent: 0 })
    expect(priceTag(undefined)).toEqual({ price: 0, comparePrice: null, discountPercent: 0 })
  })
})
