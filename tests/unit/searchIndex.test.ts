import { describe, expect, it } from 'vitest'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { listingProducts } from '../../data/catalogue/listing'
import { productPath } from '../../data/catalogue/paths'
import { MAX_SUGGESTIONS, prepareSearch, suggestionsFor, type SearchRow } from '../../data/catalogue/searchIndex'
import { searchIndexFile } from '../../scripts/steps/siteFiles'
import { fixtureProducts, fixtureSnapshot } from '../fixtures/catalogue'

const row = (id: string, name: string, price = 100_00, image: string | null = null): SearchRow => [id, name, price, image]
const names = (query: string, rows: SearchRow[], limit?: number) => suggestionsFor(prepareSearch({ rows }), query, limit).map((s) => s.name)

describe('the published search index', () => {
  const [file, body] = searchIndexFile(catalogueIndex(fixtureSnapshot))
  const rows = (JSON.parse(body) as { rows: SearchRow[] }).rows

  it('sits beside the card index and holds the visible products only, newest first, with price and thumbnail', () => {
    expect(file).toBe('catalogue/search.json')
    const index = catalogueIndex(fixtureSnapshot)
    expect(rows.map((r) => r[0])).toEqual(index.newest.map((p) => p._id))
    expect(rows.map((r) => r[0])).not.toContain('p-mirror-lehenga') // every variant sold out
    expect(rows.find((r) => r[0] === 'p-chanderi-kurta')).toEqual(['p-chanderi-kurta', 'Chanderi Silk Kurta', 249_900, '/media/fixture/chanderi-ivory-1.svg'])
  })

  it('suggests products whose name holds every word, linking to the product page', () => {
    const found = suggestionsFor(prepareSearch(JSON.parse(body)), 'silk')
    expect(found.map((s) => s.id).sort()).toEqual(['p-banarasi-saree', 'p-chanderi-kurta'])
    const kurta = found.find((s) => s.id === 'p-chanderi-kurta')!
    expect(kurta.path).toBe(productPath(fixtureProducts.find((p) => p._id === 'p-chanderi-kurta')!))
  })

  it('never suggests what the search listing would not show for the same text', () => {
    const search = prepareSearch(JSON.parse(body))
    for (const query of ['silk', 'SAREE', 'cotton kurti', 'ta', 'mirror', 'zzz']) {
      const listed = new Set(listingProducts(fixtureProducts, { query }).map((p) => p._id))
      for (const s of suggestionsFor(search, query)) expect(listed.has(s.id)).toBe(true)
    }
  })
})

describe('suggestionsFor', () => {
  it('suggests nothing for an empty or blank query', () => {
    const rows = [row('a', 'Silk Saree')]
    expect(names('', rows)).toEqual([])
    expect(names('   ', rows)).toEqual([])
  })

  it('matches case-insensitively, every word anywhere in the name', () => {
    const rows = [row('a', 'Chanderi Silk Kurta'), row('b', 'Silk Saree'), row('c', 'Cotton Kurta')]
    expect(names('KURTA silk', rows)).toEqual(['Chanderi Silk Kurta'])
    expect(names('urt', rows)).toEqual(['Chanderi Silk Kurta', 'Cotton Kurta'])
  })

  it('puts names that begin with the query first, then word starts, then the rest, each in index order', () => {
    const rows = [row('a', 'Block Print Kurti'), row('b', 'Shirt with Kurta Set'), row('c', 'Kurta Pyjama'), row('d', 'Anarkali-Kurta'), row('e', 'Kurta Set')]
    expect(names('kurta', rows)).toEqual(['Kurta Pyjama', 'Kurta Set', 'Shirt with Kurta Set', 'Anarkali-Kurta'])
    expect(names('kurt', rows)).toEqual(['Kurta Pyjama', 'Kurta Set', 'Block Print Kurti', 'Shirt with Kurta Set', 'Anarkali-Kurta'])
    expect(names('urta', rows)).toEqual(['Shirt with Kurta Set', 'Kurta Pyjama', 'Anarkali-Kurta', 'Kurta Set'])
  })

  it('gives at most 10', () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(`p${i}`, `Kurta ${i}`))
    expect(MAX_SUGGESTIONS).toBe(10)
    expect(names('kurta', rows)).toHaveLength(10)
    expect(names('kurta', rows)).toEqual(rows.slice(0, 10).map((r) => r[1]))
    expect(names('kurta', rows, 3)).toHaveLength(3)
  })

  it('keeps a later exact start ahead of earlier word matches even past the limit', () => {
    const rows = [...Array.from({ length: 12 }, (_, i) => row(`w${i}`, `Silk Kurta ${i}`)), row('k', 'Kurta Classic')]
    expect(names('kurta', rows)[0]).toBe('Kurta Classic')
  })

  it('leaves out rows that are not well formed', () => {
    const search = prepareSearch({ rows: [row('a', 'Silk Saree'), ['b', 42, 1, null], ['c', 'Silk Shawl', '100', null], null] })
    expect(search.rows).toHaveLength(1)
    expect(prepareSearch(null).rows).toEqual([])
  })
})
