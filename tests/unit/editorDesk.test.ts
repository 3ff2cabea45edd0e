/**
 * The editor's desk's own rules: sessions and the sign-in throttle, the build history file (capped, surviving a
 * restart), and the HTML it renders (escaped, linking changed pages to the live site, reassuring on a failure), in
 * the shop's colours and fonts.
 */
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PROBLEMS_LISTED, problemLists, type BuildSummary } from '../../scripts/buildPipeline'
import { HISTORY_KEPT, openBuildHistory, SKIPPED_KEPT, type BuildRecord } from '../../scripts/desk/buildHistory'
import { announcement, editedFirst, historyList, queuePanel, settingDuration, signInPage } from '../../scripts/desk/deskPage'
import { editorName } from '../../scripts/desk/deskRoutes'
import { createDeskSessions, createSignInThrottle, formTokenMatches, MAX_SIGN_IN_FAILURES, secretCheck, sessionCookie, sessionTokenIn, SESSION_TTL_MS, SIGN_IN_WINDOW_MS } from '../../scripts/desk/sessions'
import { initialStages } from '../../scripts/buildStages'
import type { QueueStatus } from '../../scripts/rebuildQueue'
import { tempDir } from '../cli/helpers'

const SITE = 'https://shop.example.in'

function summary(overrides: Partial<BuildSummary> = {}): BuildSummary {
  return {
    ok: true,
    host: 'embedded',
    out: '/srv/dist',
    unchanged: false,
    fullRender: null,
    pages: { total: 349, rendered: 2, reused: 347, removed: 0, perSecond: 12, changedRoutes: ['/product/chanderi-kurta_p1', '/'] },
    images: { total: 301, drawn: 1, reused: 300, perSecond: 2, missingPhotos: [] },
    products: { fetched: 299, skipped: 1 },
    skipped: [{ call: 'products', index: 12, id: '68f0', reason: 'price: Invalid input: expected number, received string' }],
    timings: { fetchMs: 1, bundleMs: 0, imagesMs: 1, renderMs: 1, publishMs: 1, totalMs: 4 },
    peakRssMb: 100,
    ...overrides,
  }
}

function record(at: number, overrides: Partial<BuildRecord> = {}): BuildRecord {
  return {
    startedAt: new Date(at).toISOString(),
    finishedAt: new Date(at + 12_000).toISOString(),
    ok: true,
    exitCode: 0,
    summary: summary(),
    triggers: 1,
    triggeredBy: [{ via: 'desk', name: 'Asha', count: 1 }],
    siteUrl: SITE,
    ...overrides,
  }
}

const idle = (last: QueueStatus['last'] = null): QueueStatus => ({ state: 'idle', pendingTriggers: 0, pendingBy: [], pendingProducts: null, builds: 0, last, startsInMs: null, current: null })

describe('desk sessions and the sign-in throttle', () => {
  it('checks the secret, and opens sessions that expire and can be closed', () => {
    const check = secretCheck('editor-secret-0123456789')
    expect(check('editor-secret-0123456789')).toBe(true)
    expect(check('editor-secret-012345678')).toBe(false)
    expect(check('')).toBe(false)
    expect(check(undefined)).toBe(false)
    let now = 1_000
    const sessions = createDeskSessions(() => now)
    const session = sessions.open('Asha')
    expect(session.token).toMatch(/^[\w-]{43}$/)
    expect(sessions.find(session.token)?.name).toBe('Asha')
    expect(formTokenMatches(session, session.formToken)).toBe(true)
    expect(formTokenMatches(session, `${session.formToken}x`)).toBe(false)
    expect(formTokenMatches(session, undefined)).toBe(false)
    now += SESSION_TTL_MS
    expect(sessions.find(session.token)).toBeUndefined()
    const other = sessions.open('Ravi')
    sessions.close(other.token)
    expect(sessions.find(other.token)).toBeUndefined()
  })

  it('refuses an address after 5 wrong secrets in 15 minutes, until the oldest ages out; a right one clears it', () => {
    let now = 0
    const throttle = createSignInThrottle(() => now)
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++) {
      expect(throttle.retryAfterSeconds('10.0.0.1')).toBeNull()
      throttle.failed('10.0.0.1')
      now += 60_000
    }
    // The first failure was 5 minutes ago: it ages out in 10 minutes.
    expect(throttle.retryAfterSeconds('10.0.0.1')).toBe((SIGN_IN_WINDOW_MS - 5 * 60_000) / 1000)
    expect(throttle.retryAfterSeconds('10.0.0.2')).toBeNull()
    now += SIGN_IN_WINDOW_MS - 5 * 60_000
    expect(throttle.retryAfterSeconds('10.0.0.1')).toBeNull()
    throttle.failed('10.0.0.1')
    expect(throttle.retryAfterSeconds('10.0.0.1')).not.toBeNull()
    throttle.succeeded('10.0.0.1')
    expect(throttle.retryAfterSeconds('10.0.0.1')).toBeNull()
  })

  it('sets an HttpOnly, SameSite=Strict cookie for /desk, Secure over https, and reads it back', () => {
    expect(sessionCookie('abc', false)).toBe('vitrine_desk=abc; Path=/desk; Max-Age=43200; HttpOnly; SameSite=Strict')
    expect(sessionCookie('abc', true)).toMatch(/; Secure$/)
    expect(sessionCookie('', false)).toContain('Max-Age=0')
    expect(sessionTokenIn('theme=dark; vitrine_desk=abc; other=1')).toBe('abc')
    expect(sessionTokenIn('theme=dark')).toBeUndefined()
    expect(sessionTokenIn(undefined)).toBeUndefined()
  })

  it('keeps an editor\'s name to one short line', () => {
    expect(editorName('  Asha\n\u0007Rao  ')).toBe('Asha Rao')
    expect(editorName('x'.repeat(80))).toHaveLength(40)
    expect(editorName('')).toBe('An editor')
    expect(editorName(undefined)).toBe('An editor')
  })
})

