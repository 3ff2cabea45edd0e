/**
 * Render step: the chosen routes are rendered by worker threads from the built server bundle straight into the
 * staging folder. The pages read the snapshot (VITRINE_SNAPSHOT_DIR) and the site URL (VITRINE_SITE_URL), which the
 * workers inherit from this process's environment.
 */
import { ACCOUNT_STATIC_ROUTES } from '../../data/account/routes'
import { isProductPath } from '../../data/catalogue/paths'
import { htmlFileFor } from '../../data/catalogue/routes'
import { SEARCH_SHELL_PATH } from '../../data/catalogue/searchRoutes'
import { availableParallelism } from 'node:os'
import { collect, pastStepFloor } from '../workers/heap.mjs'
import { runPool } from '../workers/pool'

/** The 404 page is rendered from a path no route serves and written to `/404.html`. */
export const NOT_FOUND_ROUTE = '/404'
const NOT_FOUND_URL = '/__vitrine_not_found__'

export interface RenderJob {
  path: string
  url: string
  htmlFile: string
  is404: boolean
}

export interface RenderShared {
  /** The bundle's renderer module (Bundle.renderer). */
  renderer: string
  stagingDir: string
  /** A new, empty staging folder: no hard links to break before writing. */
  fresh: boolean
  /**
   * The layout's links, which every page has (the 404 page's): left out of each page's result, as the manifest keeps
   * them once for the whole site. A result for each of 100,000 pages holding its hundred-odd menu and footer links was
   * some 300 MB of the build thread's memory to the end of the render.
   */
  commonLinks?: readonly string[]
}

/**
 * This process renders from the snapshot it was handed; worker threads read the snapshot file, so they start once it
 * is written (`snapshotFile`).
 */
export interface RenderOptions extends RenderShared {
  snapshotFile: Promise<unknown>
  /** Products in the catalogue: a worker's start-up grows with it (see workerWorth). */
  catalogueSize: number
  /**
   * Told when this thread has rendered every page it will, the workers rendering the rest: what only its own pages
   * read (the catalogue's index) can go then.
   */
  ownShareDone?: () => void
}

export interface RenderedPage {
  path: string
  links: string[]
  bytes: number
  /** The compressed copies written of the page's HTML (bit mask: 1 Brotli, 2 gzip). */
  copies: number
}

/** The shells every build renders besides the catalogue routes: the account area, the search page and the 404. */
export function shellRoutes(): string[] {
  return [...ACCOUNT_STATIC_ROUTES, SEARCH_SHELL_PATH, NOT_FOUND_ROUTE]
}

/**
 * A route's page is one HTML file, its data inline: the shop routes on the server (pages/+config.ts), so no browser
 * asks for vike's `index.pageContext.json`, and none is written (at 100,000 products, 300,000 files fewer with their
 * compressed copies, and a JSON parse, stringify and two compressions fewer per page).
 */
export function renderJob(route: string): RenderJob {
  if (route === NOT_FOUND_ROUTE) return { path: route, url: NOT_FOUND_URL, htmlFile: '404.html', is404: true }
  return { path: route, url: route, htmlFile: htmlFileFor(route), is404: false }
}

/** Files a route owns in the published site. */
export function routeFiles(route: string): string[] {
  return [renderJob(route).htmlFile]
}

/**
 * This process renders a share of the pages itself (it already holds the parsed snapshot) and worker threads the
 * rest, one per remaining core: each worker parses its own copy of the snapshot, which costs memory and start-up,
 * so a handful of changed pages are rendered here alone.
 */
const IN_PROCESS_MAX = 40

/** Pages per thread below which a render worker is not worth its start-up (its thread and the bundle). */
const PAGES_PER_THREAD = 60

/**
 * Product pages left to render that are worth starting a render worker for. Its start-up parses every product's
 * summary from the record cache (data/build/catalogueIndex.ts `indexFromFiles`): at 100,000 products 2–3 s and ~400 MB,
 * in which this thread renders some 70–200 product pages.
 */
const workerWorth = (catalogueSize: number) => Math.max(PAGES_PER_THREAD, Math.ceil(catalogueSize / 500))

/** Whether this many pages are rendered in this process alone. */
export const rendersInProcess = (routeCount: number) => routeCount <= IN_PROCESS_MAX

/** Threads worth rendering this many pages on (this one and workers). */
const renderThreads = (pageCount: number) => Math.min(availableParallelism(), Math.ceil(pageCount / PAGES_PER_THREAD))

/**
 * The one rule for render workers: `pageCount` pages to render, `productPages` of them product pages still to take
 * (workers render product pages only). renderPages asks it when the snapshot file is ready; the plan asks it ahead
 * (rendersAlone), with every product page still to take.
 */
