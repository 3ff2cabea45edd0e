import { describe, expect, it } from 'vitest'
import { catalogueIndex } from '../../data/build/catalogueIndex'
import { ProductMemo, type EarlierMemo, type KeptMemo, type MemoContext } from '../../data/build/productMemo'
import { relatedPicker, type RelatedPicks } from '../../data/build/relatedPicks'
import { hashOf, routeInputs } from '../../data/build/routeInputs'
import type { CatalogueSnapshot } from '../../data/build/snapshot'
import { catalogueCards } from '../../data/seo/shareCards'
import { planCards } from '../../scripts/steps/shareImages'
import { blogSnapshot } from '../fixtures/blogs'

describe('the product memo takes over what an earlier plan worked out', () => {
  const context: MemoContext = { reviews: 'r1', drawing: 'd1' }
  const earlier = (text: string): EarlierMemo => {
    const [newIn = '0', card = '', reviews = '', share = '', facets = '', page = ''] = text.split('\t')
    return { context, newIn, card: [card], reviews: [reviews], share: [share], facets: [facets], pageKey: 'pages', page: [page], reviewOrigins: ['https://reviews.example'], at: (id) => (id === 'p' ? 0 : -1) }
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

  it("keys a product's card index entry by its card hash and facets key, only when the plan has both for its New In", () => {
    const memo = new ProductMemo(context, earlier('1\tcard\treviews\tshare\tfacets'))
    expect(memo.cardKey('p', true)).toBeUndefined()
    // The earlier row comes over whole: the facets are the record's, and the record is the same.
    memo.card('p', true, never)
    expect(memo.cardKey('p', true)).toBe('card facets')
    expect(memo.cardKey('p', false)).toBeUndefined()
    memo.card('other', true, () => 'other card')
    expect(memo.cardKey('other', true)).toBeUndefined()
    memo.facets('other', () => 'other facets')
    expect(memo.cardKey('other', true)).toBe('other card other facets')
  })

  it('says which cards are not the earlier build\'s: a new card, or a record it has no row for', () => {
    const memo = new ProductMemo(context, earlier('1\tcard'))
    memo.card('p', true, never)
    memo.card('other', true, () => 'card')
    expect(memo.cardChanged('p')).toBe(false)
    expect(memo.cardChanged('other')).toBe(true)
    const turned = new ProductMemo(context, earlier('1\tcard'))
    turned.card('p', false, () => 'card, no longer New In')
    expect(turned.cardChanged('p')).toBe(true)
    expect(new ProductMemo(context).cardChanged('p')).toBe(true)
  })

  it("takes a product page's hash only when the caller vouches for its cards and the pages' key and reviews are the same", () => {
    const row = '1\tcard\treviews\tshare\tfacets\tpage'
    const taking = (memo: ProductMemo, key = 'pages') => (memo.usePageKey(key), memo)
    expect(taking(new ProductMemo(context, earlier(row))).page('p', true, never)).toBe('page')
    expect(taking(new ProductMemo(context, earlier(row))).page('p', false, () => 'new page')).toBe('new page')
    expect(taking(new ProductMemo(context, earlier(row)), 'other categories').page('p', true, () => 'new page')).toBe('new page')
    expect(taking(new ProductMemo({ ...context, reviews: 'r2' }, earlier(row))).page('p', true, () => 'new page')).toBe('new page')
    expect(taking(new ProductMemo(context, earlier(row))).page('another record', true, () => 'new page')).toBe('new page')
    expect(new ProductMemo(context, earlier(row)).page('p', true, () => 'no key given')).toBe('no key given')
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
    memo.usePageKey('pages')
    memo.page('other', false, () => 'page')
    const summary = catalogueIndex(blogSnapshot).visible[0]!
    expect(memo.kept([{ ...summary, _id: 'p' }, { ...summary, _id: 'other' }])).toEqual({
      context,
      newIn: '10',
      card: ['card', ''],
      reviews: ['', ''],
      share: ['', ''],
      facets: ['facets', ''],
      pageKey: 'pages',
      page: ['', 'page'],
      reviewOrigins: ['https://reviews.example'],
    })
  })
})

/**
 * A chain of builds, each taking over the memo and related picks of the one before for the records whose raw JSON is
 * the same: every route and share card must hash exactly as in a build without either.
 */
describe('a plan with the memo names every route and card as one without it', () => {
  interface Built {
    routes: Map<string, string>
    cards: string[]
    raws: Map<string, string>
    kept: KeptMemo
    picks: RelatedPicks
    rows: Map<string, number>
    /** Product pages whose hash was taken over rather than worked out. */
    taken: number
  }
  const plan = (snapshot: CatalogueSnapshot, drawing: string, before?: Built): Built => {
    const index = catalogueIndex(snapshot)
    const raws = new Map(snapshot.products.map((p) => [p._id, JSON.stringify(p)]))
    const context = { reviews: hashOf([snapshot.ratings ?? null, snapshot.reviews ?? null]), drawing }
    const memo = new ProductMemo(context, before && { ...before.kept, at: (id) => (before.raws.get(id) === raws.get(id) ? before.rows.get(id)! : -1) })
    const rawKeys = new WeakMap(index.visible.map((p) => [p, hashOf(raws.get(p._id))]))
    let worked = 0
    const counting = new Proxy(memo, {
      get: (target, key) => (key === 'page' ? (id: string, shown: boolean, compute: () => string) => target.page(id, shown, () => (worked++, compute())) : Reflect.get(target, key, target)),
    })
    const picker = relatedPicker(index, before && structuredClone(before.picks))
    const routes = routeInputs(index, rawKeys, picker, counting).routes
    const cards = planCards(catalogueCards(index), memo).map((c) => c.hash)
    return { routes, cards, raws, kept: memo.kept(index.visible), picks: picker.picks, rows: new Map(index.visible.map((s, i) => [s._id, i])), taken: index.visible.length - worked }
  }

  // A small deterministic generator, so a failure names its round.
  let seed = 7
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed % n
  }
  const pick = <T>(list: readonly T[]) => list[random(list.length)]!
  // The fixture catalogue four times over (new ids, a day apart), so that categories hold enough products for the
  // related picks to leave some out, with Complete the Look lists across them.
  const base = structuredClone(blogSnapshot)
  base.products = [0, 1, 2, 3].flatMap((copy) =>
    blogSnapshot.products.map((p) => ({
      ...structuredClone(p),
      _id: copy === 0 ? p._id : `${p._id}-${copy}`,
      product_variants: p.product_variants.map((v) => ({ ...v, created_at: new Date(Date.parse(v.created_at ?? p.created_at ?? base.fetchedAt) - copy * 86_400_000).toISOString() })),
    })),
  )
  base.completeLooks = base.products.slice(0, 6).map((p, i) => ({ _id: `look-${i}`, product: p._id, complete_look_products: [base.products[(i * 7 + 3) % base.products.length]!._id, base.products[(i * 5 + 11) % base.products.length]!._id] }))
  const edits: Array<(s: CatalogueSnapshot) => void> = [
    (s) => {
      const p = pick(s.products)
      if (p.product_variants[0]) p.product_variants[0].price += 100
      else p.price = (p.price ?? 0) + 100
    },
    (s) => {
      const p = pick(s.products)
      p.product_name = `${p.product_name} II`
    },
    (s) => {
      const p = pick(s.products)
      p.description = `${p.description ?? ''}<p>More.</p>`
    },
    (s) => {
      const p = pick(s.products)
      const count = (s.ratings?.[p._id]?.count ?? 0) + 1
      s.ratings = { ...s.ratings, [p._id]: { average: 3 + random(3), count } }
      s.reviews = { ...s.reviews, [p._id]: [{ id: `r${count}`, productId: p._id, authorId: 'u1', author: 'Meera', rating: 4, text: 'Lovely', images: [], approved: true, createdAt: '2026-01-01T00:00:00.000Z' }] }
    },
    // A later build date: products stop being New In.
    (s) => {
      s.fetchedAt = new Date(Date.parse(s.fetchedAt) + (5 + random(40)) * 86_400_000).toISOString()
    },
    // A product sold out or back, which takes its card off or puts it on every page that shows it.
    (s) => {
      const p = pick(s.products)
      for (const v of p.product_variants) v.variant_stock_availability = v.variant_stock_availability > 0 ? 0 : 5
      if (p.product_variants.length === 0) p.stock_availability = p.stock_availability ? 0 : 5
    },
    (s) => {
      const look = pick(s.completeLooks)
      look.complete_look_products = [...look.complete_look_products.slice(1), pick(s.products)._id]
    },
    (s) => {
      const category = pick(s.categories)
      category.category_name = `${category.category_name} & More`
    },
    () => undefined,
    () => undefined,
  ]

  it('over 80 builds of edits, new reviews, later dates, stock, looks, categories and a new drawing', () => {
    let snapshot = structuredClone(base)
    let drawing = 'd1'
    let before = plan(snapshot, drawing)
    let taken = 0
    for (let round = 0; round < 80; round++) {
      snapshot = structuredClone(snapshot)
      edits[random(edits.length)]!(snapshot)
      if (random(12) === 0) drawing = `d${round}`
      const withMemo = plan(snapshot, drawing, before)
      const without = plan(snapshot, drawing)
      expect([...withMemo.routes], `round ${round}`).toEqual([...without.routes])
      expect(withMemo.cards, `round ${round}`).toEqual(without.cards)
      taken += withMemo.taken
      before = withMemo
    }
    // The chain did take pages over, so the comparison above covered the taking.
    expect(taken).toBeGreaterThan(80 * 5)
  })

  it("works out again the pages showing a repriced product's card, and takes over the rest", () => {
    const first = plan(structuredClone(base), 'd1')
    const snapshot = structuredClone(base)
    const repriced = snapshot.products.find((p) => p._id === base.completeLooks[0]!.complete_look_products[0])!
    repriced.product_variants[0]!.price += 500
    const second = plan(snapshot, 'd1', first)
    const changed = [...second.routes].filter(([route, hash]) => first.routes.get(route) !== hash).map(([route]) => route)
    expect(changed).toContain(catalogueIndex(snapshot).cardById.get(base.completeLooks[0]!.product)!.path)
    expect(second.taken).toBeGreaterThan(0)
    expect(second.taken).toBeLessThan(catalogueIndex(snapshot).visible.length)
  })

  it('works out again a page whose Complete the Look names a product that sold out in another category', () => {
    const snapshot = structuredClone(base)
    const index = catalogueIndex(snapshot)
    const owner = index.visible[0]!
    const withVariants = new Set(snapshot.products.filter((p) => p.product_variants.length > 0).map((p) => p._id))
    const other = index.visible.find((p) => withVariants.has(p._id) && !p.card.categoryIds.some((id) => owner.card.categoryIds.includes(id)))!
    snapshot.completeLooks = [{ _id: 'look', product: owner._id, complete_look_products: [other._id] }]
    const first = plan(snapshot, 'd1')
    const soldOut = structuredClone(snapshot)
    for (const v of soldOut.products.find((p) => p._id === other._id)!.product_variants) v.variant_stock_availability = 0
    const second = plan(soldOut, 'd1', first)
    expect(second.routes.get(owner.card.path)).toEqual(plan(soldOut, 'd1').routes.get(owner.card.path))
    expect(second.routes.get(owner.card.path)).not.toEqual(first.routes.get(owner.card.path))
  })
})
