import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { productSummary } from '../../data/build/productSummary'
import { loadPrevious, spliceElements, splitRecords, writeSummaryCache, type SummaryCache } from '../../scripts/steps/recordCache'
import { fixtureProducts } from '../fixtures/catalogue'

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-record-cache-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('spliced JSON arrays (the snapshot and the record cache copy unchanged elements over)', () => {
  const items = [{ a: 1 }, { b: 'x,y' }, { c: [1, 2] }, { d: null }, { e: '}' }]
  const old = Buffer.from(JSON.stringify(items))
  const oldRanges = splitRecords(old)!

  it('give the bytes JSON.stringify gives, with each element where it says, however elements are mixed', () => {
    const next = [items[0], { fresh: true }, items[2], items[3], items[4], items[1]]
    const from = [0, -1, 2, 3, 4, 1]
    const { parts, ranges } = spliceElements(next.length, 1, (i) =>
      from[i]! >= 0 ? { from: old, start: oldRanges[from[i]!]!.start, end: oldRanges[from[i]!]!.end } : JSON.stringify(next[i]),
    )
    const bytes = Buffer.concat([Buffer.from('['), ...parts, Buffer.from(']')])
    expect(bytes.toString()).toBe(JSON.stringify(next))
    next.forEach((item, i) => expect(bytes.toString('utf8', ranges[2 * i], ranges[2 * i + 1])).toBe(JSON.stringify(item)))
    // Elements 2, 3 and 4 lay side by side: one slice.
    expect(parts.length).toBeLessThan(next.length * 2 - 1)
  })
})

describe('the record cache file', () => {
  const products = fixtureProducts.slice(0, 4)
  const snapshotJson = JSON.stringify({ fetchedAt: '2026-01-01T00:00:00.000Z', products })
  const cacheOf = (summaries = products.map(productSummary)): SummaryCache => ({
    fetchedAt: '2026-01-01T00:00:00.000Z',
    key: 'code',
    reviews: { sha1: 'r1', digest: { ratings: { [products[0]!._id]: { average: 4, count: 1, stars: [0, 1, 0, 0, 0] } }, reviews: {} } },
    hashes: products.map((p) => `raw-${p._id}`),
    ranges: products.flatMap(() => [0, 1]),
    summaries,
    related: { c1: { key: 'k', picks: { [products[0]!._id]: [products[1]!._id] } } },
  })

  it('reads back what was written, and copies taken-over summaries to the same bytes as writing them afresh', async () => {
    writeFileSync(path.join(dir, 'catalogue.json'), snapshotJson)
    const cache = cacheOf()
    await writeSummaryCache(dir, cache)
    const fresh = readFileSync(path.join(dir, 'products.summaries.json'))
    const previous = (await loadPrevious(dir, 'catalogue.json', 'code'))!
    expect(previous.cache).toEqual(cache)
    expect(await loadPrevious(dir, 'catalogue.json', 'other code')).toBeUndefined()

    // All but one summary taken over (in another order), the reviews digest unchanged.
    const order = [2, 0, 1, 3]
    const next = { ...cache, summaries: order.map((i) => previous.cache.summaries[i]!), hashes: order.map((i) => cache.hashes[i]!) }
    await writeSummaryCache(dir, next, previous, (i) => (i === 1 ? -1 : order[i]!))
    const spliced = readFileSync(path.join(dir, 'products.summaries.json'))
    await writeSummaryCache(dir, next)
    expect(spliced.toString()).toBe(readFileSync(path.join(dir, 'products.summaries.json')).toString())
    expect(fresh.length).toBe(spliced.length)
  })
})
