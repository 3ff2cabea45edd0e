import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { leavesProductPagesToWorkers, rendersAlone } from '../../scripts/steps/renderPages'

const productPages = (n: number) => Array.from({ length: n }, (_, i) => `/product/kurta-${i}_${String(i).padStart(24, '0')}`)
const listings = ['/product/all', '/category/women_1', '/category/women_1/kurtas_2']

describe('whether the build thread renders an edit’s pages alone (no render worker; share cards drawn beside it)', () => {
  it('a handful of pages, in any catalogue', () => {
    expect(rendersAlone([...listings, ...productPages(30)], 300)).toBe(true)
    expect(rendersAlone([...listings, ...productPages(30)], 100_000)).toBe(true)
  })

  it.skipIf(availableParallelism() < 2)('a mid-sized edit: alone in a large catalogue, where a worker’s start-up reads every summary, not in a small one', () => {
    // A 50-product edit at 100,000 products re-rendered 160–199 pages; a worker's start-up there is 2–3 s.
    const edit = [...listings, ...productPages(190)]
    expect(rendersAlone(edit, 100_000)).toBe(true)
    expect(rendersAlone(edit, 10_000)).toBe(false)
  })

  it.skipIf(availableParallelism() < 2)('a cold build or a code change: never alone', () => {
    expect(rendersAlone([...listings, ...productPages(9_500)], 10_000)).toBe(false)
    expect(rendersAlone([...listings, ...productPages(95_000)], 100_000)).toBe(false)
  })

  it('listings do not count towards a worker: workers render product pages only', () => {
    const manyListings = Array.from({ length: 300 }, (_, i) => `/category/c-${i}_${i}`)
    expect(rendersAlone([...manyListings, ...productPages(10)], 1_000)).toBe(true)
  })
})

describe('whether a large catalogue’s build thread leaves every product page to render workers, one per core', () => {
  it.skipIf(availableParallelism() < 2)('a full render of a large catalogue, whose index makes this thread’s heap large', () => {
    expect(leavesProductPagesToWorkers([...listings, ...productPages(95_000)], 100_000, true)).toBe(true)
  })

  it('not while this thread’s heap is small (a small catalogue), nor for an edit’s pages, nor on one core', () => {
    expect(leavesProductPagesToWorkers([...listings, ...productPages(9_500)], 10_000, false)).toBe(false)
    expect(leavesProductPagesToWorkers([...listings, ...productPages(190)], 100_000, true)).toBe(false)
    if (availableParallelism() < 2) expect(leavesProductPagesToWorkers([...listings, ...productPages(95_000)], 100_000, true)).toBe(false)
  })
})
