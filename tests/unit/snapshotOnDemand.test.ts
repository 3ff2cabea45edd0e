/**
 * A render thread's index (data/build/catalogueIndex.ts): made from the record cache's summaries, each whole record
 * read from the snapshot file when a page asks for it, it must answer exactly as the index of the snapshot read whole.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { types } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { catalogueIndex, reviewsFromFiles, summaryIndex, visibleByCategory } from '../../data/build/catalogueIndex'
import { productSummary } from '../../data/build/productSummary'
import { SNAPSHOT_FILE, type CatalogueSnapshot } from '../../data/build/snapshot'
import type { ReviewModel } from '../../data/reviews/rules'
import { idFromSlug } from '../../data/catalogue/paths'
import { productPageData } from '../../data/views/productData'
import { isVisible } from '../../data/catalogue/visibility'
import { catalogueCalls } from '../../data/contract/schemas'
import { readProducts, withLazyProducts, writeRecordCache, writeSnapshot } from '../../scripts/steps/productRecords'
import { fixtureSnapshot } from '../fixtures/catalogue'
import { heldWeakly } from './collected'

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-on-demand-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the index of the snapshot a build wrote, records read on demand', () => {
  it('answers as the snapshot read whole, and reads no record a page does not ask for', async () => {
    const body = Buffer.from(JSON.stringify({ data: fixtureSnapshot.products }))
    const records = readProducts(body, catalogueCalls.products.record, undefined, [], { sha1: createHash('sha1').update(body).digest('hex') })!
    const { products: _, ...rest } = fixtureSnapshot
    const snapshot = withLazyProducts({ ...rest, products: undefined }, records)
    const ranges = await writeSnapshot(snapshot, records, dir)
    await writeRecordCache(dir, snapshot, records, ranges, { key: 'code', reviews: null, related: {}, memo: null })
    const whole = catalogueIndex(JSON.parse(readFileSync(path.join(dir, SNAPSHOT_FILE), 'utf8')) as CatalogueSnapshot)

    process.env.VITRINE_SNAPSHOT_DIR = dir
    const onDemand = catalogueIndex()
    expect(onDemand).not.toBe(whole)
    expect(catalogueIndex()).toBe(onDemand)
    expect(onDemand.newest.map((p) => p._id)).toEqual(whole.newest.map((p) => p._id))
    expect([...onDemand.cardById]).toEqual([...whole.cardById])
    expect(onDemand.snapshot.categories).toEqual(whole.snapshot.categories)
    expect(onDemand.snapshot.completeLooks).toEqual(whole.snapshot.completeLooks)
    for (const product of whole.visible) expect(onDemand.product(product._id), product._id).toEqual(whole.product(product._id))
    expect(Object.getOwnPropertyDescriptor(onDemand.snapshot, 'products')?.get).toBeDefined()
    expect(onDemand.snapshot.products).toEqual(whole.snapshot.products)
  })

  it("gives a product page what the whole index gives it, reading only that page's record, cards and reviews", async () => {
    const reviewed = fixtureSnapshot.products.filter(isVisible).slice(0, 3)
    const review = (productId: string, n: number): ReviewModel => ({ id: `r${n}`, productId, authorId: `u${n}`, author: 'Meera', rating: 4, text: 'Lovely weave', images: [], approved: true, createdAt: '2026-11-01T10:00:00.000Z' })
    const ratings = Object.fromEntries(reviewed.map((p, i) => [p._id, { average: 4, count: i + 1, stars: [0, i + 1, 0, 0, 0] }]))
    const reviews = Object.fromEntries(reviewed.map((p, i) => [p._id, [review(p._id, i)]]))
    const body = Buffer.from(JSON.stringify({ data: fixtureSnapshot.products }))
    const records = readProducts(body, catalogueCalls.products.record, undefined, [], { sha1: createHash('sha1').update(body).digest('hex') })!
    const { products: _, ...rest } = fixtureSnapshot
    // As the fetch step makes it: the reviews digest last.
    const snapshot = withLazyProducts({ ...rest, fetchedAt: '2026-11-27T09:00:00.000Z', products: undefined, ratings, reviews }, records)
    const reviewsDir = path.join(dir, 'reviews')
    const ranges = await writeSnapshot(snapshot, records, reviewsDir)
    const written = await writeRecordCache(reviewsDir, snapshot, records, ranges, { key: 'code', reviews: { sha1: 'reviews-1', digest: { ratings, reviews } }, related: {}, memo: null })
    const whole = catalogueIndex(JSON.parse(readFileSync(path.join(reviewsDir, SNAPSHOT_FILE), 'utf8')) as CatalogueSnapshot)

    process.env.VITRINE_SNAPSHOT_DIR = reviewsDir
    const onDemand = catalogueIndex()
    // (not `.not.toBe`: on objects that differ it compares them deeply, reading every member)
    expect(onDemand === whole).toBe(false)
    for (const product of whole.visible) {
      const slug = product.card.path.split('/').pop()!
      expect(idFromSlug(slug)).toBe(product._id)
      expect(productPageData(onDemand, slug), product._id).toEqual(productPageData(whole, slug))
      expect(onDemand.card(product._id)).toEqual(whole.cardById.get(product._id))
    }
    expect(productPageData(onDemand, productPageSlug(reviewed[0]!))?.reviews).toEqual(reviews[reviewed[0]!._id])
    for (const category of whole.snapshot.categories) expect(onDemand.newestIn(category._id).map((p) => p._id)).toEqual(whole.newestIn(category._id).map((p) => p._id))
    // Nothing above made the index of every summary.
    expect(Object.getOwnPropertyDescriptor(onDemand, 'cardById')?.get).toBeDefined()
    expect(catalogueIndex()).toBe(onDemand)
    // Read from the record cache's digest, a product's reviews when asked for: not parsed with the rest of the snapshot.
    expect(types.isProxy(onDemand.snapshot.reviews)).toBe(true)
    expect(JSON.stringify(onDemand.snapshot.reviews)).toBe(JSON.stringify(reviews))
    expect(onDemand.snapshot.ratings).toEqual(ratings)
    // A listing's lists make it, and answer as the whole index does.
    expect(onDemand.newestBySubCategory).toEqual(whole.newestBySubCategory)
    expect([...onDemand.cardById]).toEqual([...whole.cardById])
    expect(Object.getOwnPropertyDescriptor(onDemand, 'cardById')?.get).toBeUndefined()
    expect(catalogueIndex()).toBe(onDemand)

    // The build thread, once both files are written, reads the reviews from the snapshot file as well, with the layout
    // of the digest it wrote.
    expect(written?.bytes.toString()).toBe(JSON.stringify({ ratings, reviews }))
    const fromFiles = reviewsFromFiles(reviewsDir, written!)!
    expect(types.isProxy(fromFiles.reviews)).toBe(true)
    expect(fromFiles.reviews[reviewed[1]!._id]).toEqual(reviews[reviewed[1]!._id])
    expect(JSON.stringify(fromFiles.reviews)).toBe(JSON.stringify(reviews))
    fromFiles.close()
    // What they hold is the file and the digest's layout: the digest's bytes (~50 MB at 100,000 products) go when the
    // build lets go of the digest, though it holds the reviews to its end.
    const held = heldWeakly(() => {
      const digest = { ...written!, bytes: Buffer.from(written!.bytes) }
      return { target: digest.bytes, holder: reviewsFromFiles(reviewsDir, digest)! }
    })
    expect(await held.collected()).toBe(true)
    expect(held.holder.reviews[reviewed[1]!._id]).toEqual(reviews[reviewed[1]!._id])
    held.holder.close()
    // A snapshot whose end is not the cache's digest (a byte changed in a review) is not read from: undefined.
    const file = path.join(reviewsDir, SNAPSHOT_FILE)
    const bytes = readFileSync(file)
    writeFileSync(file, Buffer.from(bytes.toString('latin1').replace('Lovely weave', 'Lovely Weave'), 'latin1'))
    expect(reviewsFromFiles(reviewsDir, written!)).toBeUndefined()
    writeFileSync(file, bytes)
    expect(reviewsFromFiles(path.join(dir, 'nowhere'), written!)).toBeUndefined()
  })

  it('reads the summaries a block at a time, each block of whole summaries, as it would read them at once', () => {
    const summaries = fixtureSnapshot.products.map((p, i) => JSON.stringify({ _id: p._id, visible: i % 3 !== 1, card: { sort: { newest: i % 4 }, categoryIds: p.categories.map((c) => c._id) } }))
    const bytes = Buffer.from(`[${summaries.join(',')}]`)
    const at = new Float64Array(2 * summaries.length)
    for (let i = 0, from = 1; i < summaries.length; from += Buffer.byteLength(summaries[i]!) + 1, i++) at.set([from, from + Buffer.byteLength(summaries[i]!)], 2 * i)
    const reads: Array<[number, number]> = []
    const read = (start: number, end: number) => (reads.push([start, end]), bytes.subarray(start, end))
    const whole = visibleByCategory(read, at, bytes.length)
    expect(reads).toHaveLength(1)
    const longest = Math.max(...summaries.map((s) => s.length))
    const inBlocks = visibleByCategory(read, at, longest + 20)
    expect(reads.length).toBeGreaterThan(2)
    // Each read after the first starts where a summary starts, and no summary is read twice.
    const starts = [...at.filter((_, k) => k % 2 === 0)]
    for (const [start, end] of reads.slice(1)) {
      expect(starts).toContain(start)
      expect(end).toBeGreaterThan(start)
    }
    expect(reads.slice(2).every(([start], k) => start >= reads[k + 1]![1])).toBe(true)
    expect([...inBlocks.visibleAt]).toEqual([...whole.visibleAt])
    expect([...inBlocks.newestIn].map(([c, list]) => [c, list.map((p) => p._id)])).toEqual([...whole.newestIn].map(([c, list]) => [c, list.map((p) => p._id)]))
    expect(whole.visibleAt.size).toBe(summaries.length - Math.floor((summaries.length + 1) / 3))
  })
})

describe("the build's index, newest first", () => {
  it('orders by the latest variant time, newest first, ties in catalogue order, in every category', () => {
    // Three times among the fixture's products: every time is shared by several products.
    const summaries = fixtureSnapshot.products.map(productSummary).map((s, i) => ({ ...s, card: { ...s.card, sort: { ...s.card.sort, newest: [20, 10, 30][i % 3]! } } }))
    const index = summaryIndex(fixtureSnapshot, summaries, () => undefined)
    const expected = (list: typeof summaries) => list.filter((s) => s.visible).map((s, at) => ({ s, at })).sort((a, b) => b.s.card.sort.newest - a.s.card.sort.newest || a.at - b.at).map(({ s }) => s._id)
    expect(index.newest.map((p) => p._id)).toEqual(expected(summaries))
    expect(new Set(index.newest.map((p) => p.card.sort.newest)).size).toBe(3)
    for (const category of fixtureSnapshot.categories) {
      expect(index.newestIn(category._id).map((p) => p._id)).toEqual(expected(summaries.filter((s) => s.card.categoryIds.includes(category._id))))
    }
  })
})

const productPageSlug = (product: { _id: string; product_name: string }) => `${product.product_name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}_${product._id}`
