/**
 * The build pipeline behind `vitrine build:catalog`: fetch → plan → share images → bundle (when code changed) →
 * render the changed pages → site files → verify → swap. Each step is a plain function in steps/; this file only
 * orders them, times them and turns failures into one VitrineError with the right exit code.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { reviewsFromFiles, summaryIndex } from '../data/build/catalogueIndex'
import { ProductMemo } from '../data/build/productMemo'
import type { ProductSummary } from '../data/build/productSummary'
import { isNewInSince } from '../data/catalogue/visibility'
import { relatedPicker } from '../data/build/relatedPicks'
import { hashOf } from '../data/build/routeInputs'
import { forgetSnapshot, primeSnapshot, type CatalogueSnapshot } from '../data/build/snapshot'
import { catalogueCards } from '../data/seo/shareCards'
import { apiOriginOf, mediaOriginsIn, type SitePolicy } from '../data/hostRules'
import { EXIT, VitrineError } from './errors'
import { ms, type Progress, type Reporter } from './progress'
import { type Bundle, codeHash, ensureBundle } from './steps/bundle'
import { answersCacheDir, type CatalogueAnswers } from './steps/catalogueAnswers'
import { removeStaleTemps } from './steps/staleTemps'
import { FETCH_CALLS, fetchCatalogue, type SkippedRecord } from './steps/fetchCatalogue'
import { writeRecordCache, writeSnapshot } from './steps/productRecords'
import { createAgent, DEFAULT_HTTP } from './steps/httpClient'
import { emptyManifest, MANIFEST_FILE, readManifest, updateManifest, type BuildManifest } from './steps/manifest'
import { planRender } from './steps/plan'
import { compressInAdvance, compressSiteFiles, verifyCopies, type WrittenCopies } from './steps/compress'
import { pauseOptimising, resumeOptimising } from './steps/optimiser'
import { publishSite, verifyFiles, verifyLinks } from './steps/publish'
import { collectAfterStep, collectBeforeLongSteps, collectOnceWritten, pastStepFloor } from './workers/heap.mjs'
import { mapLimit } from './steps/mapLimit'
import { NOT_FOUND_ROUTE, renderJob, renderPages, rendersAlone, rendersInProcess, warmRenderer, type RenderedPage } from './steps/renderPages'
import { drawingHash, drawShareImages, IN_PROCESS_MAX, planCards, publishedHash, SHARE_IMAGE_WORKER, shareImagePlan, type DrawResult } from './steps/shareImages'
import { StartedWorker } from './workers/pool'
import { describeShard, ownedBy, siteKey, type Shard } from './steps/shards'
import { contentKey, datedUrls, siteFiles, sitemapFileNames, sitemapGroupNames, sitemapUrls } from './steps/siteFiles'
import { copyTree, createStaging, linkStaged, listFiles, removeInBackground, removeStaged, setStagingAside, SPARE_MARKER, writeStaged, type Staging } from './steps/stage'

/**
 * Past this many touched files the manifest does not list them: bringing the spare level file by file would cost as
 * much as a copy, so the build copies its own staged site to be the next spare instead.
 */
const TOUCHED_MAX = 2000

/**
 * Up to this many records read afresh, the record cache and snapshot are mostly copied from the last build's and
 * written while the site files are made, whatever the catalogue's size (see runBuild).
 */
const FEW_PARSED = 2000

/** Share cards linked into the staging folder at once (see mapLimit): the thread pool does four at a time anyway. */
const STAGED_AT_ONCE = 64

/**
 * The summary names at most this many of the pages a build rendered (in the plan's order; `pages.rendered` counts them
 * all): enough for an editor to find the page they edited, and a small line even when every page was rendered.
 */
export const CHANGED_ROUTES_LISTED = 100

/**
 * The summary's skipped records and missing photos list at most this many, and then say how many there were in all
 * (`skippedTotal`, `missingPhotosTotal`): a media host down through a cold build of 100,000 products missed every
 * photo, and the one JSON line a cron logs each night grew by megabytes of their addresses.
 */
export const PROBLEMS_LISTED = 100

export interface BuildOptions {
  host?: string
  /** The embedded reference API, when no host is given. */
  embedded?: () => Promise<{ url: string; close: () => Promise<void> }>
  out: string
  apiUrl: string
  siteUrl: string
  snapshotDir: string
  maxInvalid: number
  timeout: number
  retries: number
  /** How many bundles' hashed assets stay published for open tabs (this build's included). */
  keepAssets: number
  /** The catalogue's answers when the caller sent the requests already (with `host`, and this build's cache folder). */
  answers?: CatalogueAnswers
  /** Render and draw only this share of the site into `out`, a shard's artifact for `vitrine build:merge`. */
  shard?: Shard
  /** Only these products changed since the last build (the CMS's hook names them): see steps/namedProducts.ts. */
  changedProducts?: readonly string[]
}

