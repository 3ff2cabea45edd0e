import { describe, expect, it } from 'vitest'
import { longDate, longDateInIndia } from '../../data/content/dates'

describe('longDate', () => {
  it('writes the day as en-IN does, in full ("3 November 2026")', () => {
    expect(longDateInIndia('2026-11-03T10:00:00Z')).toBe('3 November 2026')
    expect(longDate(Date.parse('2026-02-28T00:00:00Z'), 'UTC')).toBe('28 February 2026')
  })

  it("takes India's day, whatever the machine's zone: 19:00 UTC is the next morning there", () => {
    expect(longDateInIndia('2026-12-31T18:29:59Z')).toBe('31 December 2026')
    expect(longDateInIndia('2026-12-31T18:30:00Z')).toBe('1 January 2027')
    expect(longDate(Date.parse('2026-12-31T18:30:00Z'), 'UTC')).toBe('31 December 2026')
  })

  it('agrees with Intl.DateTimeFormat (which the pages no longer start) over ten years of hours', () => {
    const india = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })
    const utc = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    const start = Date.parse('2020-01-01T00:00:00Z')
    for (let t = start; t < start + 10 * 366 * 86_400_000; t += 7 * 3_600_000 + 13 * 60_000) {
      expect(longDate(t, 'Asia/Kolkata')).toBe(india.format(t))
      expect(longDate(t, 'UTC')).toBe(utc.format(t))
    }
  })

  it('writes nothing for a date that does not parse', () => {
    expect(longDateInIndia('not a date')).toBe('')
    expect(longDate(Number.NaN, 'UTC')).toBe('')
    expect(longDate(8.64e15 + 1, 'UTC')).toBe('')
  })
})