describe('the build history', () => {
  let dir: string | undefined
  afterEach(async () => dir && rm(dir, { recursive: true, force: true }))

  it('keeps the last 20 builds, newest first, in a file that a restart reads back', async () => {
    dir = await tempDir('desk-history')
    const file = path.join(dir, 'nested', 'builds.json')
    const history = await openBuildHistory(file)
    expect(history.list()).toEqual([])
    for (let i = 0; i < HISTORY_KEPT + 5; i++) await history.add(record(i * 60_000))
    expect(history.list()).toHaveLength(HISTORY_KEPT)
    expect(history.version()).toBe(HISTORY_KEPT + 5)
    const reopened = await openBuildHistory(file)
    expect(reopened.list()).toHaveLength(HISTORY_KEPT)
    expect(reopened.list()[0]!.startedAt).toBe(new Date((HISTORY_KEPT + 4) * 60_000).toISOString())
    expect(reopened.list().at(-1)!.startedAt).toBe(new Date(5 * 60_000).toISOString())
  })

  it('keeps the first 50 skipped records of a build with their total, and starts afresh from a damaged file', async () => {
    dir = await tempDir('desk-history')
    const file = path.join(dir, 'builds.json')
    const skipped = Array.from({ length: 70 }, (_, index) => ({ call: 'products' as const, index, reason: 'price: Invalid input' }))
    const history = await openBuildHistory(file)
    await history.add(record(0, { summary: summary({ skipped }) }))
    const kept = (JSON.parse(await readFile(file, 'utf8')) as { builds: Array<{ summary: { skipped: unknown[]; skippedTotal: number } }> }).builds[0]!.summary
    expect(kept.skipped).toHaveLength(SKIPPED_KEPT)
    expect(kept.skippedTotal).toBe(70)
    // So are the photos a build could not fetch (a media host down: every photo of the catalogue).
    const missingPhotos = Array.from({ length: 3000 }, (_, i) => `/media/p${i}.jpg`)
    await history.add(record(1, { summary: summary({ images: { ...summary().images, missingPhotos } }) }))
    const photos = history.list()[0]!.summary as BuildSummary & { missingPhotosTotal: number }
    expect(photos.images.missingPhotos).toEqual(missingPhotos.slice(0, SKIPPED_KEPT))
    expect(photos.missingPhotosTotal).toBe(3000)
    expect(historyList([history.list()[0]!]).text).toContain(`<li class="more">and ${3000 - SKIPPED_KEPT} more</li>`)
    // A summary that cut its lists already (problemLists) is kept with its own totals, not the length of what it lists.
    const cut = problemLists(skipped.concat(skipped, skipped), missingPhotos)
    await history.add(record(2, { summary: summary({ ...cut, images: { ...summary().images, missingPhotos: cut.missingPhotos } }) }))
    const keptCut = history.list()[0]!.summary as BuildSummary
    expect([keptCut.skippedTotal, keptCut.missingPhotosTotal]).toEqual([210, 3000])
    expect(historyList([history.list()[0]!]).text).toContain(`<li class="more">and ${210 - SKIPPED_KEPT} more</li>`)
    await writeFile(file, '{"version":1,"builds":[{"startedAt"')
    const warnings: string[] = []
    expect((await openBuildHistory(file, (line) => warnings.push(line))).list()).toEqual([])
    expect(warnings[0]).toMatch(/could not be read/)
  })
})

