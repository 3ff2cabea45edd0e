/**
 * The last builds the webhook ran, newest first, kept in a small JSON file so that the editor's desk still shows
 * them after `vitrine webhook` restarts (a deploy, a reboot). One process owns the file: writes go one after another,
 * each to a temporary file renamed over the old one, so a crash mid-write leaves the previous history whole.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BuildSummary } from '../buildPipeline'
import type { BuildResult } from '../rebuildQueue'

export const HISTORY_KEPT = 20
export const DEFAULT_HISTORY_FILE = '.cache/webhook/builds.json'
/**
 * Skipped records, and photos the share images could not fetch, kept per build: the count stays exact, the list is
 * what an editor can read through (a media host down during a build would be every photo of the catalogue).
 */
export const SKIPPED_KEPT = 50
const VERSION = 1

/** One build as the desk shows it: the queue's result, the live site it published to, its skipped records capped. */
export interface BuildRecord extends BuildResult {
  /** The public address the build rendered for; changed pages link there. */
  siteUrl: string
}

export interface BuildHistory {
  /** Newest first, at most HISTORY_KEPT. */
  list(): readonly BuildRecord[]
  /** Bumped by each add: lets a listener tell whether it has shown the newest list. */
  version(): number
  add(record: BuildRecord): Promise<void>
  /** Resolves once every add so far is on disk (shutdown waits for it). */
  saved(): Promise<void>
}

export async function openBuildHistory(file: string, warn: (line: string) => void = console.warn): Promise<BuildHistory> {
  let builds: BuildRecord[] = []
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { version?: number; builds?: unknown }
    if (saved.version === VERSION && Array.isArray(saved.builds)) builds = (saved.builds as BuildRecord[]).slice(0, HISTORY_KEPT)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') warn(`warning: the build history ${file} could not be read (${(error as Error).message}); starting a new one`)
  }
  let version = 0
  let writing: Promise<void> = Promise.resolve()
  const save = async () => {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true })
    const temp = `${file}.${process.pid}.tmp`
    await writeFile(temp, JSON.stringify({ version: VERSION, builds }))
    await rename(temp, file)
  }
  return {
    list: () => builds,
    version: () => version,
    add(record) {
      builds = [forHistory(record), ...builds].slice(0, HISTORY_KEPT)
      version++
      writing = writing.then(save).catch((error: unknown) => warn(`warning: the build history could not be saved to ${file}: ${(error as Error).message}`))
      return writing
    },
    saved: () => writing,
  }
}

/** The record as kept: a build that skipped thousands of records (or missed thousands of photos) keeps the first SKIPPED_KEPT. */
export function forHistory(record: BuildRecord): BuildRecord {
  const summary = record.summary as BuildSummary | undefined
  if (!summary) return record
  // The summary may have cut its lists already (PROBLEMS_LISTED): then it says their whole count.
  const skipped = Array.isArray(summary.skipped) && summary.skipped.length > SKIPPED_KEPT ? { skipped: summary.skipped.slice(0, SKIPPED_KEPT), skippedTotal: summary.skippedTotal ?? summary.skipped.length } : undefined
  const missing = summary.images?.missingPhotos
  const photos = Array.isArray(missing) && missing.length > SKIPPED_KEPT ? { images: { ...summary.images, missingPhotos: missing.slice(0, SKIPPED_KEPT) }, missingPhotosTotal: summary.missingPhotosTotal ?? missing.length } : undefined
  return skipped || photos ? { ...record, summary: { ...summary, ...skipped, ...photos } } : record
}
