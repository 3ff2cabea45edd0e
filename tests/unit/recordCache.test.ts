import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { open } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { productSummary } from '../../data/build/productSummary'
import { reviewsOnDemand } from '../../data/build/reviewsDigest'
import { loadPrevious, serialiseDigest, spliceElements, splitRecords, unchangedRecords, writeSummaryCache, type RecordRange, type SummaryCache } from '../../scripts/steps/recordCache'
import { partsWriter, writeAtOnce, writeParts } from '../../scripts/steps/bigFiles'
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
    const bytes = Buffer.concat([Buffer.from('['), ...(parts as Buffer[]), Buffer.from(']')])
    expect(bytes.toString()).toBe(JSON.stringify(next))
    next.forEach((item, i) => expect(bytes.toString('utf8', ranges[2 * i], ranges[2 * i + 1])).toBe(JSON.stringify(item)))
    // Elements 2, 3 and 4 lay side by side: one slice.
    expect(parts.length).toBeLessThan(next.length * 2 - 1)
  })

  it('copy ranges of an earlier file when written, side by side ones as one range', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-splice-'))
    try {
      writeFileSync(path.join(work, 'old.json'), old)
      const handle = await open(path.join(work, 'old.json'), 'r')
      const next = [items[0], { fresh: true }, items[2], items[3], items[4], items[1]]
      const from = [0, -1, 2, 3, 4, 1]
      const { parts, ranges } = spliceElements(next.length, 1, (i) =>
        from[i]! >= 0 ? { file: handle, start: oldRanges[from[i]!]!.start, end: oldRanges[from[i]!]!.end } : JSON.stringify(next[i]),
      )
      expect(parts.filter((part) => !Buffer.isBuffer(part))).toHaveLength(3)
      await writeParts(path.join(work, 'new.json'), [Buffer.from('['), ...parts, Buffer.from(']')])
      await handle.close()
      const bytes = readFileSync(path.join(work, 'new.json'))
      expect(bytes.toString()).toBe(JSON.stringify(next))
      next.forEach((item, i) => expect(bytes.toString('utf8', ranges[2 * i], ranges[2 * i + 1])).toBe(JSON.stringify(item)))
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })
})

describe('a whole buffer written at once (the products answer kept for the next build)', () => {
  it('is written whole while this thread goes on without waiting, and a file that cannot be made rejects', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-at-once-'))
    try {
      const bytes = Buffer.alloc(3 * 1024 * 1024 + 7, 'vitrine')
      const written = writeAtOnce(path.join(work, 'answer.json'), bytes)
      // The write went to the thread pool from the call: it completes while this thread is held up without awaiting.
      const until = Date.now() + 1000
      while (Date.now() < until && (statSync(path.join(work, 'answer.json')).size < bytes.length));
      expect(statSync(path.join(work, 'answer.json')).size).toBe(bytes.length)
      await written
      expect(readFileSync(path.join(work, 'answer.json')).equals(bytes)).toBe(true)
      await expect(writeAtOnce(path.join(work, 'missing', 'answer.json'), bytes)).rejects.toThrow(/ENOENT/)
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })
})