describe('the desk\'s wording of a wait', () => {
  it('says a setting of a few seconds as set, to a tenth, and longer ones in minutes and seconds', () => {
    expect(settingDuration(1500)).toBe('1.5 s')
    expect(settingDuration(2000)).toBe('2 s')
    expect(settingDuration(250)).toBe('0.3 s')
    expect(settingDuration(90_000)).toBe('1 min 30 s')
  })
})

describe('the build summary\'s lists', () => {
  it('lists at most PROBLEMS_LISTED skipped records and missing photos, and then says how many there were', () => {
    const skipped = Array.from({ length: PROBLEMS_LISTED + 5 }, (_, index) => ({ call: 'products' as const, index, reason: 'price: Invalid input' }))
    const photos = Array.from({ length: 2 * PROBLEMS_LISTED }, (_, i) => `/media/p${i}.jpg`)
    expect(problemLists(skipped, photos)).toEqual({ skipped: skipped.slice(0, PROBLEMS_LISTED), skippedTotal: PROBLEMS_LISTED + 5, missingPhotos: photos.slice(0, PROBLEMS_LISTED), missingPhotosTotal: 2 * PROBLEMS_LISTED })
    // Short lists are whole, and say nothing more.
    expect(problemLists(skipped.slice(0, 3), photos.slice(0, PROBLEMS_LISTED))).toEqual({ skipped: skipped.slice(0, 3), missingPhotos: photos.slice(0, PROBLEMS_LISTED) })
  })
})

