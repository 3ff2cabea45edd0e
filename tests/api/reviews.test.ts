import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReviewSchema, unwrap } from '../../data/contract/schemas'
import { isVideo } from '../../data/catalogue/media'
import { REVIEWS_PAGE_SIZE } from '../../data/reviews/rules'
import { dataUrl, solidPng } from '../fixtures/png'
import { buyableOption, call, createTestApi, quickShoppers, withDatabase, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api?.close()
})

describe('the demo reviews', () => {
  it('are approved and valid, with pictures on some, and none pending shown to a visitor', async () => {
    const reviews = unwrap.list((await call(api, 'GET', '/api/reviews')).json()).map((r) => ReviewSchema.parse(r))
    expect(reviews.length).toBeGreaterThan(20)
    expect(reviews.every((r) => r.is_approved)).toBe(true)
    expect(reviews.some((r) => r.review_image.length > 0)).toBe(true)
    // Shoppers' photos are pictures, never a product's clip.
    expect(reviews.flatMap((r) => r.review_image).filter(isVideo)).toEqual([])
    // A few favourites have more reviews than one page shows.
    const perProduct = new Map<string, number>()
    for (const r of reviews) perProduct.set(r.product_id._id, (perProduct.get(r.product_id._id) ?? 0) + 1)
    expect(Math.max(...perProduct.values())).toBeGreaterThan(REVIEWS_PAGE_SIZE)
    const pending = await withDatabase(api, (db) => db.prepare<[], { n: number }>('SELECT count(*) AS n FROM reviews WHERE is_approved = 0').get()!.n)
    expect(pending).toBeGreaterThan(0)
  })

  it('summarise approved reviews per product', async () => {
    const { product_id } = await withDatabase(api, (db) =>
      db.prepare<[], { product_id: string }>('SELECT product_id FROM reviews WHERE is_approved = 1 GROUP BY product_id ORDER BY count(*) DESC LIMIT 1').get()!,
    )
    const summary = (await call(api, 'GET', `/api/reviews/product/${product_id}`)).json().data[0]
    const expected = await withDatabase(api, (db) =>
      db.prepare<[string], { avg: number; n: number }>('SELECT avg(rating) AS avg, count(*) AS n FROM reviews WHERE product_id = ? AND is_approved = 1').get(product_id)!,
    )
    expect(summary.total_reviews).toBe(expected.n)
    expect(summary.average_rating).toBeCloseTo(expected.avg, 2)
    expect(Object.values(summary.distribution as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(expected.n)
    expect((await call(api, 'GET', '/api/reviews/product/ffffffffffffffffffffffff')).statusCode).toBe(404)
  })
})

describe('writing a review', () => {
  it('stores it unapproved: the author sees it, others do not, the average ignores it until approved', async () => {
    const [author, reader] = await quickShoppers(api, 2)
    const { productId } = await buyableOption(api, 1, 11)
    const before = (await call(api, 'GET', `/api/reviews/product/${productId}`)).json().data[0]
    const text = '<script>alert("x")</script> Lovely & soft'
    const posted = await call(api, 'POST', '/api/reviews', {
      shopper: author,
      body: { product_id: productId, user_id: author!.user._id, review: text, rating: 1, review_image: [dataUrl(solidPng())] },
    })
    expect(posted.statusCode).toBe(201)
    expect(posted.headers['content-type']).toMatch(/application\/json/)
    expect(posted.headers['x-content-type-options']).toBe('nosniff')
    const review = ReviewSchema.parse(posted.json().data)
    expect(review).toMatchObject({ review: text, rating: 1, is_approved: false, user_id: { _id: author!.user._id } })

    const seenBy = async (cookie?: typeof reader) => (unwrap.list((await call(api, 'GET', `/api/reviews?productId=${productId}`, { shopper: cookie })).json()) as Array<{ _id: string }>).map((r) => r._id)
    expect(await seenBy(author)).toContain(review._id)
    expect(await seenBy(reader)).not.toContain(review._id)
    expect(await seenBy()).not.toContain(review._id)
    expect((await call(api, 'GET', `/api/reviews/product/${productId}`)).json().data[0].total_reviews).toBe(before.total_reviews)

    await withDatabase(api, (db) => db.prepare('UPDATE reviews SET is_approved = 1 WHERE id = ?').run(review._id))
    expect(await seenBy(reader)).toContain(review._id)
    expect((await call(api, 'GET', `/api/reviews/product/${productId}`)).json().data[0].total_reviews).toBe(before.total_reviews + 1)
    expect((await call(api, 'POST', '/api/reviews', { shopper: author, body: { product_id: productId, user_id: author!.user._id, rating: 5 } })).statusCode).toBe(409)
  })

  it('validates rating, images and ownership', async () => {
    const [author, other] = await quickShoppers(api, 2)
    const { productId } = await buyableOption(api, 1, 12)
    const post = (body: Record<string, unknown>, shopper = author) =>
      call(api, 'POST', '/api/reviews', { shopper, body: { product_id: productId, user_id: author!.user._id, review: 'ok', ...body } })
    for (const rating of [0, 6, 4.5, '5']) expect((await post({ rating })).statusCode, String(rating)).toBe(400)
    expect((await post({ rating: 5 }, other)).statusCode).toBe(403)
    expect((await call(api, 'POST', '/api/reviews', { body: { product_id: productId, user_id: author!.user._id, rating: 5 } })).statusCode).toBe(401)
    expect((await post({ product_id: 'ffffffffffffffffffffffff' })).statusCode).toBe(404)
  })
})

describe('review pictures', () => {
  const png = solidPng(40, 30)
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from('JFIF\0 a tiny stand-in')])
  const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([20, 0, 0, 0]), Buffer.from('WEBPVP8L a tiny stand-in')])

  async function posting() {
    const [author] = await quickShoppers(api, 1)
    const { productId } = await buyableOption(api, 1, 20)
    return (images: unknown) => call(api, 'POST', '/api/reviews', { shopper: author, body: { product_id: productId, user_id: author!.user._id, review: 'ok', rating: 4, review_image: images } })
  }

  it('are kept as files beside the media and served back at the URLs the review carries', async () => {
    const post = await posting()
    const posted = await post([dataUrl(png), dataUrl(jpeg, 'image/jpeg'), dataUrl(webp, 'image/webp')])
    expect(posted.statusCode).toBe(201)
    const urls = ReviewSchema.parse(posted.json().data).review_image
    expect(urls).toHaveLength(3)
    expect(urls[0]).toMatch(/^\/media\/reviews\/[0-9a-f]{32}\.png$/)
    expect(urls[1]).toMatch(/\.jpg$/)
    expect(urls[2]).toMatch(/\.webp$/)
    const served = await call(api, 'GET', urls[0]!)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(png)).toBe(true)
    // Named by a hash of their bytes: a name never shows anything else, so they are cached for good.
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await call(api, 'GET', urls[2]!)).headers['content-type']).toBe('image/webp')
  })

  it('are judged by their bytes, not the type they claim', async () => {
    const post = await posting()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    const message = { message: 'Review images must be JPEG, PNG or WebP pictures' }
    for (const images of [[dataUrl(svg)], [dataUrl(svg, 'image/jpeg')], [dataUrl(Buffer.from('GIF89a...'), 'image/gif')], [dataUrl(png, 'image/jpeg')], [dataUrl(png, 'image/svg+xml')]]) {
      const answer = await post(images)
      expect(answer.statusCode, images[0]!.slice(0, 30)).toBe(400)
      expect(answer.json()).toEqual(message)
    }
    for (const ref of ['blob:http://localhost/abc', '/media/products/kurta-indigo-front.svg', 'https://example.com/a.png', 'javascript:alert(1)', 'data:image/png;base64,@@@']) {
      expect((await post([ref])).json(), ref).toEqual(message)
    }
  })

  it('are at most 3 a review and 1 MB each', async () => {
    const post = await posting()
    expect((await post(Array.from({ length: 4 }, () => dataUrl(png)))).json()).toEqual({ message: 'At most 3 images per review' })
    const big = Buffer.concat([png, Buffer.alloc(1_000_001 - png.length)])
    const tooBig = await post([dataUrl(big)])
    expect(tooBig.statusCode).toBe(400)
    expect(tooBig.json()).toEqual({ message: 'Each review image must be at most 1 MB' })
    const justRight = Buffer.concat([png, Buffer.alloc(999_000 - png.length)])
    expect((await post([dataUrl(justRight), dataUrl(justRight), dataUrl(justRight)])).statusCode).toBe(201)
  })

  it('store nothing when one picture of the review is refused', async () => {
    const post = await posting()
    const before = await readdir(path.join(api.dir, 'media', 'reviews')).catch(() => [])
    const fresh = solidPng(41, 31, [1, 2, 3])
    expect((await post([dataUrl(fresh), 'data:image/png;base64,PHN2Zz4='])).statusCode).toBe(400)
    expect(await readdir(path.join(api.dir, 'media', 'reviews')).catch(() => [])).toEqual(before)
  })
})