describe("file ranges copied on a thread of their own (the last build's records, while the plan is made)", () => {
  it('come over while this thread is held up, larger than a chunk and beside buffers, at the positions they are given', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-copier-'))
    try {
      // Larger than the copier's 4 MB chunk, with bytes that differ along it.
      const old = Buffer.alloc(9 * 1024 * 1024 + 13)
      for (let i = 0; i < old.length; i++) old[i] = (i * 31 + (i >> 12)) & 0xff
      writeFileSync(path.join(work, 'old.json'), old)
      const from = await open(path.join(work, 'old.json'), 'r')

      // Held up here from the moment a range is handed over, without awaiting: the range still comes over whole.
      const alone = openSync(path.join(work, 'alone.json'), 'w')
      const busy = partsWriter(alone)
      const sent = busy.write([{ file: from, start: 5, end: old.length - 3 }], 2)
      expect(busy.backlog()).toBeUndefined()
      const copied = () => readFileSync(path.join(work, 'alone.json')).subarray(2)
      const until = Date.now() + 5000
      while (Date.now() < until && !copied().equals(old.subarray(5, old.length - 3)));
      expect(copied().equals(old.subarray(5, old.length - 3))).toBe(true)
      expect(sent).toBe(old.length - 6)
      await busy.done()
      closeSync(alone)

      // Ranges among buffers, an empty one too, in two batches: the bytes the parts joined would give.
      const to = openSync(path.join(work, 'new.json'), 'w')
      const writer = partsWriter(to)
      const parts = [Buffer.from('head'), { file: from, start: 5, end: old.length - 3 }, Buffer.from('mid'), { file: from, start: 0, end: 0 }]
      const more = [{ file: from, start: 1, end: 9 }, Buffer.from('tail')]
      const expected = Buffer.concat([Buffer.from('head'), old.subarray(5, old.length - 3), Buffer.from('mid'), old.subarray(1, 9), Buffer.from('tail')])
      const end = writer.write(parts, 0)
      expect(writer.write(more, end)).toBe(expected.length)
      await writer.done()
      closeSync(to)
      await from.close()
      expect(readFileSync(path.join(work, 'new.json')).equals(expected)).toBe(true)

      // Past 64 MB on their way, the writer has a backlog to wait for; the bytes are the same.
      const big = openSync(path.join(work, 'big.bin'), 'w')
      const bigWriter = partsWriter(big)
      const blocks = Array.from({ length: 5 }, (_, i) => Buffer.alloc(16 << 20, i + 1))
      expect(bigWriter.write(blocks, 0)).toBe(80 << 20)
      const backlog = bigWriter.backlog()
      expect(backlog).toBeInstanceOf(Promise)
      await backlog
      await bigWriter.done()
      closeSync(big)
      expect(readFileSync(path.join(work, 'big.bin')).equals(Buffer.concat(blocks))).toBe(true)
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })

  it('fail the write, without hanging, when a file to copy from is shorter than the build was told', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-copier-'))
    try {
      writeFileSync(path.join(work, 'old.json'), '[1,2,3]')
      const from = await open(path.join(work, 'old.json'), 'r')
      await expect(writeParts(path.join(work, 'new.json'), [Buffer.from('['), { file: from, start: 1, end: 4000 }, Buffer.from(']')])).rejects.toThrow(/shorter than the build was told/)
      await from.close()
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })
})

describe('the reviews digest, read product by product', () => {
  const review = (id: string, text: string) => ({ id, productId: 'p', author: 'Meera', rating: 5, title: 'Lovely', text, date: '2026-01-02', verified: true })
  const digest = {
    ratings: { b2: { average: 4.5, count: 2, stars: [0, 0, 0, 1, 1] }, '17': { average: 3, count: 1, stars: [0, 0, 1, 0, 0] } },
    // Keys as the digest orders them (sorted ids), an integer-like one among them, and text beyond ASCII.
    reviews: { '17': [review('r1', 'Soft cotton, true to size')], a1: [], b2: [review('r2', 'रंग बहुत सुंदर है — “perfect” fit'), review('r3', 'Quote " and \\ backslash')] },
  }

  it('is written as the very bytes JSON.stringify gives, with each part where the layout says', () => {
    const { bytes, layout } = serialiseDigest(digest as never, 'r1')
    expect(bytes.toString()).toBe(JSON.stringify(digest))
    expect(JSON.parse(bytes.toString('utf8', ...layout.ratings))).toEqual(digest.ratings)
    layout.ids.forEach((id, i) => expect(JSON.parse(bytes.toString('utf8', layout.ranges[2 * i], layout.ranges[2 * i + 1]))).toEqual(digest.reviews[id as keyof typeof digest.reviews]))
    expect(serialiseDigest({ ratings: {}, reviews: {} }, 'r0').bytes.toString()).toBe('{"ratings":{},"reviews":{}}')
  })

  it('reads back as the plain object would, parsing a product\'s reviews only when they are read', () => {
    const { bytes, layout } = serialiseDigest(digest as never, 'r1')
    const read = reviewsOnDemand(bytes, layout)
    expect(read).toEqual(digest)
    expect(Object.keys(read.reviews)).toEqual(Object.keys(digest.reviews))
    expect(JSON.stringify(read)).toBe(JSON.stringify(digest))
    expect('b2' in read.reviews && !('zz' in read.reviews)).toBe(true)
    expect(read.reviews.zz).toBeUndefined()
    expect(read.reviews.b2).toBe(read.reviews.b2)

    // Another product's bytes spoilt: the one read is still right, the spoilt one fails only when it is read.
    const spoilt = Buffer.from(bytes)
    spoilt.fill('#', layout.ranges[4], layout.ranges[5])
    const partly = reviewsOnDemand(spoilt, layout)
    expect(partly.reviews['17']).toEqual(digest.reviews['17'])
    expect(partly.ratings).toEqual(digest.ratings)
    expect(() => partly.reviews.b2).toThrow(SyntaxError)
  })
})