export interface BuildSummary {
  ok: true
  host: string
  out: string
  unchanged: boolean
  fullRender: string | null
  pages: { total: number; rendered: number; reused: number; removed: number; perSecond: number; changedRoutes: string[] }
  images: { total: number; drawn: number; reused: number; perSecond: number; missingPhotos: string[] }
  products: { fetched: number; skipped: number }
  skipped: SkippedRecord[]
  /** How many records were skipped, when `skipped` lists only the first PROBLEMS_LISTED. */
  skippedTotal?: number
  /** How many photos were missing, when `images.missingPhotos` lists only the first PROBLEMS_LISTED. */
  missingPhotosTotal?: number
  timings: { fetchMs: number; bundleMs: number; imagesMs: number; renderMs: number; publishMs: number; totalMs: number }
  peakRssMb: number
}

/** VITRINE_DEBUG_TIMING=1: each step's end time and memory on stderr, for profiling a large catalogue. */
const mark = process.env.VITRINE_DEBUG_TIMING
  ? (started: number, step: string) => {
      const { rss, heapUsed, external } = process.memoryUsage()
      process.stderr.write(`[timing] ${step}: ${Math.round(performance.now() - started)} ms, rss ${Math.round(rss / 1e6)} MB${rssOfFiles()}, heap ${Math.round(heapUsed / 1e6)} MB, external ${Math.round(external / 1e6)} MB\n`)
    }
  : () => undefined

/** The resident memory that maps files (Linux): a file mapped and read counts in the RSS, not in the heap. */
function rssOfFiles(): string {
  try {
    const kb = /^RssFile:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]
    return kb ? ` (of it files ${Math.round(Number(kb) / 1e3)} MB)` : ''
  } catch {
    return ''
  }
}

