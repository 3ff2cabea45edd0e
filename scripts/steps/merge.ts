/**
 * `vitrine build:merge`: publishes the union of the shards' artifacts (`build:catalog --shard i/n`) as one site, as a
 * single build of the same catalogue would have published it. Every shard's artifact holds its share of the pages
 * and share cards, and the files every share has (the site files: sitemap and its index, card and search indexes,
 * host rules; the bundle's assets), which must be byte-for-byte alike in all of them. The merge checks that the
 * shares are all there, once each, of one site (shards.ts `siteKey`), made by the same code from the same
 * catalogue; stages the union beside the published site (from the spare or a copy, as a build does), removes what
 * the site no longer has, writes the whole site's manifest (the next build, sharded or not, is incremental from it),
 * verifies every page, card and link, and swaps it in. Any failure leaves the published site as it was.
 */
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import glob from 'fast-glob'
import { EXIT, VitrineError } from '../errors'
import { ms, type Reporter } from '../progress'
import { emptyManifest, MANIFEST_FILE, plannedCardHash, readManifest, type BuildManifest } from './manifest'
import { publishSite, verifyFiles, verifyLinks } from './publish'
import { renderJob } from './renderPages'
import { hashOf } from '../../data/build/routeInputs'
import { compressSiteFiles } from './compress'
import { describeShard, siteKey } from './shards'
import { contentKey, sitemapFiles, sitemapKeys } from './siteFiles'
import { createStaging, linkStaged, removeInBackground, removeStaged, writeStaged, type Staging } from './stage'

const run = promisify(execFile)

export interface MergeOptions {
  out: string
  artifacts: string[]
  /** How many bundles' hashed assets stay published for open tabs (see build:catalog). */
  keepAssets: number
}

export interface MergeSummary {
  ok: true
  out: string
  shards: number
  pages: { total: number; changed: number; removed: number }
  images: { total: number }
  timings: { mergeMs: number }
}

const failed = (message: string, suggestion = 'the published site was left as it was; rerun the failed shard, then the merge') =>
  new VitrineError(message, { exitCode: EXIT.build, suggestion })

/** Each artifact's manifest, checked to be the n shares of one site. */
async function readShares(artifacts: string[]): Promise<BuildManifest[]> {
  const shares = await Promise.all(
    artifacts.map(async (dir) => {
      const manifest = await readManifest(path.resolve(dir))
      // A shard that failed published nothing: its folder holds no artifact, or an older one of another site.
      if (!manifest?.shard) throw failed(`${dir} holds no shard artifact (its shard failed, or did not run)`)
      return manifest
    }),
  )
  const count = shares[0]!.shard!.count
  const first = shares[0]!
  const seen = new Map<number, string>()
  shares.forEach((share, i) => {
    const shard = share.shard!
    const dir = artifacts[i]!
    if (shard.count !== count) throw failed(`${dir} is shard ${describeShard(shard)}, but ${artifacts[0]} is one of ${count}`)
    if (seen.has(shard.index)) throw failed(`${dir} and ${seen.get(shard.index)} are both shard ${describeShard(shard)}`)
    seen.set(shard.index, dir)
    if (share.codeHash !== first.codeHash || share.siteUrl !== first.siteUrl || share.layoutHash !== first.layoutHash || shard.site !== first.shard!.site) {
      throw failed(`${dir} and ${artifacts[0]} are shares of different sites (other code, site URL or catalogue): build every shard from one catalogue`)
    }
    if (JSON.stringify(share.files) !== JSON.stringify(first.files) || JSON.stringify(shard.sitemap) !== JSON.stringify(first.shard!.sitemap)) {
      throw failed(`${dir} and ${artifacts[0]} made different site files: build every shard from one catalogue`)
    }
  })
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !seen.has(index))
  if (missing.length > 0) throw failed(`shard${missing.length > 1 ? 's' : ''} ${missing.map((index) => `${index}/${count}`).join(', ')} missing: pass every shard's artifact`)
  return shares
}

