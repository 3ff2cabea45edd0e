/**
 * `vitrine webhook`: a shared secret guards it, triggers are debounced and coalesced, builds run in a child
 * process, and GET /status reports the last result. The editor's desk beside it: sign-in with the secret (a
 * throttled form, an HttpOnly SameSite=Strict session), actions refused from other sites, builds followed live and
 * kept in a history that survives a restart, capped at 20.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productPath } from '../../data/catalogue/paths'
import { isVisible } from '../../data/catalogue/visibility'
import type { BuildSummary } from '../../scripts/buildPipeline'
import type { BuildRecord } from '../../scripts/desk/buildHistory'
import { createRebuildQueue, NAMED_PRODUCTS_MAX, type QueueStatus } from '../../scripts/rebuildQueue'
import { CROSS_SITE_REFUSED } from '../../server/http/crossSite'
import { BY_IDS_MAX, livePaths } from '../../data/contract/calls'
import { catalogueCalls } from '../../data/contract/schemas'
import { startFaultApi, type FaultApi } from './faultApi'
import { folderDigest, ROOT, tempDir } from './helpers'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the rebuild queue', () => {
  it('debounces a burst into one build and coalesces triggers during a build into one more', async () => {
    let running = 0
    let release: () => void = () => undefined
    const runs: number[] = []
    const queue = createRebuildQueue({
      debounceMs: 30,
      run: async () => {
        running++
        runs.push(Date.now())
        await new Promise<void>((resolve) => (release = resolve))
        running--
        return { startedAt: '', finishedAt: '', ok: true, exitCode: 0 }
      },
    })
    queue.trigger()
    queue.trigger()
    queue.trigger()
    expect(queue.status().state).toBe('waiting')
    await sleep(80)
    expect(runs).toHaveLength(1)
    expect(queue.status().state).toBe('building')
    queue.trigger()
    queue.trigger()
    expect(running).toBe(1)
    release()
    await sleep(80)
    expect(runs).toHaveLength(2)
    expect(queue.status().last?.triggers).toBe(3)
    release()
    await sleep(20)
    expect(queue.status()).toMatchObject({ state: 'idle', builds: 2, pendingTriggers: 0, last: { ok: true, triggers: 2 } })
  })

  it('gathers the products the triggers name for one build, and makes it a whole rebuild when a trigger names none', async () => {
    const asked: Array<string[] | null> = []
    const queue = createRebuildQueue({
      debounceMs: 20,
      run: async (_onLine, products) => {
        asked.push(products)
        return { startedAt: '', finishedAt: '', ok: true, exitCode: 0 }
      },
    })
    queue.trigger({ via: 'hook' }, ['p1', 'p2'])
    queue.trigger({ via: 'hook' }, ['p2', 'p3'])
    expect(queue.status().pendingProducts).toEqual(['p1', 'p2', 'p3'])
    await sleep(60)
    expect(queue.status().last).toMatchObject({ triggers: 2, products: ['p1', 'p2', 'p3'] })
    queue.trigger({ via: 'hook' }, ['p4'])
    queue.trigger({ via: 'desk', name: 'Asha' })
    expect(queue.status().pendingProducts).toBeNull()
    await sleep(60)
    queue.trigger({ via: 'hook' }, Array.from({ length: NAMED_PRODUCTS_MAX + 1 }, (_, i) => `p${i}`))
    await sleep(60)
    expect(asked).toEqual([['p1', 'p2', 'p3'], null, null])
  })
})

describe('vitrine webhook', () => {
  const SECRET = 'editor-secret-0123456789'
  const SITE = 'https://shop.example.in'
  let api: FaultApi
  let work: string
  let child: ChildProcess
  let base: string
  let historyFile: string

  const start = async () => {
    child = spawn(process.execPath, [path.join(ROOT, 'bin/vitrine.js'), 'webhook', '--port', '0', '--debounce', '200', '--history', historyFile], {
      cwd: ROOT,
      env: {
        ...process.env,
        VITRINE_WEBHOOK_SECRET: SECRET,
        VITRINE_HOST: api.url,
        VITRINE_API_URL: '',
        VITRINE_SITE_URL: SITE,
        VITRINE_HTTP_RETRIES: '0',
        VITRINE_OUT: path.join(work, 'site'),
        VITRINE_SNAPSHOT_DIR: path.join(work, 'snapshot'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    base = await new Promise<string>((resolve, reject) => {
      let output = ''
      child.stdout!.on('data', (chunk) => {
        output += chunk
        const match = /listening on (http:\/\/[^\s]+)/.exec(output)
        if (match) resolve(match[1]!)
      })
      child.on('exit', (code) => reject(new Error(`webhook exited with ${code}`)))
    })
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })

  beforeAll(async () => {
    api = await startFaultApi()
    work = await tempDir('webhook')
    historyFile = path.join(work, 'state', 'builds.json')
    await start()
  }, 30_000)

  afterAll(async () => {
    if (child) await stop()
    await api?.close()
    await rm(work, { recursive: true, force: true })
  })

  const call = (method: string, route: string, secret?: string) =>
    fetch(base + route, { method, headers: secret ? { 'x-vitrine-secret': secret } : {} })
  const status = async () => (await (await call('GET', '/status', SECRET)).json()) as QueueStatus
  const untilIdle = async () => {
    let now: QueueStatus
    const deadline = Date.now() + 150_000
    do {
      await sleep(300)
      now = await status()
    } while (now.state !== 'idle' && Date.now() < deadline)
    return now
  }
  /** A form post as the desk's own page sends it (Origin: the desk), unless the headers say otherwise. */
  const post = (route: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(base + route, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, ...headers },
      body: new URLSearchParams(fields).toString(),
    })
  const desk = async (cookie: string) => (await fetch(base + '/desk', { headers: { cookie } })).text()
  const signIn = async (name = 'Asha') => {
    const response = await post('/desk/sign-in', { name, secret: SECRET })
    expect(response.status).toBe(303)
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!
    const page = await desk(cookie)
    return { cookie, csrf: /name="csrf" value="([^"]+)"/.exec(page)![1]!, page }
  }

  it('refuses calls without the right secret', async () => {
    expect((await call('POST', '/rebuild')).status).toBe(401)
    expect((await call('POST', '/rebuild', 'wrong-secret-0123456789')).status).toBe(401)
    expect((await call('GET', '/status')).status).toBe(401)
  })

  it('builds once for a burst of triggers and reports the result on /status', async () => {
    for (let i = 0; i < 3; i++) expect((await call('POST', '/rebuild', SECRET)).status).toBe(202)
    const now = await untilIdle()
    expect(now).toMatchObject({ state: 'idle', builds: 1, last: { ok: true, exitCode: 0, triggers: 3, triggeredBy: [{ via: 'hook', count: 3 }] } })
    expect((now.last!.summary as { ok: boolean }).ok).toBe(true)
    expect(existsSync(path.join(work, 'site', 'index.html'))).toBe(true)
  }, 160_000)

  it('reads only the products the CMS hook names as changed, and refuses a body it cannot read', async () => {
    const product = api.catalogue.products.find(isVisible)!
    product.product_name = 'Hook-Named Banarasi Saree'
    const hook = (body: string) => fetch(base + '/rebuild', { method: 'POST', headers: { 'x-vitrine-secret': SECRET, 'content-type': 'application/json' }, body })
    const refused = await hook('{"products":"not a list"}')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ message: 'products must be a list of product ids' })
    // One hook names at most what one by-ids call of the build reads.
    const tooMany = await hook(JSON.stringify({ products: Array.from({ length: BY_IDS_MAX + 1 }, (_, i) => `p${i}`) }))
    expect(tooMany.status).toBe(400)
    expect(await tooMany.json()).toEqual({ message: `products must name at most ${BY_IDS_MAX} products; send several hooks, or none for a whole rebuild` })
    const lists = api.hits.get(catalogueCalls.products.path)?.length ?? 0
    expect((await hook(JSON.stringify({ products: [product._id] }))).status).toBe(202)
    const now = await untilIdle()
    expect(now).toMatchObject({ builds: 2, last: { ok: true, products: [product._id], triggeredBy: [{ via: 'hook', count: 1 }] } })
    expect((now.last!.summary as BuildSummary).pages.changedRoutes).toContain(productPath(product))
    // The product list was not read: the named product was, by id.
    expect(api.hits.get(catalogueCalls.products.path)?.length ?? 0).toBe(lists)
    expect(api.hits.get(livePaths.productsByIds)?.length).toBe(1)
    expect(await readFile(path.join(work, 'site', productPath(product).slice(1), 'index.html'), 'utf8')).toContain('Hook-Named Banarasi Saree')
  }, 160_000)

  describe("the editor's desk", () => {
    it('signs an editor in with the secret: an HttpOnly, SameSite=Strict session cookie for /desk, under a strict CSP', async () => {
      const front = await fetch(base + '/', { redirect: 'manual' })
      expect(front.status).toBe(303)
      expect(front.headers.get('location')).toBe('/desk')
      const signInForm = await fetch(base + '/desk')
      expect(signInForm.status).toBe(200)
      expect(signInForm.headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'self'; style-src 'self'/)
      expect(signInForm.headers.get('content-security-policy')).not.toMatch(/unsafe-inline/)
      expect(await signInForm.text()).toContain('name="secret" type="password"')

      const response = await post('/desk/sign-in', { name: 'Asha', secret: SECRET })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/desk')
      // Plain http here: no Secure flag (it is set when the desk is reached over https).
      expect(response.headers.get('set-cookie')).toMatch(/^vitrine_desk=[\w-]{43}; Path=\/desk; Max-Age=43200; HttpOnly; SameSite=Strict$/)
      const page = await desk(response.headers.get('set-cookie')!.split(';')[0]!)
      expect(page).toContain('Signed in as <strong>Asha</strong>')
      expect(page).toContain('Rebuild now')
      // The hook's builds of the tests before are in the history, the one told what changed saying so.
      expect(page).toContain('Started by the CMS hook ×3')
      expect(page).toContain('Started by the CMS hook, for one changed product')
    })

    it('refuses a wrong secret with the sign-in form again and no session', async () => {
      const response = await post('/desk/sign-in', { name: 'Asha', secret: 'wrong-secret-0123456789' })
      expect(response.status).toBe(401)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect(await response.text()).toContain('That secret is not right.')
      expect(await desk('vitrine_desk=made-up-token')).toContain('name="secret"')
    })

    it('refuses desk actions from another site, or without the form token, and starts no build', async () => {
      const { cookie, csrf } = await signIn()
      const refused = async (response: Response, code: number, message?: string) => {
        expect(response.status).toBe(code)
        if (message) expect(((await response.json()) as { message: string }).message).toBe(message)
      }
      await refused(await post('/desk/rebuild', { csrf }, { cookie, origin: 'https://evil.example' }), 403, CROSS_SITE_REFUSED)
      // Without Origin, the browser's Sec-Fetch-Site tells.
      await refused(
        await fetch(base + '/desk/rebuild', { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' }, body: `csrf=${csrf}` }),
        403,
        CROSS_SITE_REFUSED,
      )
      await refused(await post('/desk/sign-in', { secret: SECRET }, { origin: 'https://evil.example' }), 403, CROSS_SITE_REFUSED)
      await refused(await post('/desk/rebuild', {}, { cookie }), 403)
      await refused(await post('/desk/rebuild', { csrf: `${csrf}x` }, { cookie }), 403)
      await refused(await post('/desk/rebuild', { csrf }, { accept: 'application/json' }), 401)
      expect((await fetch(base + '/desk/events')).status).toBe(401)
      expect(await status()).toMatchObject({ state: 'idle', pendingTriggers: 0, builds: 2 })
    })

    it('rebuilds from the desk: the event stream shows the stages, and the history names the editor and links the changed page to the live site', async () => {
      const product = api.catalogue.products.find(isVisible)!
      product.description = '<p>Hand-finished in Jaipur: edited for the desk.</p>'
      const { cookie, csrf } = await signIn('Meera')
      const stream = new AbortController()
      const events: Array<{ event: string; data: { html: string; say?: string } }> = []
      const listening = (async () => {
        const response = await fetch(base + '/desk/events', { headers: { cookie }, signal: stream.signal })
        expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
        let buffer = ''
        const decoder = new TextDecoder()
        const reader = response.body!.getReader()
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          buffer += decoder.decode(read.value, { stream: true })
          const blocks = buffer.split('\n\n')
          buffer = blocks.pop()!
          for (const block of blocks) {
            const event = /^event: (.+)$/m.exec(block)?.[1]
            const data = /^data: (.+)$/m.exec(block)?.[1]
            if (event && data) events.push({ event, data: JSON.parse(data) })
          }
        }
      })().catch(() => undefined)
      const response = await post('/desk/rebuild', { csrf }, { cookie, accept: 'application/json' })
      expect(response.status).toBe(202)
      expect(await response.json()).toMatchObject({ state: 'waiting', pendingBy: [{ via: 'desk', name: 'Meera', count: 1 }] })
      const now = await untilIdle()
      await sleep(300)
      stream.abort()
      await listening

      expect(now.last).toMatchObject({ ok: true, triggeredBy: [{ via: 'desk', name: 'Meera', count: 1 }] })
      const route = productPath(product)
      expect((now.last!.summary as BuildSummary).pages.changedRoutes).toContain(route)
      const said = events.filter((e) => e.event === 'status').map((e) => e.data.say)
      expect(said).toContain('Waiting to build.')
      expect(said.some((say) => /^Building: /.test(say ?? ''))).toBe(true)
      expect(said.at(-1)).toMatch(/^Build published: \d+ pages? rendered\.$/)
      expect(events.some((e) => e.event === 'status' && /stage-done.*Fetch the catalogue/s.test(e.data.html))).toBe(true)
      const link = `<a href="${SITE}${route}">${route}</a>`
      expect(events.filter((e) => e.event === 'history').at(-1)!.data.html).toContain(link)
      const page = await desk(cookie)
      expect(page).toContain(link)
      expect(page).toContain('Started by Meera on the desk')
    }, 160_000)

    it('shows a failed build as failed, with its error and the live site left as it was', async () => {
      const { cookie, csrf } = await signIn()
      const before = await folderDigest(path.join(work, 'site'))
      api.faults.set('/api/products', { kind: 'status', status: 500 })
      try {
        expect((await post('/desk/rebuild', { csrf }, { cookie })).status).toBe(303)
        const now = await untilIdle()
        expect(now.last).toMatchObject({ ok: false, exitCode: 3, error: expect.stringMatching(/^could not read \/api\/products .*HTTP 500/) })
      } finally {
        api.faults.clear()
      }
      expect(await folderDigest(path.join(work, 'site'))).toEqual(before)
      const page = await desk(cookie)
      expect(page).toMatch(/<span class="badge badge-failed">Failed<\/span>/)
      expect(page).toMatch(/Could not read \/api\/products .*HTTP 500.* \(exit 3\)/)
      expect(page).toContain('The live site was not touched: shoppers still see the last published build.')
    }, 160_000)

    it('throttles wrong secrets: after 5 in 15 minutes even the right one is refused with 429 and Retry-After', async () => {
      for (let i = 0; i < 5; i++) expect((await post('/desk/sign-in', { secret: `wrong-secret-${i}-0123456789` })).status).toBe(401)
      const refused = await post('/desk/sign-in', { secret: SECRET })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800)
      expect(refused.headers.get('set-cookie')).toBeNull()
      expect(await refused.text()).toContain('Too many wrong secrets from this address. Try again in 15 minutes.')
    })

    it('keeps the build history across a restart, the last 20 only', async () => {
      await stop()
      const saved = JSON.parse(await readFile(historyFile, 'utf8')) as { version: number; builds: BuildRecord[] }
      expect(saved.builds.map((b) => [b.ok, b.triggeredBy[0]!.via])).toEqual([
        [false, 'desk'],
        [true, 'desk'],
        [true, 'hook'],
        [true, 'hook'],
      ])
      // Older builds from an earlier life of the webhook: 20 in all before the next build.
      const older = Array.from({ length: 16 }, (_, i) => ({ ...saved.builds[3]!, startedAt: `2024-01-${String(20 - i).padStart(2, '0')}T10:00:00.000Z`, finishedAt: `2024-01-${String(20 - i).padStart(2, '0')}T10:00:09.000Z` }))
      await writeFile(historyFile, JSON.stringify({ version: saved.version, builds: [...saved.builds, ...older] }))
      await start()

      expect((await status()).last).toMatchObject({ ok: false, startedAt: saved.builds[0]!.startedAt })
      const { cookie } = await signIn()
      expect((await desk(cookie)).match(/<li class="build build-/g)).toHaveLength(20)
      expect((await call('POST', '/rebuild', SECRET)).status).toBe(202)
      await untilIdle()
      await sleep(200)
      const after = (JSON.parse(await readFile(historyFile, 'utf8')) as { builds: BuildRecord[] }).builds
      expect(after).toHaveLength(20)
      expect(after[0]).toMatchObject({ ok: true, triggeredBy: [{ via: 'hook', count: 1 }], siteUrl: SITE })
      expect(after[1]!.startedAt).toBe(saved.builds[0]!.startedAt)
      expect(after.at(-1)!.startedAt).toBe(older.at(-2)!.startedAt)
    }, 160_000)
  })
})
