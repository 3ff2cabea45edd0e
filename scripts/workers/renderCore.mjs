// Rendering a list of routes with vike's `renderPage()` from the built server bundle, writing each page's HTML (its
// data inline: the shop routes on the server, so no `index.pageContext.json` is written) into the staging folder. Used
// by the render worker threads, and in-process when only a few pages changed (no worker start-up to pay).
//
// Plain JavaScript on purpose: it imports only the built bundle and Node, and a worker without the TypeScript
// loader does not pay a loader round-trip on each of vike's per-page dynamic imports.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { isMainThread, threadId } from 'node:worker_threads'
import { PAGE_LEVELS, writeCompressedCopiesSync } from './compressCore.mjs'
import { collect, collected, heapUsed } from './heap.mjs'

/**
 * vike lists every script chunk a page hydrates with as a module preload. On a pre-rendered page they are fetched
 * alongside the stylesheets and the largest image, and on a phone's connection they delay the first paint by about
 * 0.7 s (Lighthouse, mobile: a product page's FCP 1.67 → 0.98 s without them) for a hydration that can wait a round
 * trip or two: the entry script, still in the page, fetches its imports itself. The account shell, whose screens
 * need the script to show anything, keeps them.
 */
const SCRIPT_PRELOAD = /<link rel="modulepreload"[^>]*>/
const CLIENT_RENDERED_ENTRY = '/assets/entries/pages_account.'
/**
 * React's server render puts a preload for each eagerly loaded image (the LCP image among them) at the very start of
 * its output, inside the hydration root. The browser tree has no such link, so hydration meets it where the skip link
 * should be, and Preact re-inserts every top-level element of the page past it: the whole page detached and attached
 * again, a full relayout and a repaint on a phone's slowest moment, and focus lost if the visitor is already in the
 * search box. In the head they are where a preload belongs, and the root holds only what the browser renders.
 */
const ROOT_IMAGE_PRELOADS = /(<div id="root">)((?:<link rel="preload" as="image"[^>]*>)+)/
const HEAD_END = /<\/head>/
/**
 * With a +client file, vike starts the page with an inline module script importing it and its router entry. The
 * site's Content-Security-Policy allows scripts from the site only (data/hostRules.ts), which an inline script is
 * not: the page would never hydrate. Each import becomes a script element of its own; vike's imports were not
 * ordered either (two dynamic imports load side by side).
 */
const INLINE_ENTRY = /<script type="module" async>\s*((?:import\("\/assets\/[^"]+"\);\s*)+)<\/script>/
function entryScripts(imports, clientRendered) {
  const entries = Array.from(imports.matchAll(/import\("([^"]+)"\)/g), (m) => m[1])
  // The account shell shows nothing without its scripts: they start at once. A pre-rendered page's start once its
  // first screen has painted (public/start-after-paint.js says why).
  if (clientRendered) return entries.map((src) => `<script type="module" src="${src}" async></script>`).join('')
  return `<script src="/start-after-paint.js" data-entries="${entries.join(' ')}" async></script>`
}
/**
 * The page as the site serves it: the rewrites above in one pass over vike's HTML. A pass per rewrite copied the
 * whole page four times (tens to hundreds of kilobytes, two bytes a character once it holds a ₹), garbage the render
 * threads' heaps had to make room for on every page. As before, every script preload goes (but on the account shell),
 * and only the first run of image preloads, the first inline entry and the first end of head are rewritten.
 */
const PAGE_REWRITES = new RegExp([SCRIPT_PRELOAD, ROOT_IMAGE_PRELOADS, INLINE_ENTRY, HEAD_END].map((r) => `(${r.source})`).join('|'), 'g')
export function pageForTheSite(html) {
  const clientRendered = html.includes(CLIENT_RENDERED_ENTRY)
  const images = ROOT_IMAGE_PRELOADS.exec(html)?.[2]
  let imagesMoved = false
  let entryDone = false
  let headDone = false
  return html.replace(PAGE_REWRITES, (match, preload, _root, rootDiv, _images, entry, imports, headEnd) => {
    if (preload !== undefined) return clientRendered ? match : ''
    if (rootDiv !== undefined) {
      if (imagesMoved) return match
      imagesMoved = true
      return rootDiv
    }
    if (entry !== undefined) {
      if (entryDone) return match
      entryDone = true
      return entryScripts(imports, clientRendered)
    }
    if (headEnd !== undefined && images !== undefined && !headDone) {
      headDone = true
      return images + match
    }
    return match
  })
}
const HREF = /\bhref="(\/[^"]*)"/g
// Share images are named by absolute URLs on the site; they are checked like links, so a card a page names exists.
const SHARE_IMAGE = /<meta (?:property|name)="(?:og:image|twitter:image)" content="([^"]*)"/g