describe('the record cache file', () => {
  const products = fixtureProducts.slice(0, 4)
  const snapshotJson = JSON.stringify({ fetchedAt: '2026-01-01T00:00:00.000Z', products })
  const cacheOf = (summaries = products.map(productSummary)): SummaryCache => ({
    fetchedAt: '2026-01-01T00:00:00.000Z',
    key: 'code',
    reviews: {
      sha1: 'r1',
      digest: {
        ratings: { [products[1]!._id]: { average: 4, count: 1, stars: [0, 1, 0, 0, 0] } },
        reviews: { [products[1]!._id]: [{ id: 'r1', productId: products[1]!._id, author: 'Asha', rating: 4, title: 'Good', text: 'Nice weave', date: '2026-01-01', verified: false }] as never },
      },
    },
    hashes: products.map((p) => `raw-${p._id}`),
    ranges: products.flatMap(() => [0, 1]),
    summaries,
    related: { c1: { key: 'k', picks: { [products[0]!._id]: [products[1]!._id] } } },
    raw: { sha1: 'a1', ranges: products.flatMap((_, i) => [10 * i, 10 * i + 9]) },
    memo: {
      context: { reviews: 'r1', drawing: 'd1' },
      newIn: products.map((_, i) => (i === 0 ? '1' : '0')).join(''),
      card: products.map((_, i) => (i === 0 ? 'card' : '')),
      reviews: products.map(() => ''),
      share: products.map((_, i) => (i === 1 ? 'share' : '')),
      facets: products.map((p) => `{"Size":["${p._id}"]}`),
      pageKey: 'pages',
      page: products.map((_, i) => (i === 2 ? 'page' : '')),
      reviewOrigins: ['https://reviews.example'],
    },
  })

  it('reads back what was written, and copies taken-over summaries to the same bytes as writing them afresh', async () => {
    writeFileSync(path.join(dir, 'catalogue.json'), snapshotJson)
    const cache = cacheOf()
    await writeSummaryCache(dir, cache)
    const fresh = readFileSync(path.join(dir, 'products.summaries.json'))
    const previous = (await loadPrevious(dir, 'catalogue.json', 'code'))!
    expect(previous.cache).toEqual(cache)
    expect(previous.bytes!.digestLayout?.ids).toEqual([products[1]!._id])
    await previous.file!.close()

    // A cache written before the digest had a layout is read whole, as it was.
    const lines = fresh.toString().split('\n')
    const { digestLayout: _layout, ...header } = JSON.parse(lines[0]!) as Record<string, unknown>
    writeFileSync(path.join(dir, 'products.summaries.json'), [JSON.stringify(header), lines[1], lines[2], lines[3]].join('\n'))
    const unlaid = (await loadPrevious(dir, 'catalogue.json', 'code'))!
    expect(unlaid.cache).toEqual(cache)
    expect(unlaid.bytes!.digestLayout).toBeNull()
    // Written again from it, the digest gets its layout back.
    await writeSummaryCache(dir, unlaid.cache, unlaid, (i) => i)
    expect(readFileSync(path.join(dir, 'products.summaries.json')).toString()).toBe(fresh.toString())
    await unlaid.file!.close()
    // Older code keeps the layout as an unknown field when it writes a new digest: made for other reviews, it is not used.
    const stale = { ...(JSON.parse(lines[0]!) as Record<string, unknown>), reviewsSha1: 'r2' }
    // (A digest longer than the old one, so that the layout's ranges all lie within it.)
    const other = { ratings: {}, reviews: { x: [{ text: 'long '.repeat(200) }] } }
    expect(JSON.stringify(other).length).toBeGreaterThan(lines[3]!.length)
    writeFileSync(path.join(dir, 'products.summaries.json'), [JSON.stringify(stale), lines[1], lines[2], JSON.stringify(other)].join('\n'))
    const newer = (await loadPrevious(dir, 'catalogue.json', 'code'))!
    expect(newer.bytes!.digestLayout).toBeNull()
    expect(newer.cache.reviews).toEqual({ sha1: 'r2', digest: other })
    await newer.file!.close()
    await writeSummaryCache(dir, cache)
    expect(await loadPrevious(dir, 'catalogue.json', 'other code')).toBeUndefined()
    // The render head has a line of its own, which holds nothing of the next build's part (the key, picks and memo).
    const [head, nextBuilds] = readFileSync(path.join(dir, 'products.summaries.json')).toString().split('\n').map((line) => Object.keys(JSON.parse(line) as object))
    expect(head).toEqual(['fetchedAt', 'ranges', 'reviewsSha1', 'summaryRanges', 'digestLayout'])
    expect(nextBuilds).toEqual(expect.arrayContaining(['key', 'related', 'memo', 'hashes']))
    // A cache of three lines (the header in one, as written before) is not read: the records are, once.
    writeFileSync(path.join(dir, 'products.summaries.json'), [JSON.stringify({ ...JSON.parse(lines[0]!), ...JSON.parse(lines[1]!) }), lines[2], lines[3]].join('\n'))
    expect(await loadPrevious(dir, 'catalogue.json', 'code')).toBeUndefined()
    await writeSummaryCache(dir, cache)

    // A memo written before it had a column for the product pages is dropped (its rows would read as empty).
    const { page: _page, pageKey: _pageKey, ...older } = cache.memo!
    await writeSummaryCache(dir, { ...cache, memo: older as NonNullable<SummaryCache['memo']> })
    const memoless = (await loadPrevious(dir, 'catalogue.json', 'code'))!
    expect(memoless.cache.memo).toBeNull()
    await memoless.file!.close()
    await writeSummaryCache(dir, cache)

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

describe('lining a products answer up with the previous one (only the records that differ are split)', () => {
  // Strings that would fool a scan that is not a JSON scan: braces, commas and escaped quotes.
  const record = (i: number, version = 0) => ({ _id: `p${i}`, name: `Kurta ${i} "v${version}" },{ ]`, price: 100 + i + version, tags: [`a${i}`, { x: '\\' }] })
  const list = (ids: number[], versions: Record<number, number> = {}) => ids.map((i) => record(i, versions[i]))
  const answer = (records: unknown[], space?: number) => Buffer.from(JSON.stringify({ data: records }, null, space))
  const rangesOf = (body: Buffer) => splitRecords(body)!.flatMap((r) => [r.start, r.end])
  const ids = Array.from({ length: 40 }, (_, i) => i)

  /**
   * The ranges found must be the whole split's, and a record said to be known must have the known record's bytes;
   * the previous answer read from its file (as the HTTP cache keeps it) lines up the same.
   */
  const check = async (next: Buffer, old: Buffer, oldRanges = rangesOf(old)): Promise<RecordRange[]> => {
    const found = unchangedRecords(next, old, oldRanges)!
    expect(found).toBeDefined()
    writeFileSync(path.join(dir, 'old-answer.json'), old)
    const file = await open(path.join(dir, 'old-answer.json'), 'r')
    try {
      expect(unchangedRecords(next, file, oldRanges)).toEqual(found)
    } finally {
      await file.close()
    }
    expect(found.map((r) => [r.start, r.end])).toEqual(splitRecords(next)!.map((r) => [r.start, r.end]))
    for (const r of found) if (r.known >= 0) expect(next.toString('utf8', r.start, r.end)).toBe(old.toString('utf8', oldRanges[2 * r.known], oldRanges[2 * r.known + 1]))
    return found
  }
  const split = (found: RecordRange[]) => found.filter((r) => r.known < 0).length

  it('splits only the edited record, wherever it is', async () => {
    const old = answer(list(ids))
    for (const at of [0, 1, 17, 38, 39]) expect(split(await check(answer(list(ids, { [at]: 5 })), old))).toBe(1)
    expect(split(await check(answer(list(ids, { 3: 1, 30: 1 })), old))).toBe(28)
    expect(split(await check(old, old))).toBe(0)
  })

  it('never takes over a record marked stale (read by id since that answer): its bytes there are not its record\'s', async () => {
    const old = answer(list(ids))
    // The same bytes, or the named product's edit undone at the source: the stale ones are split all the same.
    for (const next of [old, answer(list(ids, { 25: 1 }))]) {
      const found = unchangedRecords(next, old, rangesOf(old), [7, 30])!
      expect(found.map((r) => [r.start, r.end])).toEqual(splitRecords(next)!.map((r) => [r.start, r.end]))
      expect(found[7]!.known).toBe(-1)
      expect(found[30]!.known).toBe(-1)
      expect(found[0]!.known).toBe(0)
      expect(found[39]!.known).toBe(39)
    }
  })

  it('lines up an answer of many blocks read from its file, an edit in any block', async () => {
    const many = Array.from({ length: 40_000 }, (_, i) => i)
    const old = answer(list(many))
    expect(old.length).toBeGreaterThan(3 << 20)
    for (const at of [0, 9_000, 20_000, 39_999]) expect(split(await check(answer(list(many, { [at]: 7 })), old))).toBe(1)
  })

  it('follows records added, removed and moved, and whitespace between tokens', async () => {
    const old = answer(list(ids))
    // The record after an insertion may be split too: its first bytes belong to the common prefix.
    expect(split(await check(answer(list([...ids.slice(0, 10), 99, ...ids.slice(10)])), old))).toBeLessThanOrEqual(2)
    expect(split(await check(answer(list(ids.filter((i) => i !== 20))), old))).toBeLessThanOrEqual(1)
    expect(split(await check(answer(list(ids.slice(1))), old))).toBeLessThanOrEqual(1)
    expect(split(await check(answer(list(ids.slice(0, -1))), old))).toBeLessThanOrEqual(1)
    expect(split(await check(answer(list([1, 0, ...ids.slice(2)])), old))).toBe(2)
    const spaced = answer(list(ids), 2)
    expect(split(await check(answer(list(ids, { 12: 1 }), 2), spaced))).toBe(1)
  })

  it('finds exactly the whole split\'s records after any run of random edits', async () => {
    let seed = 7
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n)
    for (let round = 0; round < 300; round++) {
      const before = Array.from({ length: 1 + random(30) }, (_, i) => i)
      const after = [...before]
      const versions: Record<number, number> = {}
      for (let edits = 1 + random(4); edits > 0; edits--) {
        const at = random(after.length + 1)
        const kind = random(3)
        if (kind === 0 && at < after.length) versions[after[at]!] = 1 + random(3)
        else if (kind === 1) after.splice(at, 0, 100 + round)
        else if (after.length > 1 && at < after.length) after.splice(at, 1)
      }
      const space = random(2) ? 1 : undefined
      await check(answer(list(after, versions), space), answer(list(before), space))
    }
  })

  it('reads again a record the previous build skipped (not among its ranges), instead of passing over it', async () => {
    const old = answer(list(ids))
    const kept = splitRecords(old)!.filter((_, i) => i !== 7).flatMap((r) => [r.start, r.end])
    const found = await check(answer(list(ids, { 30: 1 })), old, kept)
    expect(found[7]!.known).toBe(-1)
    expect(found[30]!.known).toBe(-1)
  })

  it('gives up, for a whole split, on an answer it cannot line up', () => {
    const old = answer(list(ids))
    const oldRanges = rangesOf(old)
    expect(unchangedRecords(Buffer.from(JSON.stringify(list(ids))), old, oldRanges)).toBeUndefined()
    expect(unchangedRecords(Buffer.from(`${old.toString()}x`), old, oldRanges)).toBeUndefined()
    expect(unchangedRecords(answer(list(ids), 2), old, oldRanges)).toBeUndefined()
    // Two records run together without a comma: not a list the whole split would accept either.
    const glued = Buffer.from(old.toString().replace('},{"_id":"p21"', '}{"_id":"p21"').replace('"price":105', '"price":106'))
    expect(splitRecords(glued)).toBeUndefined()
    expect(unchangedRecords(glued, old, oldRanges)).toBeUndefined()
  })

  it('gives up when the kept file is not the answer its ranges describe', async () => {
    const old = answer(list(ids))
    writeFileSync(path.join(dir, 'short-answer.json'), old.subarray(0, old.length >> 1))
    const file = await open(path.join(dir, 'short-answer.json'), 'r')
    try {
      expect(unchangedRecords(answer(list(ids, { 30: 1 })), file, rangesOf(old))).toBeUndefined()
    } finally {
      await file.close()
    }
  })
})
