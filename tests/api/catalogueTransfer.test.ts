import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProductQueries } from '../../server/db/products'
import { createTestApi, withDatabase, type TestApi } from './helpers'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api?.close()
})

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers })

describe('catalogue list transfer', () => {
  it('tags the product list with an ETag and answers 304 to a client that has this revision', async () => {
    const first = await get('/api/products')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers['cache-control']).toBe('no-cache')
    const again = await get('/api/products', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect((await get('/api/products', { 'if-none-match': '"stale"' })).statusCode).toBe(200)
  })

  it('changes the ETag when stock changes', async () => {
    const before = (await get('/api/products')).headers.etag
    await withDatabase(api, (db) => db.prepare('UPDATE product_variants SET stock = stock + 1 WHERE rowid = (SELECT min(rowid) FROM product_variants)').run())
    const after = (await get('/api/products')).headers.etag
    expect(after).not.toBe(before)
  })

  it('tags the list by its content: the same products give the same ETag again, a restarted API included', async () => {
    const bump = (by: number) => withDatabase(api, (db) => db.prepare('UPDATE product_variants SET stock = stock + ? WHERE rowid = (SELECT max(rowid) FROM product_variants)').run(by))
    const before = await get('/api/products')
    await bump(2)
    const changed = await get('/api/products')
    await bump(-2)
    const back = await get('/api/products')
    expect(changed.headers.etag).not.toBe(before.headers.etag)
    expect(back.body).toBe(before.body)
    expect(back.headers.etag).toBe(before.headers.etag)
    // A fresh query object builds its list from scratch: its tag must match the patched list's.
    const { etag } = await withDatabase(api, (db) => createProductQueries(db).list())
    expect(etag).toBe(before.headers.etag)
  })

  it('sends the list gzipped to clients that accept it, with the same JSON inside', async () => {
    const plain = await get('/api/products')
    const zipped = await get('/api/products', { 'accept-encoding': 'gzip, deflate' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toContain('Accept-Encoding')
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json())
    expect((await get('/api/products', { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined()
  })

  it('tags small content lists too', async () => {
    const banners = await get('/api/banners')
    expect((await get('/api/banners', { 'if-none-match': banners.headers.etag as string })).statusCode).toBe(304)
  })
})

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless told a proxy sets it, so nobody can dodge the per-address login limit', async () => {
    const attempts = Array.from({ length: 25 }, (_, i) =>
      api.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { login: `nobody${i}@example.in`, password: 'wrong-password' },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        remoteAddress: '198.51.100.7',
      }),
    )
    const statuses = (await Promise.all(attempts)).map((r) => r.statusCode)
    // 20 failures per address in 15 minutes, whatever address the header claims, even when sent all at once.
    expect(statuses.filter((s) => s === 401)).toHaveLength(20)
    expect(statuses.filter((s) => s === 429)).toHaveLength(5)
  })
})
