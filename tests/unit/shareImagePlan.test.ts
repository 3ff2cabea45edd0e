import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ShareCard } from '../../data/seo/shareCards'
import { ownedBy } from '../../scripts/steps/shards'
import { plannedCardHash, withoutPhoto } from '../../scripts/steps/manifest'
import { CARD_CACHE, drawWithoutPhoto, photoAddress, publishedHash, shareImagePlan, type PlannedCard } from '../../scripts/steps/shareImages'

const card = (id: string, hash: string): PlannedCard => {
  const model: ShareCard = { kind: 'product', id, file: `/og/product/${id}.png`, eyebrow: 'Sarees', title: id, detail: '₹1,299', strike: null, footer: 'Vitrine', photo: null }
  return { file: model.file, hash, model: () => model }
}
const planned = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'].map((id) => card(id, `h-${id}`))

describe('shareImagePlan', () => {
  it('draws only the cards whose hash differs from the last build, and names the cards it no longer has', () => {
    const previous = { 'og/product/p1.png': 'h-p1', 'og/product/p2.png': 'old', 'og/product/gone.png': 'h-gone' }
    const plan = shareImagePlan(planned.slice(0, 3), previous)
    expect(plan.hashes).toEqual({ 'og/product/p1.png': 'h-p1', 'og/product/p2.png': 'h-p2', 'og/product/p3.png': 'h-p3' })
    expect(plan.siteHashes).toEqual(plan.hashes)
    expect(plan.toDraw.map((c) => c.card.id)).toEqual(['p2', 'p3'])
    expect(plan.drawn).toEqual([
      { file: 'og/product/p2.png', cached: path.join(CARD_CACHE, 'h-p2.png') },
      { file: 'og/product/p3.png', cached: path.join(CARD_CACHE, 'h-p3.png') },
    ])
    expect(plan.removed).toEqual(['og/product/gone.png'])
  })

  it('makes the model of each card it draws, and of no other', () => {
    let made = 0
    const counted = planned.map((c): PlannedCard => ({ ...c, model: () => (made++, c.model()) }))
    const plan = shareImagePlan(counted.slice(0, 3), { 'og/product/p1.png': 'h-p1', 'og/product/p2.png': 'old', 'og/product/p3.png': 'h-p3' })
    expect(plan.toDraw.map((c) => c.card.id)).toEqual(['p2'])
    expect(made).toBe(1)
  })

  it('draws again a card the last build drew without its photo on another day, not on the same day', () => {
    const previous = { 'og/product/p1.png': withoutPhoto('h-p1', '2026-12-06'), 'og/product/p2.png': withoutPhoto('h-p2', '2026-12-07') }
    const plan = shareImagePlan(planned.slice(0, 2), previous, undefined, '2026-12-07')
    expect(plan.toDraw.map((c) => c.card.id)).toEqual(['p1'])
    // The card left as it is keeps its mark; the one drawn again is kept as drawn.
    expect(plan.hashes).toEqual({ 'og/product/p1.png': 'h-p1', 'og/product/p2.png': withoutPhoto('h-p2', '2026-12-07') })
    const drawing = plan.toDraw[0]!.drawing
    expect(publishedHash('h-p1', drawing, '2026-12-07')).toBe('h-p1')
    // Drawn without it again: kept under today's mark, which the plan's hash is read from.
    drawWithoutPhoto(drawing)
    const again = publishedHash('h-p1', drawing, '2026-12-07')
    expect(again).toBe(withoutPhoto('h-p1', '2026-12-07'))
    expect(plannedCardHash(again)).toBe('h-p1')
    expect(plannedCardHash('h-p1')).toBe('h-p1')
  })

  it("gives a shard its share of the cards, and the whole site's hashes, the shares together making the whole", () => {
    const shares = [1, 2, 3].map((index) => shareImagePlan(planned, undefined, ownedBy({ index, count: 3 })))
    const all = shareImagePlan(planned, undefined)
    for (const share of shares) {
      expect(share.siteHashes).toEqual(all.hashes)
      expect(share.toDraw.map((c) => c.card.file.slice(1))).toEqual(Object.keys(share.hashes))
    }
    expect(shares.flatMap((share) => Object.keys(share.hashes)).sort()).toEqual(Object.keys(all.hashes).sort())
    expect(shares.every((share) => Object.keys(share.hashes).length < planned.length)).toBe(true)
  })

  it("does not count another shard's cards of the last build as removed", () => {
    const mine = ownedBy({ index: 1, count: 2 })
    const previous = Object.fromEntries(planned.filter((c) => mine(c.file)).map((c) => [c.file.slice(1), c.hash]))
    const plan = shareImagePlan(planned, previous, mine)
    expect(plan.toDraw).toEqual([])
    expect(plan.removed).toEqual([])
  })
})

describe('photoAddress', () => {
  it("takes a path on the shop API's host, an address of its own, and nothing else", () => {
    const host = 'https://api.shop.example/v1'
    expect(photoAddress('/media/kurta front.jpg', host)).toBe('https://api.shop.example/v1/media/kurta%20front.jpg')
    expect(photoAddress('https://cdn.example.in/p/1.jpg', host)).toBe('https://cdn.example.in/p/1.jpg')
    expect(photoAddress('//cdn.example.in/p/1.jpg', host)).toBe('https://cdn.example.in/p/1.jpg')
    for (const url of ['data:image/png;base64,AAAA', 'javascript:alert(1)', 'ftp://files.example/1.jpg', 'http://', '']) expect(photoAddress(url, host), url).toBeUndefined()
  })
})
