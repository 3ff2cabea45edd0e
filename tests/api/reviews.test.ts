import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReviewSchema, unwrap } from '../../data/contract/schemas'
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
      body: { product_id: productId, user_id: author!.user._id, review: text, rating: 1, review_image: ['blob:http://localhost/abc', 'data:image/png;base64,iVBORw0KGgo='] },
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
    expect((await post({ review_image: ['/a.png', '/b.png', '/c.png', '/d.png'] })).json()).toEqual({ message: 'At most 3 images per review' })
    expect((await post({ review_image: ['javascript:alert(1)'] })).statusCode).toBe(400)
    expect((await post({ review_image: ['data:image/svg+xml;base64,PHN2Zz4='] })).statusCode).toBe(400)
    expect((await post({ rating: 5 }, other)).statusCode).toBe(403)
    expect((await call(api, 'POST', '/api/reviews', { body: { product_id: productId, user_id: author!.user._id, rating: 5 } })).statusCode).toBe(401)
    expect((await post({ product_id: 'ffffffffffffffffffffffff' })).statusCode).toBe(404)
  })
})
