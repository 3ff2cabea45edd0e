/**
 * Share image step: one 1200×630 PNG per product, category and article. Each card is stored in `.cache/og` under a
 * hash of its model (what it shows), so a rebuild draws only cards whose inputs changed; everything else is a cache
 * hit. Photos are fetched once per distinct URL and kept in the same cache.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ProductMemo } from '../../data/build/productMemo'
import { hashOf } from '../../data/build/routeInputs'
import { SHARE_CARD_VERSION, type CatalogueCard, type ShareCard } from '../../data/seo/shareCards'
import { PROJECT_ROOT } from '../runtime'
import { withoutPhoto } from './manifest'
import { photoType } from './photoType'
import { runPool, type StartedWorker, workerCount } from '../workers/pool'
import { getBody, HttpError, type Agent, type HttpOptions } from './httpClient'

/** Shared by every output folder; VITRINE_CARD_CACHE moves it (the build benchmark measures a cold cache). */
export const CARD_CACHE = path.resolve(process.env.VITRINE_CARD_CACHE ?? path.join(PROJECT_ROOT, '.cache', 'og'))
const PHOTO_CACHE = path.join(CARD_CACHE, 'photos')

/**
 * Up to this many cards are drawn in this process (a worker's start-up costs more than drawing them), or on one
 * worker beside the render when the build has other work to do meanwhile (`beside`).
 */
export const IN_PROCESS_MAX = 10

export const SHARE_IMAGE_WORKER = new URL('../workers/shareImageWorker.ts', import.meta.url)

/**
 * Cards handed to a worker at a time (about ten seconds of its drawing). Handed its half whole, each worker of a
 * 100,000-product cold build held a copy of ~47,000 cards' models, and the two copies at the step's start were its
 * peak.
 */
const CARDS_PER_PART = 1000

export interface ImageJob {
  card: ShareCard
  photoFile: string | null
  out: string
}

/** A card of the site as planned: its site file (as ShareCard.file), its hash, and its model, made when it is drawn. */
export interface PlannedCard {
  file: string
  hash: string
  model: () => ShareCard
}

/** A card to draw: its model and hash, and its drawing. */
export interface CardToDraw {
  card: ShareCard
  hash: string
  /**
   * Its site file (no leading slash) and its drawing in the card cache. One object, kept after the card's model is let
   * go (ShareImagePlan.drawn): a card drawn without its photo is drawn under another name (drawShareImages), and the
   * build links the name it was drawn under.
   */
  drawing: CardDrawing
}

export interface CardDrawing {
  file: string
  cached: string
}

/** How a drawing made without its card's photo ends, in the card cache (the manifest's mark is manifest.ts withoutPhoto). */
const DRAWN_WITHOUT_PHOTO = '-nophoto.png'

/** A card drawn without its photo is drawn under another name than the plan's, which names a drawing with it. */
export function drawWithoutPhoto(drawing: CardDrawing): void {
  drawing.cached = drawing.cached.replace(/\.png$/, DRAWN_WITHOUT_PHOTO)
}

/** The hash the manifest keeps for a card drawn now: marked when it was drawn without its photo (manifest.ts withoutPhoto). */
export const publishedHash = (hash: string, drawing: CardDrawing, day = today()) => (drawing.cached.endsWith(DRAWN_WITHOUT_PHOTO) ? withoutPhoto(hash, day) : hash)

/** The drawing code is part of every card's inputs: changing the design redraws every card once. */
export function drawingHash(): string {
  const files = ['cardDrawing.ts', 'drawCards.ts', 'photoType.ts', '../../data/reviews/images.ts'].map((f) => readFileSync(new URL(f, import.meta.url), 'utf8'))
  return hashOf([SHARE_CARD_VERSION, ...files])
}

/**
 * `memo`: products' card hashes from an earlier build (data/build/productMemo.ts), made with its drawing hash. A card's
 * model is made only when its hash is not known (and again for the few cards drawn).
 */
export function planCards(cards: readonly CatalogueCard[], memo = new ProductMemo({ reviews: null, drawing: drawingHash() })): PlannedCard[] {
  const { drawing } = memo.context
  return cards.map((card) => {
    const hash = card.kind === 'product' ? memo.share(card.id, () => hashOf([drawing, card.model()])) : hashOf([drawing, card.model()])
    return { file: card.file, hash, model: card.model }
  })
}

/**
 * What a build keeps of its share cards' plan to the end: each card file's hash (the manifest's `images`), the cards
 * to draw and where each drawn one goes. The cards' models (names, prices, photos: ~85 MB of heap at 100,000
 * products) are held only in `toDraw`, which the build lets go once they are drawn, not through the render.
 */