/**
 * Each page's render garbage outlives a few scavenges and is promoted, and V8, seeing gigabytes free, lets the old
 * generation grow by hundreds of megabytes between full collections (in this thread and in the render worker at
 * once). A full collection whenever the heap has grown past what was live after the previous one keeps each thread
 * near its live size. The slack is half the live heap, so that a collection's cost (which grows with the live heap: the
 * build thread holds the catalogue's index) stays a fixed share of the rendering, within 64–256 MB. At 20,000
 * products (this thread + one worker) a fixed 240 MB let the build's peak reach ~1,220 MB; with this it is ~950 MB, for
 * about 10% fewer pages a second: the forced collections take ~9 s of this thread's ~160 s (~170 ms each) and ~6 s of
 * the worker's (~90 ms each). At 100,000 products the build thread's live heap is ~600 MB and a collection ~590 ms:
 * with at most 128 MB of slack they took 95 s of its 660 s.
 *
 * That saving is only needed near the memory goal. While the process (every thread together) is under
 * RENDER_MEMORY_BUDGET, a thread's slack is its share of what is left, up to 256 MB: a smaller catalogue spends memory
 * it has on speed. Two render processes side by side on two cores, 1,500 product pages each, took 12.0–15.4 ms a page
 * against 13.7–19.8 ms with the rule above (five pairs of runs, the order alternated: 8–27 % less each time). At
 * 10,000 products the render step took 52 and 63 s against 77 and 71 s (`npm run bench:build`, interleaved), for a
 * peak of ~780 MB instead of ~600 MB. A large catalogue's build is past the budget by the render and keeps the rule
 * above (at 100,000 products the peak stayed at ~1.45 GB).
 */
const HEAP_SLACK_MIN = 64e6
const HEAP_SLACK_MAX = 256e6
const RENDER_MEMORY_BUDGET = 1e9
const spareShare = () => (RENDER_MEMORY_BUDGET - process.memoryUsage.rss()) / availableParallelism()
const heapLimitOver = (live) => live + Math.min(HEAP_SLACK_MAX, Math.max(HEAP_SLACK_MIN, live / 2, spareShare()))
/** VITRINE_DEBUG_TIMING=1: this thread's memory every 2,500 pages (the process's RSS counts every thread at once). */
const DEBUG = Boolean(process.env.VITRINE_DEBUG_TIMING)
function debugMemory(pages) {
  const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage()
  const mb = (n) => Math.round(n / 1e6)
  process.stderr.write(`[timing] render ${isMainThread ? 'build thread' : `worker ${threadId}`}: ${pages} pages, rss ${mb(process.memoryUsage.rss())} MB, heap ${mb(heapUsed)}/${mb(heapTotal)} MB, external ${mb(external)} MB (buffers ${mb(arrayBuffers)} MB), ${collected.count} forced full collections (${Math.round(collected.ms)} ms)\n`)
}

/**
 * The server bundle with vike's renderer (one module, see viteBuild.ts), loaded once per thread (renderPages.ts
 * `warmRenderer` starts it early).
 * @param {string} renderer
 * @returns {Promise<typeof import('vike/server').renderPage>}
 */
let loading
export function loadRenderer(renderer) {
  loading ??= import(pathToFileURL(renderer).href).then((bundle) => bundle.renderPage)
  return loading
}

/**
 * @param {Iterable<import('../steps/renderPages').RenderJob>} jobs a list, or a queue's share (takeInTurn)
 * @param {import('../steps/renderPages').RenderShared} shared
 * @param {(count: number, results: import('../steps/renderPages').RenderedPage[]) => void} onProgress told how many
 *   pages were rendered since the last call, and their results
 * @param {boolean} [keep] answer every result at the end (false: they are only handed to onProgress)
 * @returns {Promise<import('../steps/renderPages').RenderedPage[]>}
 */
export async function renderRoutes(jobs, shared, onProgress, keep = true) {
  const renderPage = await loadRenderer(shared.renderer)
  const site = (process.env.VITRINE_SITE_URL ?? '').replace(/\/+$/, '')
  const common = shared.commonLinks?.length ? new Set(shared.commonLinks) : undefined
  const results = []
  let from = 0
  const report = () => {
    const batch = results.slice(from)
    if (keep) from = results.length
    else results.length = 0
    onProgress(batch.length, batch)
  }
  const madeDirs = new Set()
  let sinceReport = 0
  let pages = 0
  let heapLimit = heapLimitOver(heapUsed())
  for (const job of jobs) {
    const { httpResponse, errorWhileRendering } = await renderPage({ urlOriginal: job.url })
    if (errorWhileRendering) throw new Error(`${job.path}: ${errorWhileRendering.message ?? errorWhileRendering}`)
    const status = httpResponse?.statusCode ?? 500
    if (!httpResponse || status !== (job.is404 ? 404 : 200)) throw new Error(`${job.path} rendered with status ${status}`)
    const { result, page } = publishedFiles(job, httpResponse.body, site, common)
    // The page and its compressed copies are written by this thread, not handed to the thread pool: every core already
    // renders (a render thread per core), and the pool's round trips (a stream per compression, a promise per file
    // call) cost more than they spared. Two render processes side by side, 2,000 product pages each at 100,000
    // products, took 5.0–5.6 ms a page against 6.1–6.9 ms with the pool.
    const htmlFile = path.join(shared.stagingDir, job.htmlFile)
    writeFresh(htmlFile, page, madeDirs, shared.fresh)
    result.copies = writeCompressedCopiesSync(htmlFile, page, PAGE_LEVELS, shared.fresh)
    results.push(result)
    if (DEBUG && ++pages % 2500 === 0) debugMemory(pages)
    if (++sinceReport >= 10) {
      report()
      sinceReport = 0
      if (heapUsed() > heapLimit) {
        collect()
        heapLimit = heapLimitOver(heapUsed())
      }
      // A page's render settles in microtasks alone and its files are written synchronously: without a turn of the
      // event loop now and then, this thread's output (a worker's stderr is sent from it) and, on the build thread,
      // signals, timers and the snapshot's writes would wait for the whole step.
      await new Promise(setImmediate)
    }
  }
  if (DEBUG) debugMemory(pages)
  report()
  return results
}