describe("one product's reviews", () => {
  it('are what GET /api/reviews?productId= answers (an addition to the spec call), the same as filtering the whole list', async () => {
    const { product_id } = await withDatabase(api, (db) =>
      db.prepare<[], { product_id: string }>('SELECT product_id FROM reviews WHERE is_approved = 1 GROUP BY product_id ORDER BY count(*) DESC LIMIT 1').get()!,
    )
    const all = unwrap.list((await call(api, 'GET', '/api/reviews')).json()).map((r) => ReviewSchema.parse(r))
    const one = unwrap.list((await call(api, 'GET', `/api/reviews?productId=${product_id}`)).json()).map((r) => ReviewSchema.parse(r))
    expect(one.length).toBeGreaterThan(1)
    expect(one.every((r) => r.product_id._id === product_id)).toBe(true)
    expect(one.map((r) => r._id).sort()).toEqual(all.filter((r) => r.product_id._id === product_id).map((r) => r._id).sort())
    expect(unwrap.list((await call(api, 'GET', '/api/reviews?productId=ffffffffffffffffffffffff')).json())).toEqual([])
  })
})

describe("a visitor's review list", () => {
  const visitorList = () => api.app.inject({ method: 'GET', url: '/api/reviews' })
  const fromScratch = () =>
    withDatabase(api, (db) => JSON.stringify({ data: db.prepare<[], { id: string }>('SELECT id FROM reviews WHERE is_approved = 1 ORDER BY created_at DESC, rowid DESC').all().map((r) => r.id) }))
  const ids = (body: string) => JSON.stringify({ data: (JSON.parse(body) as { data: Array<{ _id: string }> }).data.map((r) => r._id) })

  it('answers 304 to its ETag while nothing it shows changed, and a fresh list after a review is approved or a name changes', async () => {
    const first = await visitorList()
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"/)
    expect((await api.app.inject({ method: 'GET', url: '/api/reviews', headers: { 'if-none-match': etag } })).statusCode).toBe(304)
    expect(ids(first.body)).toBe(await fromScratch())

    const pending = await withDatabase(api, (db) => db.prepare<[], { id: string; product_id: string }>('SELECT id, product_id FROM reviews WHERE is_approved = 0 LIMIT 1').get()!)
    await withDatabase(api, (db) => db.prepare('UPDATE reviews SET is_approved = 1 WHERE id = ?').run(pending.id))
    const approved = await api.app.inject({ method: 'GET', url: '/api/reviews', headers: { 'if-none-match': etag } })
    expect(approved.statusCode).toBe(200)
    expect(ids(approved.body)).toBe(await fromScratch())
    expect(approved.body).toContain(pending.id)

    await withDatabase(api, (db) => db.prepare("UPDATE products SET name = 'Renamed For Reviews' WHERE id = ?").run(pending.product_id))
    const renamed = await api.app.inject({ method: 'GET', url: '/api/reviews', headers: { 'if-none-match': approved.headers.etag as string } })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.body).toContain('Renamed For Reviews')
  })
})