export async function runBuild(options: BuildOptions, report: Reporter): Promise<BuildSummary> {
  const started = performance.now()
  // The end of a step that reads the whole catalogue: its garbage is collected when the heap has grown large
  // (workers/heap.mjs; a small catalogue's build never collects), then the step is marked.
  const stepDone = (step: string) => {
    collectAfterStep()
    mark(started, step)
  }
  mark(0, 'build starts after process start')
  const out = path.resolve(options.out)
  // What killed builds left behind (steps/staleTemps.ts) goes beside this build's work.
  const sweeping = removeStaleTemps([options.snapshotDir, answersCacheDir(options.snapshotDir), out]).then(
    (removed) => removed.length > 0 && report.log(`removed ${removed.length} temporary file${removed.length === 1 ? '' : 's'} an interrupted build left: ${removed.map((file) => path.basename(file)).join(', ')}`),
    () => undefined,
  )
  const http = { ...DEFAULT_HTTP, timeoutMs: options.timeout, retries: options.retries }
  const embedded = options.host ? undefined : await options.embedded!()
  const host = options.host ?? embedded!.url
  let staging: Staging | undefined
  let cloning: Promise<Staging> | undefined
  let spareNext: string | undefined
  const agent = createAgent(http)
  // Started before the share images; a failure before it is awaited still waits for it (and its lock) to end.
  let bundling: Promise<Bundle> | undefined
  // A bundle that failed fails the build where it is waited for: a large catalogue's build waits for it before the plan
  // and the share images, which at 100,000 products then took some five minutes to reach the error.
  const bundleReady = () =>
    bundling!.catch((error: unknown) => {
      throw buildFailure('bundling the pages failed', error)
    })
  let drawing: Promise<DrawResult> | undefined
  let cardWorker: StartedWorker | undefined
  /** Files read on demand through the build (the snapshot's reviews), closed when it ends. */
  const closeAfterBuild: Array<() => void> = []
  try {
    // Inside the try: whatever happens, the finally resumes it.
    pauseOptimising()
    // ── fetch and plan. What the plan is made of (the catalogue's records and summary index, the related picks, the
    // memo: ~300 MB of heap at 100,000 products) is this function's, let go when it returns: the build holds the plan,
    // not its makings, through the share images and the render. The pages this thread renders read the index through
    // the snapshot it primed, until they are rendered (renderPages `ownShareDone`).
    const fetchAndPlan = async () => {
      // ── fetch (stopping before any parsing when every input is what the published site was built from). The code
      // hash and the live site's manifest are read while the API answers.
      const coding = codeHash({ apiUrl: options.apiUrl })
      // A folder made for another share (or a whole site, for a shard) is no base for this build: it starts afresh.
      const reading = readManifest(out).then((manifest) => (manifest && sameShard(manifest.shard, options.shard) ? manifest : undefined))
      for (const pending of [coding, reading]) pending.catch(() => undefined)
      const keyOf = (code: string, fingerprint: string) => hashOf([code, options.siteUrl, options.apiUrl, options.keepAssets, new Date().toISOString().slice(0, 10), fingerprint])
      report.log(`fetching catalogue from ${options.host ?? 'the embedded reference API'}`)
      const fetchBar = report.start('fetch', FETCH_CALLS)
      const fetched = await fetchCatalogue(host, {
        maxInvalidShare: options.maxInvalid,
        warn: report.warn,
        http,
        onCall: () => fetchBar.tick(),
        cacheDir: answersCacheDir(options.snapshotDir),
        answers: options.answers,
        changedProducts: options.changedProducts,
        previous: coding.then((key) => ({ snapshotDir: options.snapshotDir, key })),
        isUnchanged: async (fingerprint) => {
          const [code, previous] = await Promise.all([coding, reading])
          if (previous?.inputsKey === keyOf(code, fingerprint)) return true
          // Without a build by this code to take records and pages over from, everything is validated and rendered.
          if (previous?.codeHash !== code) resumeOptimising()
          // Most rebuilds redraw a card or two: a worker gets ready to draw them on the other core while this one plans.
          cardWorker = new StartedWorker(SHARE_IMAGE_WORKER)
          // The staging folder is made while the answers are validated and the plan is made: a copy of the published
          // site is tens of thousands of hard links (on another core); bringing the spare level is a few, but later the
          // thread pool is busy compressing the card index and writing the snapshot, and they would queue behind that.
          cloning = createStaging(out, previous)
          cloning.catch(() => undefined)
          return false
        },
      })
      const code = await coding
      const previous = await reading
      const inputsKey = keyOf(code, fetched.fingerprint)
      stepDone('fetched')
      const { snapshot, products: records } = fetched
      if (!snapshot || !records) {
        fetchBar.done('unchanged since the last build')
        return { done: unchangedSummary(previous!, options, out, fetched.ms, started, report) }
      }
      fetchBar.done(`${records.summaries.length} products, ${fetched.skipped.length} skipped`)
      // Written while the plan is made: only render workers read the file (this process is handed the snapshot).
      const snapshotWriting = writeSnapshot(snapshot, records, options.snapshotDir)
      snapshotWriting.catch(() => undefined)
      primeSnapshot(options.snapshotDir, snapshot)
      process.env.VITRINE_SNAPSHOT_DIR = path.resolve(options.snapshotDir)
      process.env.VITRINE_SITE_URL = options.siteUrl
      // The index is made of the products' summaries; only the pages rendered here read whole records.
      const positions = new Map(records.summaries.map((s, i) => [s._id, i]))
      const index = summaryIndex(snapshot, records.summaries, (id) => records.record(positions.get(id)!))
      stepDone('index')
      // A large catalogue's bundle, when the code changed, is made here, between the answer let go and the plan: Vite's
      // process (~500 MB) beside the plan's heap took a cold 100,000-product build, its processes together, to 1.64 GB.
      if (pastStepFloor()) {
        bundling = ensureBundle(code, options.apiUrl, report.log)
        await bundleReady()
        mark(started, 'bundle ready before the plan')
      }

      // ── plan
      const rawKeys = records.hashes ? new WeakMap(records.summaries.map((summary, i) => [summary, records.hashes![i]!])) : undefined
      const picker = relatedPicker(index, records.previous?.cache.related)
      // What the last plan worked out per product, taken over for the records that are byte-for-byte the same.
      const earlier = records.previous?.cache.memo
      const memo = new ProductMemo(
        { reviews: fetched.cache?.reviews?.sha1 ?? null, drawing: drawingHash() },
        earlier ? { ...earlier, at: (id) => records.takenFrom(positions.get(id)!) } : undefined,
      )
      const whole = planRender(index, previous, { codeHash: code, siteUrl: options.siteUrl }, rawKeys, picker, memo)
      // Every page is rendered anew, so no page's links come over from the last build: they are let go before the render.
      // At 100,000 products they are ~85 MB of the last manifest's ~130 MB of heap; held through the render, a rebuild
      // after a code change peaked at 1.61–1.63 GB, against 1.51 GB without them.
      if (whole.fullReason && previous) for (const route of Object.values(previous.routes)) route.links = []
      stepDone('plan: routes')
      // A shard makes the pages and cards of its share; the site files and the bundle's files go in every shard's
      // artifact (build:merge checks that the shards agree on them).
      const mine = ownedBy(options.shard)
      const shares = shareImagePlan(planCards(catalogueCards(index), memo), previous?.images, options.shard && mine)
      stepDone('plan: share cards')
      const plan = options.shard ? { ...whole, all: whole.all.filter(mine), render: whole.render.filter(mine) } : whole
      const now = new Date().toISOString()
      const changedAt = (route: string) => (previous?.routes[route]?.hash === plan.hashes.get(route) ? previous!.routes[route]!.changedAt : now)
      const apiOrigin = apiOriginOf(options.apiUrl)
      // Every product's media origins come with its summary; the rest of the snapshot is small (the API host aside).
      // The reviews are most of it, and their origins are the last build's while the reviews answer is the same.
      const shell = Object.fromEntries(Object.keys(snapshot).filter((key) => key !== 'products' && key !== 'host' && key !== 'reviews').map((key) => [key, snapshot[key as keyof CatalogueSnapshot]]))
      const reviewOrigins = memo.reviewOrigins(() => mediaOriginsIn(snapshot.reviews ?? null))
      const mediaOrigins = mediaOriginsIn([shell, reviewOrigins, records.summaries.map((s) => s.mediaOrigins)], [apiOrigin, new URL(options.siteUrl).origin])
      const policy: SitePolicy = { apiOrigin, mediaOrigins }
      // The record cache describes the snapshot file, so it follows it; it keeps the plan's related picks and memo.
      const kept = fetched.cache && { ...fetched.cache, related: picker.picks, memo: memo.kept(records.summaries) }
      const snapshotWritten = snapshotWriting.then((ranges) => writeRecordCache(options.snapshotDir, snapshot, records, ranges, kept)).then((digest) => {
        // From here the reviews are read from the snapshot file a product at a time, as the render threads read them:
        // those parsed from the answer (~100 MB of objects at 100,000 products), or the last build's cache file they
        // were read from, are let go.
        const fromFile = snapshot.reviews && digest ? reviewsFromFiles(options.snapshotDir, digest) : undefined
        if (!fromFile) return
        closeAfterBuild.push(fromFile.close)
        snapshot.reviews = fromFile.reviews
        if (kept?.reviews) kept.reviews = null
        if (fetched.cache?.reviews) fetched.cache.reviews = null
        if (records.previous) {
          records.previous.bytes = null
          records.previous.cache.reviews = null
        }
      })
      snapshotWritten.catch(() => undefined)
      stepDone('plan: media origins')
      // The record cache is written before the site files are made when the build read most records afresh (a large
      // catalogue's cold build, or one after a code change): each is made of an object per product, and made at once
      // they were a cold build's peak (at 100,000 products the heap reached 1.1 GB here); the reviews parsed from the
      // answer go then too. A small catalogue's, or an edit's (nearly every record taken over, the cache copied rather
      // than made), are made while it is written: at 100,000 products that wait was ~3 s of a one-product edit.
      if (pastStepFloor() && records.parsed > FEW_PARSED) {
        await collectOnceWritten(snapshotWritten)
        mark(started, 'record cache written')
      }
      const last = previous && { keys: previous.fileInputs ?? {}, hashes: previous.files }
      const urls = sitemapUrls(index, plan.catalogue, changedAt)
      // A part of the card index is keyed by its cards' hashes and facets keys, as the plan worked them out.
      const cardKey = (product: ProductSummary) => memo.cardKey(product._id, isNewInSince(product.newInSince, index.now))
      const made = await siteFiles(index, options.siteUrl, urls, policy, code, last, cardKey)
      const { files, keys: fileInputs } = made
      let keptFiles = made.kept
      if (options.shard) {
        // The sitemap dates pages by when the whole site last saw them change: the merge writes it, from each URL's own
        // date where the catalogue gives one (the shard's manifest carries them).
        const sitemap = new Set(sitemapFileNames(urls.length))
        for (const file of sitemap) files.delete(file)
        keptFiles = keptFiles.filter((file) => !sitemap.has(file))
        for (const group of sitemapGroupNames(urls.length)) delete fileInputs[group]
      }
      stepDone('plan: site files')
      const fileHashes = Object.fromEntries([...keptFiles.map((file) => [file, previous!.files[file]!]), ...[...files].map(([file, content]) => [file, hashOf(contentKey(file, content))])])
      const imageHashes = shares.hashes
      const cardCount = Object.keys(imageHashes).length
      const removedImages = shares.removed
      const changedFiles = [...files.keys()].filter((file) => previous?.files[file] !== fileHashes[file])
      const removedFiles = Object.keys(previous?.files ?? {}).filter((file) => !(file in fileHashes))
      stepDone('planned')

      // Products the last build skipped as invalid stay skipped when only others were named (they were not read again).
      const named = new Set(fetched.named ? options.changedProducts : [])
      const skipped = fetched.named ? [...(previous?.skipped ?? []).filter((s) => s.call === 'products' && !named.has(s.id ?? '')), ...fetched.skipped] : fetched.skipped
      const products = { fetched: records.summaries.length, skipped: skipped.filter((s) => s.call === 'products').length }
      const base = { host: options.host ?? 'embedded', out, products, skipped }
      if (!plan.fullReason && plan.render.length === 0 && plan.removedFiles.length === 0 && shares.toDraw.length === 0 && removedImages.length === 0 && changedFiles.length === 0 && removedFiles.length === 0) {
        // Same site, new answers (a field no page shows, or a new day): remember the key so the next build stops early.
        await Promise.all([snapshotWritten, fetched.httpCacheWritten])
        await updateManifest(out, { ...previous!, fileInputs, inputsKey, skipped, products })
        const totalMs = performance.now() - started
        report.log(`nothing changed since the last build: ${out} left as it is (${ms(totalMs)})`)
        return { done: summary(base, true, null, { total: plan.all.length, rendered: 0, removed: 0, ms: 0 }, { total: cardCount, drawn: 0, ms: 0, missing: [] }, { fetchMs: fetched.ms, bundleMs: 0, imagesMs: 0, renderMs: 0, publishMs: 0, totalMs }) }
      }
      if (options.shard) report.log(`making shard ${describeShard(options.shard)}: ${plan.all.length} of ${whole.all.length} pages, ${cardCount} of ${Object.keys(shares.siteHashes).length} share images`)
      if (plan.fullReason) report.log(`rendering every page (${plan.fullReason})`)
      // A shard hands the merge the dates of its sitemap's URLs.
      const sitemapDates = options.shard ? datedUrls(index, plan.catalogue) : undefined
      const { ms: fetchMs, httpCacheWritten } = fetched
      return { code, previous, inputsKey, fetchMs, httpCacheWritten, catalogueSize: records.summaries.length, whole, plan, now, policy, shares, imageHashes, cardCount, removedImages, snapshotWritten, files, fileInputs, keptFiles, fileHashes, changedFiles, removedFiles, skipped, products, base, sitemapDates }
    }
    const planning = await fetchAndPlan()
    if (planning.done) return planning.done
    const { code, previous, inputsKey, fetchMs, httpCacheWritten, catalogueSize, whole, plan, now, policy, shares, imageHashes, cardCount, removedImages, snapshotWritten, files, fileInputs, keptFiles, fileHashes, changedFiles, removedFiles, skipped, products, base, sitemapDates } = planning

    // A few cards, or no more than the pages this thread will render alone, are drawn by one worker on the other core
    // while it renders; more are drawn first, on every core. At 100,000 products, after a 50-product edit, 43 cards
    // drawn first took 3.4 s before 199 pages were rendered on one core.
    const beside = shares.toDraw.length <= IN_PROCESS_MAX || (shares.toDraw.length <= plan.render.length && rendersAlone(plan.render, catalogueSize))
    if (!beside || !rendersInProcess(plan.render.length)) {
      resumeOptimising()
      // Minutes of drawing and rendering start from the plan's live heap, not from its garbage.
      collectBeforeLongSteps()
    }
    // The changed site files' copies are made on the thread pool from here, through the share images and the render.
    // Not before that collection: their bytes and the compressors' buffers, on top of the plan's garbage, were a cold
    // 100,000-product build's peak (RSS rising from 1.21 to 1.47 GB in the 0.6 s before it).
    const compressed = compressInAdvance(files, changedFiles)

    // ── the bundle first when it is cached, so that loading it for an in-process render overlaps the share images
    bundling ??= ensureBundle(code, options.apiUrl, report.log)
    bundling.then((b) => b.buildMs === 0 && warmRenderer(b.renderer, plan.render.length), () => undefined)
    // A bundle that fails stops the share images drawn meanwhile: nothing can be published, and the build reports the
    // failure once they were done (at 40,000 products some two minutes later).
    const bundleFailed = new AbortController()
    bundling.catch(() => bundleFailed.abort(new Error('the page bundle failed')))
    // When the code changed, Vite bundles in a process of its own (~470 MB for ~8 s). Beside a large catalogue's
    // share images, at 100,000 products, the two came to 1.8 GB: such a build bundles first.
    if (pastStepFloor()) await bundleReady()

    // ── share images (the API must still be up for their photos). Many cards take every core first; a few are drawn
    // on a worker while this thread renders the pages.
    let imageBar: Progress | undefined
    drawing = drawShareImages(shares.toDraw, {
      host,
      agent,
      http,
      beside,
      worker: cardWorker,
      signal: bundleFailed.signal,
      warn: report.warn,
      onStart: (total) => (imageBar = report.start('share images', total)),
      onProgress: (n) => imageBar?.tick(n),
    })
    drawing.catch(() => undefined)
    const imagesDrawn = async () => {
      const result = await drawing!.catch(async (error: unknown) => {
        // Stopped for the bundle: its failure is the build's.
        if (bundleFailed.signal.aborted) await bundleReady()
        throw error
      })
      imageBar?.done(`${result.drawn} drawn, ${cardCount - result.drawn} reused`)
      mark(started, 'share images')
      await embedded?.close()
      return result
    }
    const early = beside ? undefined : await imagesDrawn()
    // Drawn: their models are not held through the render (see ShareImagePlan).
    if (early) shares.toDraw = []

    // ── bundle, then render into staging
    const bundle = await bundleReady()
    mark(started, 'bundle ready')
    staging = await (cloning ?? createStaging(out, previous))
    const stage = staging.dir
    mark(started, `staging from ${staging.from}`)
    staging.holds = undefined
    // Every file written or removed, so that the next build can bring this build's base (the spare) level with it.
    const touched = new Set<string>([MANIFEST_FILE])
    const removed = [...plan.removedFiles, ...removedImages, ...removedFiles]
    await removeStaged(stage, removed)
    const bundleAssets = await listFiles(bundle.clientDir)
    // The live site already holds this bundle's files when it was built from the same code.
    const sameBundle = staging.from !== 'empty' && previous?.codeHash === code
    const linkedAssets = sameBundle ? bundleAssets.filter((file) => !existsSync(path.join(stage, file))) : bundleAssets
    await Promise.all(linkedAssets.map((file) => linkStaged(stage, file, path.join(bundle.clientDir, file))))
    // The generated site files go in before the render, so that their text is not held through it (~90 MB at 100,000
    // products: the card and search indexes, the sitemaps, the host's maps); their compressed copies come after.
    await Promise.all(changedFiles.map((file) => writeStaged(stage, file, files.get(file)!)))
    const siteFileNames = [...files.keys()]
    files.clear()
    const renderBar = report.start('render', plan.render.length)
    const renderStarted = performance.now()
    const renderOptions = { renderer: bundle.renderer, stagingDir: stage, fresh: staging.from === 'empty', snapshotFile: snapshotWritten, catalogueSize, commonLinks: previous?.commonLinks, ownShareDone: forgetSnapshot }
    const rendered = await renderPages(plan.render, renderOptions, (n) => renderBar.tick(n)).catch((error: unknown) => {
      throw buildFailure('rendering failed', error)
    })
    const renderMs = performance.now() - renderStarted
    forgetSnapshot()
    renderBar.done(`${Math.round(rendered.length / Math.max(0.001, renderMs / 1000))} pages/s`)
    mark(started, 'rendered')

    // ── share images, site files, retained assets
    const images = early ?? (await imagesDrawn())
    const publishStarted = performance.now()
    await mapLimit(shares.drawn, STAGED_AT_ONCE, (c) => linkStaged(stage, c.file, c.cached))
    for (const c of shares.drawn) imageHashes[c.file] = publishedHash(imageHashes[c.file]!, c)
    collectAfterStep()
    const copies: WrittenCopies = await compressSiteFiles(stage, changedFiles, compressed)
    mark(started, `site files written and compressed: ${changedFiles.join(' ')}`)
    const assets = retainAssets(previous, code, bundleAssets.filter((f) => f.startsWith('assets/')), options.keepAssets)
    await removeStaged(stage, assets.dropped)
    // Older bundles' files kept for open tabs come over from the live site when the staging folder lacks them.
    const carried = assets.kept.slice(1).flatMap((a) => a.files).filter((file) => !existsSync(path.join(stage, file)) && existsSync(path.join(out, file)))
    await Promise.all(carried.map((file) => linkStaged(stage, file, path.join(out, file))))
    for (const page of rendered) {
      const job = renderJob(page.path)
      copies.set(job.htmlFile, page.copies)
    }
    for (const file of [...removed, ...assets.dropped, ...linkedAssets, ...carried, ...changedFiles, ...copies.keys(), ...shares.drawn.map((c) => c.file)]) touched.add(file)

    // ── manifest, verify, swap (the snapshot and record cache, written meanwhile, are part of a complete build)
    await Promise.all([snapshotWritten, httpCacheWritten])
    mark(started, 'snapshot written')
    const listed = staging.from !== 'empty' && touched.size <= TOUCHED_MAX
    const build = { buildId: randomUUID(), basedOn: staging.from === 'empty' ? null : previous!.buildId, touched: listed ? [...touched] : null, policy }
    const shard = options.shard && { ...options.shard, site: siteKey(whole.hashes, shares.siteHashes), sitemap: sitemapDates! }
    collectAfterStep()
    const manifest = { ...nextManifest(previous, plan, rendered, { code, siteUrl: options.siteUrl, now, fileHashes, imageHashes, assets: assets.kept }), fileInputs, inputsKey, skipped, products, ...build, ...(shard ? { shard } : {}) }
    // A build that touched too much to list leaves a copy of itself as the next build's spare (on the other core).
    spareNext = listed ? undefined : `${out}.spare-next-${process.pid}`
    const copying = spareNext ? copyTree(stage, spareNext) : undefined
    copying?.catch(() => undefined)
    // Staged from the live site (or the spare brought level with it), the folder holds every file the live build
    // verified: what is new to this build's list is checked, not the 20,000 files carried over (~50 ms at 10,000).
    const checkedBefore = staging.from === 'empty' ? undefined : previous
    const gone = new Set([...removed, ...assets.dropped, MANIFEST_FILE])
    verifyFiles(stage, [
      ...plan.all.filter((route) => !checkedBefore?.routes[route]).map((route) => renderJob(route).htmlFile),
      ...Object.keys(imageHashes).filter((file) => !checkedBefore?.images[file]),
      ...siteFileNames.filter((file) => !checkedBefore?.files[file]),
      ...keptFiles,
      ...[...touched].filter((file) => !gone.has(file)),
    ])
    verifyCopies(stage, copies, [...removed, ...assets.dropped])
    // The links of pages carried over were checked when they were published, and while nothing was removed they still
    // lead somewhere: then only the pages rendered now are checked (at 10,000 products the whole check is ~0.1 s).
    const carriedOverChecked = staging.from !== 'empty' && !plan.fullReason && removed.length === 0 && assets.dropped.length === 0
    // A shard's pages link to other shares' pages and cards: those are checked by the merge, here only named.
    const elsewhere = options.shard ? [...whole.all, ...Object.keys(shares.siteHashes).map((file) => `/${file}`)] : []
    verifyLinks(stage, new Set([...plan.all, ...elsewhere]), linkOwners(manifest, carriedOverChecked ? new Set(rendered.map((page) => page.path)) : undefined))
    mark(started, 'verified')
    await copying
    // Made once for both folders, as bytes: at 100,000 products it is ~45 MB, and a string per folder and the bytes
    // each write made of it were the cold build's last peak.
    const manifestBytes = Buffer.from(JSON.stringify(manifest))
    await writeStaged(stage, MANIFEST_FILE, manifestBytes)
    if (spareNext) {
      await writeStaged(spareNext, MANIFEST_FILE, manifestBytes)
      await writeStaged(spareNext, SPARE_MARKER, build.buildId)
    }
    await publishSite(stage, out, { previousBuild: previous?.buildId, next: spareNext })
    staging = undefined
    cloning = undefined
    spareNext = undefined
    const publishMs = performance.now() - publishStarted
    const totalMs = performance.now() - started
    report.log(`published ${rendered.length} rendered + ${plan.all.length - rendered.length} reused pages and ${images.drawn} new share images to ${path.relative(process.cwd(), out) || '.'} in ${ms(totalMs)}`)
    return summary(base, false, plan.fullReason, { total: plan.all.length, rendered: rendered.length, removed: plan.removedFiles.length, ms: renderMs, changed: plan.render }, { total: cardCount, drawn: images.drawn, ms: images.ms, missing: images.missingPhotos }, { fetchMs, bundleMs: bundle.buildMs, imagesMs: images.ms, renderMs, publishMs, totalMs })
  } finally {
    await sweeping
    resumeOptimising()
    for (const close of closeAfterBuild) close()
    await bundling?.catch(() => undefined)
    await drawing?.catch(() => undefined)
    cardWorker?.stop()
    await agent.close().catch(() => undefined)
    await embedded?.close().catch(() => undefined)
    if (!staging && cloning) staging = await cloning.catch(() => undefined)
    if (staging && !(await setStagingAside(out, staging))) removeInBackground(staging.dir)
    if (spareNext) removeInBackground(spareNext)
  }
}