/**
 * The jobs of a queue that several threads render from, each taking the next job when it is free: `taken` is the
 * queue's one counter, shared by every thread (a SharedArrayBuffer's Int32Array). Split in advance, the build thread,
 * which also renders the listings and collects a heap holding the whole catalogue's index, was still rendering its
 * half long after the worker had finished its own (at 100,000 products, 2,600–5,100 pages on one core).
 * @template T
 * @param {readonly T[]} jobs
 * @param {Int32Array} taken
 * @returns {Generator<T>}
 */
export function* takeInTurn(jobs, taken) {
  for (let i = Atomics.add(taken, 0, 1); i < jobs.length; i = Atomics.add(taken, 0, 1)) yield jobs[i]
}

/**
 * A rendered page's result and the bytes of its HTML as the site serves it, encoded once for the file and its
 * compressed copies alike. Nothing of the page's strings outlives this call: they die young instead of being carried
 * into the old generation with the pages still being written and compressed.
 */
function publishedFiles(job, body, site, common) {
  const html = pageForTheSite(body)
  const result = { path: job.path, links: linksOf(html, site, job.is404 ? undefined : common), bytes: html.length, copies: 0 }
  return { result, page: Buffer.from(html) }
}

/**
 * A link as a string of its own. A regex match is a slice of the page's HTML and keeps the whole page alive: kept in
 * the results, every page rendered stayed in memory to the end of the step (about 180 kB a page). Each distinct link
 * is copied once and shared by every page naming it (most links are the menu's and the footer's).
 */
const interned = new Map()
function own(link) {
  // Only the build thread keeps its results: a worker's are copied again when posted, so sharing buys it nothing,
  // and its Map grew with every distinct link of its share of the catalogue (tens of MB at 100,000 products).
  if (!isMainThread) return ownCopy(link)
  let copy = interned.get(link)
  if (copy === undefined) {
    copy = ownCopy(link)
    interned.set(copy, copy)
  }
  return copy
}
const ownCopy = (link) => Buffer.from(link, 'utf8').toString('utf8')

/**
 * A result sent by a render worker, its links made this thread's own strings: a message's strings are copies, each
 * page's links (most of them the menu's and footer's) a few kilobytes of them.
 * @param {import('../steps/renderPages').RenderedPage} page
 */
export function withOwnLinks(page) {
  page.links = page.links.map(own)
  return page
}

/**
 * Internal links of a page (and the share images it names), without query or fragment, de-duplicated; less the
 * `common` ones (the layout's, which every page has), which the manifest keeps once for the whole site.
 */
function linksOf(html, site, common) {
  const links = new Set()
  for (const match of html.matchAll(HREF)) {
    const href = match[1].replace(/&amp;/g, '&')
    if (href.startsWith('//')) continue
    links.add(href.split(/[?#]/)[0])
  }
  for (const match of html.matchAll(SHARE_IMAGE)) {
    const url = match[1].replace(/&amp;/g, '&')
    if (site && url.startsWith(`${site}/`)) links.add(url.slice(site.length))
  }
  if (common) for (const link of common) links.delete(link)
  return Array.from(links, own)
}

const MADE_DIRS_MAX = 5000

/**
 * The staging folder starts as a hard-linked copy of the published site, so a file is unlinked before it is
 * written: writing through the link would change the live copy too.
 */
function writeFresh(file, content, madeDirs, fresh) {
  const dir = path.dirname(file)
  if (!madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true })
    // Nearly every page has a folder of its own, so the set is bounded rather than kept for a whole share.
    if (madeDirs.size >= MADE_DIRS_MAX) madeDirs.clear()
    madeDirs.add(dir)
  }
  if (!fresh) rmSync(file, { force: true })
  writeFileSync(file, content)
}