export interface ShareImagePlan {
  /** Site file (no leading slash) → hash, for the cards this build makes. */
  hashes: Record<string, string>
  /** The plan's hash of every card of the site: a shard makes a share of them (`hashes`), and names the rest. */
  siteHashes: Record<string, string>
  toDraw: CardToDraw[]
  /** Each card of `toDraw`: its site file and its drawing in the card cache, linked into the site once drawn. */
  drawn: CardDrawing[]
  /** Site files of the last build's cards that this one no longer has. */
  removed: string[]
}

/**
 * The plan of `planned` (every card of the site), of which `mine` are this build's, against the last build's images.
 * `day` (YYYY-MM-DD, UTC): a card the last build kept as drawn without its photo on another day is drawn again.
 */
export function shareImagePlan(planned: readonly PlannedCard[], previous: Record<string, string> | undefined, mine?: (file: string) => boolean, day = today()): ShareImagePlan {
  const hashes: Record<string, string> = {}
  const siteHashes: Record<string, string> = mine ? {} : hashes
  const toDraw: CardToDraw[] = []
  for (const c of planned) {
    const file = c.file.slice(1)
    if (mine) {
      siteHashes[file] = c.hash
      if (!mine(c.file)) continue
    }
    const kept = previous?.[file]
    if (kept === c.hash || kept === withoutPhoto(c.hash, day)) {
      hashes[file] = kept
      continue
    }
    hashes[file] = c.hash
    toDraw.push({ card: c.model(), hash: c.hash, drawing: { file, cached: path.join(CARD_CACHE, `${c.hash}.png`) } })
  }
  const removed = Object.keys(previous ?? {}).filter((file) => !(file in hashes))
  return { hashes, siteHashes, toDraw, drawn: toDraw.map((c) => c.drawing), removed }
}

const today = () => new Date().toISOString().slice(0, 10)

export interface DrawResult {
  drawn: number
  reused: number
  /** Photos that could not be fetched; their cards were drawn without a photo. */
  missingPhotos: string[]
  ms: number
}

export async function drawShareImages(
  planned: CardToDraw[],
  options: {
    host: string
    agent: Agent
    http: HttpOptions
    warn: (line: string) => void
    onStart?: (total: number) => void
    onProgress?: (done: number) => void
    /** The caller renders pages meanwhile: the cards are drawn on one worker thread, beside this one. */
    beside?: boolean
    /** A worker of this step started ahead (shareImageWorker), taken as the first worker or stopped. */
    worker?: StartedWorker
    /** Stops the drawing (its workers) when the build has failed elsewhere: the cards drawn so far stay in the cache. */
    signal?: AbortSignal
  },
): Promise<DrawResult> {
  const started = performance.now()
  const todo = planned.filter((p) => !existsSync(p.drawing.cached))
  options.onStart?.(todo.length)
  const inProcess = todo.length <= IN_PROCESS_MAX && !options.beside
  if (todo.length === 0 || inProcess) options.worker?.stop()
  if (todo.length === 0) return { drawn: 0, reused: planned.length, missingPhotos: [], ms: performance.now() - started }
  await mkdir(PHOTO_CACHE, { recursive: true })
  const photoFiles = await fetchPhotos([...new Set(todo.flatMap((p) => (p.card.photo ? [p.card.photo] : [])))], options)
  options.signal?.throwIfAborted()
  const jobs = todo.map((p): ImageJob => {
    const photoFile = p.card.photo ? (photoFiles.get(p.card.photo) ?? null) : null
    // A card drawn without its photo is kept under another name: its drawing with the photo is another file, which a
    // build on a later day (publishedHash) tries to make again.
    if (p.card.photo && !photoFile) drawWithoutPhoto(p.drawing)
    return { card: p.card, photoFile, out: p.drawing.cached }
  })
  // Cards of one photo go to one worker, which draws that photo's panel once (see drawCards.ts).
  jobs.sort((a, b) => ((a.photoFile ?? '') < (b.photoFile ?? '') ? -1 : (a.photoFile ?? '') > (b.photoFile ?? '') ? 1 : 0))
  let undrawable: string[]
  if (inProcess) undrawable = await (await import('./drawCards')).drawCards(jobs, (n) => options.onProgress?.(n))
  else {
    const started = options.worker ? [options.worker] : []
    undrawable = await runPool<ImageJob, string>(SHARE_IMAGE_WORKER, jobs, { workers: options.beside ? 1 : workerCount(jobs.length, 20), shared: null, onProgress: options.onProgress, split: 'contiguous', started, part: CARDS_PER_PART, signal: options.signal })
  }
  const unusable = await keptWithoutPhotos(todo, photoFiles, new Set(undrawable))
  const missingPhotos = [...photoFiles].filter(([url, file]) => !file || unusable.has(url)).map(([url]) => url)
  return { drawn: todo.length, reused: planned.length - todo.length, missingPhotos, ms: performance.now() - started }
}