/** Whether a manifest's shard (none: a whole site) is the one this build makes. */
function sameShard(made: Shard | undefined, wanted: Shard | undefined): boolean {
  return (made?.index ?? 0) === (wanted?.index ?? 0) && (made?.count ?? 0) === (wanted?.count ?? 0)
}

function unchangedSummary(previous: BuildManifest, options: BuildOptions, out: string, fetchMs: number, started: number, report: Reporter): BuildSummary {
  const totalMs = performance.now() - started
  report.log(`nothing changed since the last build: ${out} left as it is (${ms(totalMs)})`)
  const base = { host: options.host ?? 'embedded', out, products: previous.products, skipped: previous.skipped }
  const pages = Object.keys(previous.routes).length
  const images = Object.keys(previous.images).length
  return summary(base, true, null, { total: pages, rendered: 0, removed: 0, ms: 0 }, { total: images, drawn: 0, ms: 0, missing: [] }, { fetchMs, bundleMs: 0, imagesMs: 0, renderMs: 0, publishMs: 0, totalMs })
}

function buildFailure(what: string, error: unknown): VitrineError {
  if (error instanceof VitrineError) return error
  return new VitrineError(`${what}: ${(error as Error).message.split('\n')[0]}`, {
    exitCode: EXIT.build,
    suggestion: 'the previous output was left as it was; rerun with VITRINE_DEBUG=1 for details',
    cause: error,
  })
}

