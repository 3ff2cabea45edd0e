/**
 * "Nothing was left stale": a build from scratch of the same catalogue, into folders of its own, must make the very
 * pages, site files and snapshot an incremental build made.
 */
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { expect } from 'vitest'
import { folderDigest, runCli } from './helpers'

/**
 * What a build of the same answers must make alike: the card index carries its build time, the sitemap the dates the
 * build saw pages change, the manifest its ids; those differ by design.
 */
const same = (file: string) => /(\.html|index\.pageContext\.json|^catalogue\/search\.json|^_redirects|^_headers|^_nginx\.map)$/.test(file)

type Snapshot = { products: unknown[]; ratings?: unknown; reviews?: unknown }

/** The site in `out` and the snapshot in `<work>/snapshot` are what a build from scratch makes of `host`. */
export async function expectAsFromScratch(build: { host: string; site: string; work: string; out: string }): Promise<void> {
  const after = await folderDigest(build.out)
  const fresh = path.join(build.work, 'fresh')
  const freshSnapshot = path.join(build.work, 'fresh-snapshot')
  const full = await runCli(['build:catalog', '--host', build.host, '--api-url', '', '--site-url', build.site, '--out', fresh, '--snapshot-dir', freshSnapshot, '--json'], {
    env: { VITRINE_CARD_CACHE: path.join(build.work, 'og-cache') },
  })
  expect(full.code).toBe(0)
  const digest = await folderDigest(fresh)
  const snapshot = JSON.parse(await readFile(path.join(freshSnapshot, 'catalogue.json'), 'utf8')) as Snapshot
  await rm(fresh, { recursive: true, force: true })
  await rm(freshSnapshot, { recursive: true, force: true })
  const files = Object.keys(digest).filter(same)
  expect(Object.keys(after).filter(same).sort()).toEqual(files.sort())
  for (const file of files) expect(after[file], file).toBe(digest[file])
  const ours = JSON.parse(await readFile(path.join(build.work, 'snapshot', 'catalogue.json'), 'utf8')) as Snapshot
  expect(ours.products).toEqual(snapshot.products)
  expect([ours.ratings, ours.reviews]).toEqual([snapshot.ratings, snapshot.reviews])
}
