import { describe, expect, it } from 'vitest'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { ProductMemo, type EarlierMemo, type KeptMemo, type MemoContext } from '../../data/build/productMemo'
import { hashOf, routeInputs } from '../../data/build/routeInputs'
import type { CatalogueSnapshot } from '../../data/build/snapshot'
import { shareCards } from '../../data/seo/shareCards'
import { planCards } from '../../scripts/steps/shareImages'
import { blogSnapshot } from '../fixtures/blogs'

describe('the product memo takes over what an earlier plan worked out', () => {
  const context: MemoContext = { reviews: 'r1', drawing: 'd1' }
  const earlier = (text: string): EarlierMemo => {
    const [newIn = '0', card = '', reviews = '', share = '', facets = ''] = text.split('\t')
    return { context, newIn, card: [card], reviews: [reviews], share: [share], facets: [facets], reviewOrigins: ['https://reviews.example'], at: (id) => (id === 'p' ? 0 : -1) }
  }
  const never = () => {
    throw new Error('computed although the earlier value holds')
  }

  it('takes each earlier value when what it is made of is the same', () => {
    const memo = new ProductMemo(context, earlier('1\tcard\treviews\tshare\tfacets'))
    expect(memo.card('p', true, never)).toBe('card')
    expect(memo.reviews('p', never)).toBe('reviews')
    expect(memo.share('p', never)).toBe('share')
    expect(memo.facets('p', never)).toBe('facets')
  })

  it('works the card out again when New In turned, and the card and reviews when the reviews answer changed', () => {
    expect(new ProductMemo(context, earlier('1\tcard\treviews\tshare\tfacets')).card('p', false, () => 'new card')).toBe('new card')
    const reviewed = new ProductMemo({ ...context, reviews: 'r2' }, earlier('1\tcard\treviews\tshare\tfacets'))
    expect(reviewed.card('p', true, () => 'new card')).toBe('new card')
    expect(reviewed.reviews('p', () => 'new reviews')).toBe('new reviews')
    expect(reviewed.share('p', never)).toBe('share')
    expect(reviewed.facets('p', never)).toBe('facets')
  })

  it('draws the share card again when the drawing changed, and takes nothing without the earlier context', () => {
    expect(new ProductMemo({ ...context, drawing: 'd2' }, earlier('1\tcard\treviews\tshare\tfacets')).share('p', () => 'new share')).toBe('new share')
    const unknown = new ProductMemo(context)
    expect(unknown.card('p', true, () => 'c')).toBe('c')
    expect(unknown.reviews('p', () => 'r')).toBe('r')
    expect(unknown.share('p', () => 's')).toBe('s')
  })

  it("takes the reviews' media origins while the reviews answer is the same", () => {
    expect(new ProductMemo(context, earlier('')).reviewOrigins(never)).toEqual(['https://reviews.example'])
    expect(new ProductMemo({ ...context, reviews: 'r2' }, earlier('')).reviewOrigins(() => [])).toEqual([])
  })

  it('writes what this build used, for the next one', () => {
    const memo = new ProductMemo(context)
    memo.card('p', true, () => 'card')
    memo.facets('p', () => 'facets')
    memo.reviewOrigins(() => ['https://reviews.example'])
    const summary = catalogueIndex(blogSnapshot).visible[0]!
    expect(memo.kept([{ ...summary, _id: 'p' }, { ...summary, _id: 'other' }])).toEqual({
      context,
      newIn: '10',
      card: ['card', ''],
      reviews: ['', ''],
      share: ['', ''],
      facets: ['facets', ''],
      reviewOrigins: ['https://reviews.example'],
    })
  })
})

/**
 * A chain of builds, each taking over the memo of the one before for the records whose raw JSON is the same: every
 * route and share card must hash exactly as in a build without a memo.
 */
describe('a plan with the memo names every route and card as one without it', () => {
  interface Built {
    routes: Map<string, string>
    cards: string[]
    raws: Map<string, string>
    kept: KeptMemo
    rows: Map<string, number>
  }
  const plan = (snapshot: CatalogueSnapshot, drawing: string, before?: Built): Built => {
    const index = catalogueIndex(snapshot)
    const raws = new Map(snapshot.products.map((p) => [p._id, JSON.stringify(p)]))
    const context = { reviews: hashOf([snapshot.ratings ?? null, snapshot.reviews ?? null]), drawing }
    const memo = new ProductMemo(context, before && { ...before.kept, at: (id) => (before.raws.get(id) === raws.get(id) ? before.rows.get(id)! : -1) })
    const rawKeys = new WeakMap(index.visible.map((p) => [p, hashOf(raws.get(p._id))]))
    const routes = routeInputs(index, rawKeys, undefined, memo).routes
    const cards = planCards(shareCards(index), memo).map((c) => c.hash)
    return { routes, cards, raws, kept: memo.kept(index.visible), rows: new Map(index.visible.map((s, i) => [s._id, i])) }
  }

  // A small deterministic generator, so a failure names its round.
  let seed = 7
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed % n
  }
  const edits: Array<(s: CatalogueSnapshot) => void> = [
    (s) => {
      const p = s.products[random(s.products.length)]!
      if (p.product_variants[0]) p.product_variants[0].price += 100
      else p.price = (p.price ?? 0) + 100
    },
    (s) => {
      const p = s.products[random(s.products.length)]!
      p.product_name = `${p.product_name} II`
    },
    (s) => {
      const p = s.products[random(s.products.length)]!
      const count = (s.ratings?.[p._id]?.count ?? 0) + 1
      s.ratings = { ...s.ratings, [p._id]: { average: 3 + random(3), count } }
      s.reviews = { ...s.reviews, [p._id]: [{ id: `r${count}`, productId: p._id, authorId: 'u1', author: 'Meera', rating: 4, text: 'Lovely', images: [], approved: true, createdAt: '2026-01-01T00:00:00.000Z' }] }
    },
    // A later build date: products stop being New In.
    (s) => {
      s.fetchedAt = new Date(Date.parse(s.fetchedAt) + (5 + random(40)) * 86_400_000).toISOString()
    },
    () => undefined,
  ]

  it('over 60 builds of random edits, new reviews, later dates and a new drawing', () => {
    let snapshot = structuredClone(blogSnapshot)
    let drawing = 'd1'
    let before = plan(snapshot, drawing)
    for (let round = 0; round < 60; round++) {
      snapshot = structuredClone(snapshot)
      edits[random(edits.length)]!(snapshot)
      if (random(10) === 0) drawing = `d${round}`
      const withMemo = plan(snapshot, drawing, before)
      const without = plan(snapshot, drawing)
      expect([...withMemo.routes], `round ${round}`).toEqual([...without.routes])
      expect(withMemo.cards, `round ${round}`).toEqual(without.cards)
      before = withMemo
    }
  })
})