/** This bundle's assets plus those of the few bundles before it; anything older is dropped from the site. */
function retainAssets(previous: BuildManifest | undefined, code: string, files: string[], keep: number) {
  const kept = [{ codeHash: code, files }, ...(previous?.assets ?? []).filter((a) => a.codeHash !== code)].slice(0, Math.max(1, keep))
  const live = new Set(kept.flatMap((a) => a.files))
  const dropped = (previous?.assets ?? []).flatMap((a) => a.files).filter((file) => !live.has(file))
  return { kept, dropped }
}

function nextManifest(
  previous: BuildManifest | undefined,
  plan: ReturnType<typeof planRender>,
  rendered: RenderedPage[],
  next: { code: string; siteUrl: string; now: string; fileHashes: Record<string, string>; imageHashes: Record<string, string>; assets: BuildManifest['assets'] },
): BuildManifest {
  const old = previous ?? emptyManifest()
  const fresh = new Map(rendered.map((page) => [page.path, page]))
  const common = fresh.get(NOT_FOUND_ROUTE)?.links ?? old.commonLinks
  const commonSet = new Set(common)
  const routes: BuildManifest['routes'] = {}
  for (const route of plan.all) {
    const page = fresh.get(route)
    const before = old.routes[route]
    const hash = plan.hashes.get(route)!
    routes[route] = page
      ? { hash, changedAt: before?.hash === hash ? before.changedAt : next.now, links: page.links.filter((l) => !commonSet.has(l)) }
      : before!
  }
  return { ...emptyManifest(), builtAt: next.now, codeHash: next.code, siteUrl: next.siteUrl, layoutHash: plan.layoutHash, routes, commonLinks: common, images: next.imageHashes, files: next.fileHashes, assets: next.assets }
}