describe('the desk\'s HTML', () => {
  it('links each changed page to the live site and lists skipped records with their warning', () => {
    const text = historyList([record(0)]).text
    expect(text).toContain(`<a href="${SITE}/product/chanderi-kurta_p1">/product/chanderi-kurta_p1</a>`)
    expect(text).toContain(`<a href="${SITE}/">/</a>`)
    expect(text).toContain('Started by Asha on the desk · took 12 s')
    expect(text).toContain('<code>products[12]</code> (id 68f0): price: Invalid input: expected number, received string')
    // Named by the record's own name where it has one, escaped as any text from the shop's data.
    const named = historyList([record(0, { summary: summary({ skipped: [{ call: 'products', index: 3, id: '68f1', name: 'Chanderi <Kurta>', reason: 'price: Invalid input' }] }) })]).text
    expect(named).toContain('<li><strong>Chanderi &lt;Kurta&gt;</strong> <code>products[3]</code> (id 68f1): price: Invalid input</li>')
    expect(text).toMatch(/<dt>Pages rendered<\/dt><dd>2<\/dd>/)
    const more = historyList([record(0, { summary: summary({ pages: { ...summary().pages, rendered: 140 } }) })]).text
    expect(more).toContain('and 138 more not listed')
    // Nothing taken off: no such line.
    expect(text).not.toContain('taken off')
    expect(text).not.toContain('Photos not found')
  })

  it('lists the photos the share images were drawn without', () => {
    const text = historyList([record(0, { summary: summary({ images: { ...summary().images, missingPhotos: ['https://cdn.example.in/p/kurta-front.jpg'] } }) })]).text
    expect(text).toContain('<h4>Photos not found</h4>')
    expect(text).toContain('<li><code>https://cdn.example.in/p/kurta-front.jpg</code></li>')
  })

  it('says when pages were taken off the site, and keys each build for the live list', () => {
    const text = historyList([record(0, { summary: summary({ pages: { ...summary().pages, removed: 2 } }) })]).text
    expect(text).toMatch(/<dt>Pages taken off<\/dt><dd>2<\/dd>/)
    expect(text).toContain("2 pages were taken off the site: a product hidden, removed or renamed (a renamed product's old address leads to its new one).")
    expect(text).toMatch(/<li class="build build-ok" data-build="[^"]+">/)
  })

  it('puts the edited product and article pages first and folds a long list away after six', () => {
    expect(editedFirst(['/', '/product/all', '/product/category/men_c1', '/blog-detail/silk-care', '/product/kurta_p1'])).toEqual([
      '/blog-detail/silk-care',
      '/product/kurta_p1',
      '/',
      '/product/all',
      '/product/category/men_c1',
    ])
    const routes = ['/product/all', ...Array.from({ length: 8 }, (_, i) => `/product/category/c${i}`), '/product/kurta_p1']
    const text = historyList([record(0, { summary: summary({ pages: { ...summary().pages, rendered: 10, changedRoutes: routes } }) })]).text
    const [shown, folded] = text.split('<details')
    expect(shown!.match(/<li><a /g)).toHaveLength(6)
    expect(shown!.indexOf('/product/kurta_p1')).toBeLessThan(shown!.indexOf('/product/all'))
    expect(folded).toContain('<summary>4 more changed pages</summary>')
    expect(folded!.match(/<li><a /g)).toHaveLength(4)
    expect(text).not.toContain('not listed')
  })

  it('shows a failed build with its error and the live site left alone', () => {
    const failed = record(0, { ok: false, exitCode: 3, summary: undefined, error: 'could not read /api/products from http://api: ECONNREFUSED', triggeredBy: [{ via: 'hook', count: 2 }] })
    const text = historyList([failed]).text
    expect(text).toContain('Could not read /api/products from http://api: ECONNREFUSED (exit 3)')
    expect(text).toContain('The live site was not touched')
    expect(text).toContain('Started by the CMS hook ×2')
    expect(announcement(idle(failed))).toMatch(/^Build failed: .* The live site was left as it was\.$/)
  })

  it('escapes everything that comes from outside', () => {
    const evil = '<img src=x onerror=alert(1)>'
    const text = historyList([
      record(0, { triggeredBy: [{ via: 'desk', name: evil, count: 1 }], summary: summary({ skipped: [{ call: 'products', index: 1, reason: evil }], pages: { ...summary().pages, changedRoutes: ['/"><script>'] } }) }),
    ]).text
    expect(text).not.toContain('<img')
    expect(text).not.toContain('<script')
    expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(signInPage({ name: '"><b>', error: 'x' })).toContain('value="&quot;&gt;&lt;b&gt;"')
  })

  it('shows the waiting countdown and the running build\'s stages', () => {
    const waiting = queuePanel({ ...idle(), state: 'waiting', pendingTriggers: 2, pendingBy: [{ via: 'hook', count: 1 }, { via: 'desk', name: 'Asha', count: 1 }], startsInMs: 4200 }).text
    expect(waiting).toContain('data-countdown-ms="4200">4 s</span>')
    expect(waiting).toContain('Asked by the CMS hook and Asha on the desk.')
    const stages = initialStages().map((s) => (s.name === 'fetch' ? { ...s, state: 'done' as const, note: '24 products, 0 skipped' } : s.name === 'images' ? { ...s, state: 'running' as const, total: 3 } : s))
    const building = { ...idle(), state: 'building' as const, current: { startedAt: new Date().toISOString(), triggeredBy: [{ via: 'hook' as const, count: 1 }], stages } }
    const text = queuePanel(building).text
    expect(text).toMatch(/stage-done.*Fetch the catalogue.*done.*24 products, 0 skipped/)
    expect(text).toMatch(/stage-running.*Draw share images.*in progress.*3 to draw/)
    expect(announcement(building)).toBe('Building: drawing share images.')
  })

  it('says how the last build ended when idle: published, nothing new, or failed with the live site as it was', () => {
    expect(queuePanel(idle(record(0))).text).toMatch(/class="state state-idle">.*The last build was published <time/s)
    expect(queuePanel(idle(record(0, { summary: summary({ unchanged: true }) }))).text).toContain('The last build found nothing new')
    const failed = queuePanel(idle(record(0, { ok: false, exitCode: 3, summary: undefined, error: 'x' }))).text
    expect(failed).toContain('class="state state-idle state-failed"')
    expect(failed).toMatch(/The last build failed <time[^]*<\/time>: shoppers still see the build before it\./)
  })

  it('uses the shop\'s own colours and fonts (components/styles/global.css)', async () => {
    const tokens = (css: string) => new Map([...css.matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map((m) => [m[1]!, m[2]!.trim()]))
    const shop = tokens(await readFile('components/styles/global.css', 'utf8'))
    const desk = tokens(await readFile('scripts/desk/desk.css', 'utf8'))
    for (const name of ['--ivory', '--ink', '--accent', '--font-serif', '--font-sans', '--focus']) expect(desk.get(name), name).toBeDefined()
    for (const [name, value] of desk) if (shop.has(name)) expect(value, name).toBe(shop.get(name))
  })
})