export async function mergeShards(options: MergeOptions, report: Reporter): Promise<MergeSummary> {
  const started = performance.now()
  const out = path.resolve(options.out)
  const artifacts = options.artifacts.map((dir) => path.resolve(dir))
  const shares = await readShares(artifacts)
  const previous = await readManifest(out).then((manifest) => (manifest?.shard ? undefined : manifest))
  const ids = [...shares].sort((a, b) => a.shard!.index - b.shard!.index).map((share) => share.buildId)
  if (previous?.mergedFrom && JSON.stringify(previous.mergedFrom) === JSON.stringify(ids) && existsSync(out)) {
    const mergeMs = performance.now() - started
    report.log(`nothing changed since the last merge: ${out} left as it is (${ms(mergeMs)})`)
    const pages = Object.keys(previous.routes).length
    return { ok: true, out, shards: shares.length, pages: { total: pages, changed: 0, removed: 0 }, images: { total: Object.keys(previous.images).length }, timings: { mergeMs: Math.round(mergeMs) } }
  }

  // The whole site's manifest: each share's routes and cards; the rest is every share's alike.
  const routes: BuildManifest['routes'] = {}
  const images: BuildManifest['images'] = {}
  let commonLinks: string[] = []
  for (const share of shares) {
    Object.assign(routes, share.routes)
    Object.assign(images, share.images)
    if (share.commonLinks.length > commonLinks.length) commonLinks = share.commonLinks
  }
  // The shards' site key is made from the plan's card hashes; a card drawn without its photo is kept under a mark.
  const plannedImages = Object.fromEntries(Object.entries(images).map(([file, hash]) => [file, plannedCardHash(hash)]))
  if (siteKey(Object.fromEntries(Object.entries(routes).map(([route, record]) => [route, record.hash])), plannedImages) !== shares[0]!.shard!.site) {
    throw failed('the shards do not add up to the site they were made for (a page or card is missing, or made twice)')
  }
  const now = new Date().toISOString()
  for (const [route, record] of Object.entries(routes)) {
    const before = previous?.routes[route]
    // A page the live site already had as it is keeps the date it last changed (the sitemap's lastmod reads it).
    routes[route] = before?.hash === record.hash ? { ...record, changedAt: before.changedAt } : record
  }
  const { shard: _shard, ...first } = shares[0]!
  const assets = keptAssets(previous, first.assets, options.keepAssets)

  let staging: Staging | undefined
  try {
    // The union is laid out in a fresh folder beside the site, so no file of the live site (a page's compressed copy
    // that its new version no longer has) outlives its share; only the older bundles' assets come over from it.
    staging = await createStaging(out, undefined)
    const stage = staging.dir
    for (const dir of artifacts) await overlay(dir, stage)
    await removeStaged(stage, [MANIFEST_FILE])
    // The sitemap: each URL dated by the catalogue, or by when the whole site last saw its page change.
    const urls = (shares[0]!.shard!.sitemap ?? []).map(([route, lastmod]) => ({ path: route, lastmod: lastmod ?? routes[route]?.changedAt ?? now }))
    const sitemap = await sitemapFiles(first.siteUrl, urls)
    await Promise.all([...sitemap].map(([file, content]) => writeStaged(stage, file, content)))
    await compressSiteFiles(stage, [...sitemap.keys()])
    const files = { ...first.files, ...Object.fromEntries([...sitemap].map(([file, content]) => [file, hashOf(contentKey(file, content))])) }
    const fileInputs = { ...first.fileInputs, ...sitemapKeys(first.codeHash, first.siteUrl, urls) }
    const carried = assets.kept.slice(1).flatMap((a) => a.files).filter((file) => !existsSync(path.join(stage, file)) && existsSync(path.join(out, file)))
    await Promise.all(carried.map((file) => linkStaged(stage, file, path.join(out, file))))
    const manifest: BuildManifest = {
      ...emptyManifest(),
      ...first,
      builtAt: now,
      buildId: randomUUID(),
      basedOn: null,
      // Made afresh: the next build copies the site rather than bring a spare level with it.
      touched: null,
      routes,
      commonLinks,
      images,
      files,
      fileInputs,
      assets: assets.kept,
      skipped: first.skipped,
      mergedFrom: ids,
    }
    verifyFiles(stage, [
      ...Object.keys(routes).flatMap((route) => [renderJob(route).htmlFile]),
      ...Object.keys(images),
      ...Object.keys(files),
      ...assets.kept.flatMap((a) => (a.codeHash === first.codeHash ? a.files : [])),
    ])
    const owners = new Map<string, string>(commonLinks.map((link) => [link, 'every page']))
    for (const [route, record] of Object.entries(routes)) for (const link of record.links) if (!owners.has(link)) owners.set(link, route)
    verifyLinks(stage, new Set(Object.keys(routes)), owners)
    await writeStaged(stage, MANIFEST_FILE, JSON.stringify(manifest))
    await publishSite(stage, out, { previousBuild: previous?.buildId })
    staging = undefined
    const changed = Object.keys(routes).filter((route) => previous?.routes[route]?.hash !== routes[route]!.hash).length
    const mergeMs = performance.now() - started
    report.log(`merged ${shares.length} shards: ${Object.keys(routes).length} pages (${changed} new or changed) and ${Object.keys(images).length} share images published to ${path.relative(process.cwd(), out) || '.'} in ${ms(mergeMs)}`)
    return {
      ok: true,
      out,
      shards: shares.length,
      pages: { total: Object.keys(routes).length, changed, removed: Object.keys(previous?.routes ?? {}).filter((route) => !routes[route]).length },
      images: { total: Object.keys(images).length },
      timings: { mergeMs: Math.round(mergeMs) },
    }
  } catch (error) {
    if (error instanceof VitrineError) throw error
    throw failed(`merging the shards failed: ${(error as Error).message.split('\n')[0]}`)
  } finally {
    if (staging) removeInBackground(staging.dir)
  }
}

/** Puts every file of `dir` (its manifest aside) into `stage`, replacing what is there: hard links when it can. */
async function overlay(dir: string, stage: string): Promise<void> {
  try {
    await run('cp', ['-al', '--remove-destination', `${dir}/.`, stage])
  } catch {
    // Another file system (artifacts downloaded elsewhere): copies then.
    const files = await glob('**', { cwd: dir, dot: true })
    for (const file of files) await run('cp', ['-a', '--remove-destination', '--parents', file, stage], { cwd: dir })
  }
}

/** The shards' bundle plus those of the few bundles before it (as build:catalog keeps them); older ones dropped. */
function keptAssets(previous: BuildManifest | undefined, current: BuildManifest['assets'], keep: number) {
  const kept = [...current.slice(0, 1), ...(previous?.assets ?? []).filter((a) => a.codeHash !== current[0]?.codeHash)].slice(0, Math.max(1, keep))
  const live = new Set(kept.flatMap((a) => a.files))
  const dropped = (previous?.assets ?? []).flatMap((a) => a.files).filter((file) => !live.has(file))
  return { kept, dropped }
}