/**
 * The cards of photos fetched but not drawable (drawCards: a JPEG cut short, of an image type by its first bytes) were
 * drawn with a plain panel under the name of their drawing with the photo: they are renamed as drawn without it, so
 * that a build on a later day draws them again, and the photo is taken out of the photo cache, so that it is fetched
 * again then (the host may have the whole file by then). Answers those photos' addresses.
 */
async function keptWithoutPhotos(todo: readonly CardToDraw[], photoFiles: ReadonlyMap<string, string | null>, undrawable: ReadonlySet<string>): Promise<Set<string>> {
  // Nearly every build draws every photo it has: the photo list (one per product, at a cold build) is not searched then.
  if (undrawable.size === 0) return new Set()
  const unusable = new Set([...photoFiles].filter(([, file]) => file !== null && undrawable.has(file)).map(([url]) => url))
  // Two cards alike (same hash) were drawn into one file: it is renamed once.
  const renamed = new Set<string>()
  for (const p of todo) {
    if (!p.card.photo || !unusable.has(p.card.photo)) continue
    const drawnAs = p.drawing.cached
    drawWithoutPhoto(p.drawing)
    if (!renamed.has(drawnAs)) await rename(drawnAs, p.drawing.cached)
    renamed.add(drawnAs)
  }
  await Promise.all([...undrawable].map((file) => rm(file, { force: true })))
  return unusable
}

/**
 * Photos in a row that a host did not answer at all (a timeout, a refused or reset connection) before the rest of its
 * photos are not asked for in this build. A media host that hangs would otherwise hold the build up by the timeout
 * for each of its photos, eight at a time: at 100,000 products, days. Their cards are drawn without their photos, and
 * a build on a later day tries again (manifest.ts withoutPhoto).
 */
export const HOST_SILENCES_MAX = 8

/**
 * Where a photo is fetched from: a path (/media/…) on the shop API's host, else its own address (one without a scheme
 * takes the API's); none for another scheme (data:, javascript:) or an address that is none.
 */
export function photoAddress(url: string, host: string): string | undefined {
  if (url.trim() === '') return undefined
  try {
    const address = new URL(/^\/(?!\/)/.test(url) ? host + url : url, host)
    return address.protocol === 'http:' || address.protocol === 'https:' ? address.href : undefined
  } catch {
    return undefined
  }
}

/** Fetches each photo once into the photo cache; a photo that cannot be read maps to null (the card has no photo). */
async function fetchPhotos(urls: string[], options: { host: string; agent: Agent; http: HttpOptions; warn: (line: string) => void }): Promise<Map<string, string | null>> {
  const files = new Map<string, string | null>()
  /** Per host: the photos it did not answer, in a row. */
  const silences = new Map<string, number>()
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!
      const ext = path.extname(new URL(url, 'http://x').pathname).toLowerCase() || '.img'
      const file = path.join(PHOTO_CACHE, `${hashOf(url)}${ext}`)
      if (existsSync(file)) {
        files.set(url, file)
        continue
      }
      const address = photoAddress(url, options.host)
      if (!address) {
        options.warn(`warning: share-card photo ${url} unavailable (not an http or https address); drawing the card without it`)
        files.set(url, null)
        continue
      }
      const host = new URL(address).origin
      if ((silences.get(host) ?? 0) >= HOST_SILENCES_MAX) {
        files.set(url, null)
        continue
      }
      try {
        const body = await getBody(address, options.agent, { ...options.http, retries: Math.min(options.http.retries, 1) })
        silences.set(host, 0)
        // Kept only when it is an image the card can show: not an error page answered with 200, nor an AVIF.
        if (!photoType(body)) throw new Error(body.length === 0 ? 'an empty answer' : 'not a JPEG, PNG, GIF, WebP or SVG image')
        const temp = `${file}.${process.pid}.tmp`
        await writeFile(temp, body)
        await rename(temp, file)
        files.set(url, file)
      } catch (error) {
        files.set(url, null)
        // An answer, even a 404 or a page that is not an image, is no silence.
        const silenced = error instanceof HttpError && error.status === undefined ? (silences.get(host) ?? 0) + 1 : 0
        silences.set(host, silenced)
        if (silenced > HOST_SILENCES_MAX) continue
        options.warn(`warning: share-card photo ${url} unavailable (${(error as Error).message}); drawing the card without it`)
        if (silenced === HOST_SILENCES_MAX) options.warn(`warning: ${host} answered none of the last ${HOST_SILENCES_MAX} photos asked of it; its other photos are not asked for in this build, and their cards are drawn without them`)
      }
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return files
}