/** Every distinct internal link of the site (or of the `only` routes) and one page it appears on. */
function linkOwners(manifest: BuildManifest, only?: ReadonlySet<string>): Map<string, string> {
  const owners = new Map<string, string>()
  for (const link of manifest.commonLinks) owners.set(link, 'every page')
  for (const route of only ?? Object.keys(manifest.routes)) for (const link of manifest.routes[route]?.links ?? []) if (!owners.has(link)) owners.set(link, route)
  return owners
}

/** The summary's skipped records and missing photos, each cut to PROBLEMS_LISTED, with the whole count when cut. */
export function problemLists(skipped: readonly SkippedRecord[], missingPhotos: readonly string[]): Pick<BuildSummary, 'skipped' | 'skippedTotal' | 'missingPhotosTotal'> & { missingPhotos: string[] } {
  return {
    skipped: skipped.slice(0, PROBLEMS_LISTED),
    ...(skipped.length > PROBLEMS_LISTED ? { skippedTotal: skipped.length } : {}),
    missingPhotos: missingPhotos.slice(0, PROBLEMS_LISTED),
    ...(missingPhotos.length > PROBLEMS_LISTED ? { missingPhotosTotal: missingPhotos.length } : {}),
  }
}

function summary(
  base: Pick<BuildSummary, 'host' | 'out' | 'products' | 'skipped'>,
  unchanged: boolean,
  fullRender: string | null,
  pages: { total: number; rendered: number; removed: number; ms: number; changed?: readonly string[] },
  images: { total: number; drawn: number; ms: number; missing: string[] },
  timings: BuildSummary['timings'],
): BuildSummary {
  const rate = (n: number, t: number) => (t > 0 ? Math.round((n / t) * 1000 * 10) / 10 : 0)
  const { missingPhotos, ...problems } = problemLists(base.skipped, images.missing)
  return {
    ok: true,
    ...base,
    ...problems,
    unchanged,
    fullRender,
    pages: { total: pages.total, rendered: pages.rendered, reused: pages.total - pages.rendered, removed: pages.removed, perSecond: rate(pages.rendered, pages.ms), changedRoutes: (pages.changed ?? []).slice(0, CHANGED_ROUTES_LISTED) },
    images: { total: images.total, drawn: images.drawn, reused: images.total - images.drawn, perSecond: rate(images.drawn, images.ms), missingPhotos },
    timings: Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, Math.round(v)])) as BuildSummary['timings'],
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }
}

