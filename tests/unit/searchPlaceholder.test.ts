import { describe, expect, it } from 'vitest'
import { DELETE_MS, holdStartMs, PAUSE_MS, placeholderAt, stillPlaceholder, TYPE_MS } from '../../data/catalogue/searchPlaceholder'

const cats = ['Men', 'Sale']
const at = (ms: number) => placeholderAt(cats, ms)

describe('the typing placeholder', () => {
  it('uses the spec timing: 100 ms a typed character, 50 ms a deleted one, 1.5 s pause', () => {
    expect([TYPE_MS, DELETE_MS, PAUSE_MS]).toEqual([100, 50, 1500])
  })

  it('starts on the still text (the first category, fully typed) and holds it 1.5 s', () => {
    expect(stillPlaceholder(cats)).toBe('Search for Men')
    expect(at(0)).toEqual({ text: 'Search for Men', category: 0, nextInMs: 1500 })
    expect(at(1499).text).toBe('Search for Men')
  })

  it('deletes a character every 50 ms, then types the next category a character every 100 ms', () => {
    expect(at(1500)).toEqual({ text: 'Search for Me', category: 0, nextInMs: 50 })
    expect(at(1550).text).toBe('Search for M')
    expect(at(1600).text).toBe('Search for ')
    // 'Men' ends after 3 × 50 ms of deleting; 'Sale' starts empty and gains a character each 100 ms.
    expect(at(1650)).toEqual({ text: 'Search for ', category: 1, nextInMs: 100 })
    expect(at(1750).text).toBe('Search for S')
    expect(at(1849).text).toBe('Search for S')
    expect(at(2050)).toEqual({ text: 'Search for Sale', category: 1, nextInMs: 1500 })
    expect(at(3550).text).toBe('Search for Sal')
  })

  it('cycles back to the first category', () => {
    const cycle = 3 * (TYPE_MS + DELETE_MS) + PAUSE_MS + 4 * (TYPE_MS + DELETE_MS) + PAUSE_MS
    expect(at(cycle)).toEqual(at(0))
    expect(at(cycle + 1550)).toEqual(at(1550))
    // Back on 'Men' being typed: one character after 100 ms.
    expect(at(3550 + 200 + 100).text).toBe('Search for M')
  })

  it('resumes a paused animation on the category it stopped on, fully typed', () => {
    expect(holdStartMs(cats, 0)).toBe(0)
    expect(placeholderAt(cats, holdStartMs(cats, 1))).toEqual({ text: 'Search for Sale', category: 1, nextInMs: 1500 })
  })

  it('stays still with one category or none, and ignores blank names', () => {
    expect(placeholderAt(['Women'], 5000)).toEqual({ text: 'Search for Women', category: 0, nextInMs: Infinity })
    expect(placeholderAt([], 5000).text).toBe('Search products')
    expect(stillPlaceholder([' ', 'Beauty'])).toBe('Search for Beauty')
    expect(stillPlaceholder(cats, 1)).toBe('Search for Sale')
  })
})
