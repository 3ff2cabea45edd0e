/**
 * A render thread's index (data/build/catalogueIndex.ts): made from the record cache's summaries, each whole record
 * read from the snapshot file when a page asks for it, it must answer exactly as the index of the snapshot read whole.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { SNAPSHOT_FILE, type CatalogueSnapshot } from '../../data/build/snapshot'
import { catalogueCalls } from '../../data/contract/schemas'
import { readProducts, withLazyProducts, writeRecordCache, writeSnapshot } from '../../scripts/steps/productRecords'
import { fixtureSnapshot } from '../fixtures/catalogue'

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
})