const workersWanted = (pageCount: number, productPages: number, catalogueSize: number) =>
  !rendersInProcess(pageCount) && renderThreads(pageCount) > 1 && productPages >= workerWorth(catalogueSize)

/**
 * Product pages from which a large catalogue's build thread leaves them all to render workers, one per core. That
 * thread holds the whole catalogue's index and plan (~600 MB at 100,000 products): each page it rendered grew its heap,
 * and each forced collection of it cost ~0.85 s, so that a full render held ~1 GB of heap on this thread alone. A worker
 * holds the lean index of the pages it renders (data/build/catalogueIndex.ts), so its collections are cheap.
 */
const COORDINATED_FROM = 5000

/**
 * Whether this thread renders only the pages workers cannot (the listings and shells), and workers every product
 * page: `largeHeap`, this thread's heap is a large catalogue's (heap.mjs `pastStepFloor`).
 */
export const leavesProductPagesToWorkers = (routes: readonly string[], catalogueSize: number, largeHeap = pastStepFloor()) => {
  const productPages = routes.filter(isProductPath).length
  return largeHeap && productPages >= COORDINATED_FROM && workersWanted(routes.length, productPages, catalogueSize)
}

/** Whether these routes will be rendered by this thread alone: too few of them for a render worker (renderPages). */
export const rendersAlone = (routes: readonly string[], catalogueSize: number) => !workersWanted(routes.length, routes.filter(isProductPath).length, catalogueSize)

/**
 * Starts loading the renderer and the server bundle while the build does other work (share images), when the pages
 * will be rendered in this process: importing the bundle is most of the cost of rendering a handful of pages.
 * Module loading is cached, so renderPages then finds them loaded; a failure here surfaces there.
 */
export function warmRenderer(renderer: string, routeCount: number): void {
  if (routeCount === 0 || !rendersInProcess(routeCount)) return
  import(new URL('../workers/renderCore.mjs', import.meta.url).href)
    .then(({ loadRenderer }: { loadRenderer: (file: string) => Promise<unknown> }) => loadRenderer(renderer))
    .catch(() => undefined)
}

export async function renderPages(routes: string[], { snapshotFile, catalogueSize, ownShareDone, ...options }: RenderOptions, onProgress?: (done: number) => void): Promise<RenderedPage[]> {
  const jobs = routes.map(renderJob)
  const { renderRoutes, takeInTurn, withOwnLinks } = (await import(new URL('../workers/renderCore.mjs', import.meta.url).href)) as typeof import('../workers/renderCore.mjs')
  const tick = (n: number) => onProgress?.(n)
  // A 404 page rendered now is the layout as it is now: it goes first, and its links are the ones every page has.
  const notFound = jobs.findIndex((job) => job.is404)
  const first = notFound >= 0 ? await renderRoutes(jobs.splice(notFound, 1), options, tick) : []
  const shared: RenderShared = { ...options, commonLinks: first[0]?.links ?? options.commonLinks }
  if (rendersInProcess(jobs.length)) return [...first, ...(await renderRoutes(jobs, shared, tick))]
  // Workers render product pages only, and their index holds what those read (data/build/catalogueIndex.ts): this
  // thread, which holds the whole index, renders the listings and the rest, then takes product pages from the queue
  // the workers take theirs from, so that every thread works to the end of the step.
  const threads = renderThreads(jobs.length)
  const products = jobs.filter((job) => isProductPath(job.path))
  const rest = jobs.filter((job) => !isProductPath(job.path))
  const taken = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT))
  const coordinating = leavesProductPagesToWorkers(routes, catalogueSize)
  function* here() {
    yield* rest
    if (!coordinating) yield* takeInTurn(products, taken)
  }
  const mine = renderRoutes(here(), shared, tick)
  const workers = () => runPool<RenderJob, RenderedPage>(new URL('../workers/renderWorker.mjs', import.meta.url), products, { workers: coordinating ? threads : threads - 1, shared, queue: taken, onProgress: tick, receive: withOwnLinks })
  const rendered = coordinating
    ? // The workers start once this thread has rendered its share and collected its garbage: what it carries into the
      // render (the plan's, the site files' bytes, its share's pages: ~190 MB at 100,000 products) was otherwise
      // collected minutes later, for it renders nothing more, and the workers' start came on top of it, the build's peak.
      Promise.all([mine, snapshotFile]).then(() => {
        ownShareDone?.()
        collect()
        return workers()
      })
    : // Workers start once the snapshot file is written, when enough product pages are left for them: at 100,000
      // products, after a 20-product edit, a worker started for the last 60 or so rendered 1 of 73 pages, and its
      // start-up took the build to 1,620 MB.
      snapshotFile.then(() => (workersWanted(jobs.length, products.length - Atomics.load(taken, 0), catalogueSize) ? workers() : []))
  const [own, theirs] = await Promise.all([mine, rendered])
  return [...first, ...own, ...theirs]
}
