/**
 * The README's nginx recipe, for real: `nginxSnippet()` (which a unit test keeps identical to the README) rendered
 * into a config and run by Debian's nginx as a non-daemon on a loopback port over a built site. Every answer is also
 * asked of `vitrine serve` on the same site: the two hosts must agree.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CardIndex } from '../../data/catalogue/cards'
import { cardIndexOf, type CardIndexHead, type CardIndexPart } from '../../data/catalogue/cardParts'
import { specSlug } from '../../data/catalogue/paths'
import type { CatalogueSnapshot } from '../../data/build/snapshot'
import { contentSecurityPolicy, IMMUTABLE, nginxSnippet, REVALIDATE } from '../../data/hostRules'
import { registerStaticSite } from '../../scripts/staticHost'
import { freePort, runCli, tempDir } from './helpers'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET whose path goes on the wire exactly as written (nginx, unlike a URL parser, sees `%2e%2e` as sent). */
function rawGet(port: number, rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}


async function waitForPort(port: number, nginx: ChildProcess, log: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}:\n${await readFile(log, 'utf8').catch(() => '')}`)
    if (await rawGet(port, '/').then(() => true, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nginx did not answer on port ${port}`)
}

describe("the README's nginx recipe in Debian's nginx", () => {
  let work: string
  let site: string
  let nginx: ChildProcess | undefined
  let port: number
  let serve: FastifyInstance
  let servePort: number
  let snapshot: CatalogueSnapshot
  let cards: CardIndex
  const file = (name: string) => readFile(path.join(site, name))

  beforeAll(async () => {
    if (!existsSync(NGINX)) throw new Error(`nginx is missing at ${NGINX}: run \`node tests/ensure-nginx.js\` as root (or \`apt-get install -y nginx\`), or set NGINX_PATH`)
    work = await tempDir('nginx')
    site = path.join(work, 'site')
    const build = await runCli(['build:catalog', '--out', site, '--db', path.join(work, 'shop.db'), '--snapshot-dir', path.join(work, 'snapshot'), '--products', '40', '--json'])
    if (build.code !== 0) throw new Error(`build failed: ${build.stderr.slice(-2000)}`)
    snapshot = JSON.parse(await readFile(path.join(work, 'snapshot', 'catalogue.json'), 'utf8')) as CatalogueSnapshot
    const json = async <T>(name: string) => JSON.parse((await file(name)).toString()) as T
    cards = await cardIndexOf(await json<CardIndexHead>('catalogue/cards.json'), (part) => json<CardIndexPart>(part.slice(1)))

    port = await freePort()
    const conf = path.join(work, 'nginx')
    await mkdir(path.join(conf, 'tmp'), { recursive: true })
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${conf}/tmp/${kind};`)
    await writeFile(
      path.join(conf, 'nginx.conf'),
      [
        'daemon off;',
        // As root nginx would run its workers as nobody, who cannot enter the test's private temp folder.
        process.getuid?.() === 0 ? 'user root;' : '',
        'worker_processes 1;',
        `pid ${conf}/nginx.pid;`,
        `error_log ${conf}/error.log warn;`,
        'events { worker_connections 64; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...temp,
        nginxSnippet({ root: site, listen: `127.0.0.1:${port}` }),
        '}',
        '',
      ].join('\n'),
    )
    nginx = spawn(NGINX, ['-p', conf, '-c', path.join(conf, 'nginx.conf'), '-e', path.join(conf, 'error.log')], { stdio: 'ignore' })
    await waitForPort(port, nginx, path.join(conf, 'error.log'))

    serve = Fastify()
    await registerStaticSite(serve, site)
    servePort = Number(new URL(await serve.listen({ port: 0, host: '127.0.0.1' })).port)
  }, 240_000)

  afterAll(async () => {
    nginx?.kill('SIGTERM')
    await serve?.close()
    if (work) await rm(work, { recursive: true, force: true })
  })

  /** Asks nginx, and `vitrine serve` the same question: status and Location must agree. */
  async function ask(rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
    const [fromNginx, fromServe] = await Promise.all([rawGet(port, rawPath, headers), rawGet(servePort, rawPath, headers)])
    expect({ status: fromServe.status, location: fromServe.headers.location }, `vitrine serve: ${rawPath}`).toEqual({ status: fromNginx.status, location: fromNginx.headers.location })
    return fromNginx
  }

  it('opens deep links to the account and search shells', async () => {
    const account = await file('login/index.html')
    for (const url of ['/orders/o-42', '/wishlist/u-1', '/reset-password/t0k3n', '/checkout', '/cart']) {
      const res = await ask(url)
      expect(res.status, url).toBe(200)
      if (url.startsWith('/orders') || url.startsWith('/wishlist') || url.startsWith('/reset')) expect(res.body.equals(account), url).toBe(true)
    }
    const search = await ask('/products/search/silk%20saree')
    expect(search.status).toBe(200)
    expect(search.body.equals(await file('products/search/index.html'))).toBe(true)
  })

  it('answers unknown paths, product ids, category ids and encoded dot-dot paths with the 404 page and status 404', async () => {
    const notFound = await file('404.html')
    const category = snapshot.categories[0]!
    for (const url of [
      '/no/such/page',
      '/product/handloom-kurta_0000000000000000deadbeef',
      '/product/0000000000000000deadbeef',
      '/product/category/0000000000000000deadbeef',
      `/product/category/${category._id}/0000000000000000deadbeef`,
      '/product/all?categoryId=0000000000000000deadbeef',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/%2e%2e/index.html',
      '/%252e%252e/%252e%252e/etc/passwd',
      '/product/%2E%2E/%2e%2e/index.html',
      '/_nginx.map',
      '/.vitrine-build.json',
    ]) {
      const res = await ask(url)
      expect(res.status, url).toBe(404)
      expect(res.body.equals(notFound), url).toBe(true)
    }
  })

  it('moves stray catalogue URLs to the canonical one with a 301: bare ids, other names, the spec literal slugs, the query form', async () => {
    const card = cards.cards.find((c) => /&/.test(c.name)) ?? cards.cards[0]!
    // A subcategory whose spec slug is not the canonical one ("Kurtas & Suits").
    const category = snapshot.categories.find((c) => c.sub_categories.some((s) => s.sub_category_name.includes('&')))!
    const sub = category.sub_categories.find((s) => s.sub_category_name.includes('&'))!
    const listing = cards.categories!.find((c) => c.id === category._id)!
    const subPath = listing.subCategories.find((s) => s.id === sub._id)!.path
    const moves: Array<[string, string]> = [
      [`/product/${card.id}`, card.path],
      [`/product/whatever-it-was-called_${card.id}?ref=mail`, `${card.path}?ref=mail`],
      [encodeURI(`/product/${specSlug(card.name)}_${card.id}`), card.path],
      [`/product/category/${category._id}`, listing.path],
      [encodeURI(`/product/category/${specSlug(category.category_name)}_${category._id}/${specSlug(sub.sub_category_name)}_${sub._id}`), subPath],
      [`/product/all?categoryId=${category._id}&subcategory=${sub._id}`, subPath],
      [`/product/all?categoryId=${category._id}`, listing.path],
    ]
    for (const [url, location] of moves) {
      const res = await ask(url)
      expect(res.status, url).toBe(301)
      expect(res.headers.location, url).toBe(encodeURI(location))
    }
  })

  it("moves the spec's shortcuts (/summer, /new, /product-category/all) to the listings they stand for", async () => {
    const moves: Array<[string, string]> = [
      ['/summer', '/products/search/cotton'],
      ['/summer/', '/products/search/cotton'],
      ['/new', '/product/all'],
      ['/new?utm_source=blog', '/product/all?utm_source=blog'],
      ['/product-category/all', '/product/all'],
    ]
    for (const [url, location] of moves) {
      const res = await ask(url)
      expect(res.status, url).toBe(301)
      expect(res.headers.location, url).toBe(location)
    }
    expect((await ask('/products/search/cotton')).status).toBe(200)
    expect((await ask('/summer/sale')).status).toBe(404)
  })

  it('sends the gzip copy the build wrote (gzip_static), with Vary', async () => {
    const page = cards.cards[0]!.path
    const res = await ask(page, { 'accept-encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toMatch(/Accept-Encoding/)
    expect(gunzipSync(res.body).equals(await file(`${page.slice(1)}/index.html`))).toBe(true)
    const plain = await ask(page)
    expect(plain.headers['content-encoding']).toBeUndefined()
  })

  it('sends the security and cache headers on pages, redirects and 404s', async () => {
    for (const url of ['/', cards.cards[0]!.path, `/product/${cards.cards[0]!.id}`, '/no/such/page']) {
      const res = await ask(url)
      expect(res.headers['content-security-policy'], url).toBe(contentSecurityPolicy())
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN')
    }
    expect((await ask('/')).headers['cache-control']).toBe(REVALIDATE)
    const html = (await file('index.html')).toString()
    // A page names its scripts for public/start-after-paint.js to start (data-entries), not as script elements.
    const asset = /data-entries="(\/assets\/[^" ]+\.js)/.exec(html)![1]!
    expect((await ask(asset)).headers['cache-control']).toBe(IMMUTABLE)
  })
})
