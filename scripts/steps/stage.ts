/**
 * Staging: the new site is assembled beside the published one, then swapped in (publish.ts). Two ways to start it:
 *
 * - from the spare: the site published before the live one, kept beside it (`<out>.spare`) after the last swap.
 *   It differs from the live site only in the files the live build touched (its manifest lists them), so bringing
 *   it level costs a few hard links instead of a copy of the whole tree;
 * - a hard-linked copy of the live site (`cp -al`), when no usable spare exists (first builds, after a build that
 *   failed once it had written to its staging folder, or after a build that touched too much to list).
 *
 * Either way every file that changes is unlinked before it is written, so the published copy is never touched
 * through a shared link.
 */
import { execFile, spawn } from 'node:child_process'
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync } from 'node:fs'
import { cp, link, mkdir, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { compressedCopies, isCompressible } from '../../data/hostRules'
import { isRunning } from './staleTemps'

const run = promisify(execFile)

/** Inside the spare: which build's site it holds. Written last, removed first, so a half-updated spare is never used. */
export const SPARE_MARKER = '.vitrine-spare'

export interface Staging {
  dir: string
  /** How it started, for the log and the tests. */
  from: 'empty' | 'spare' | 'copy'
  /** The build whose site the folder holds, until the build writes to it (from the spare or a copy). */
  holds?: string
}

export const spareOf = (outDir: string) => `${outDir}.spare`

/** What the live site's manifest says about how it was made (see BuildManifest). */
export interface LiveSite {
  buildId: string
  basedOn: string | null
  touched: string[] | null
}

/** The build id the spare holds, or undefined when there is no complete spare. */
function spareBuild(outDir: string): string | undefined {
  try {
    return readFileSync(path.join(spareOf(outDir), SPARE_MARKER), 'utf8').trim() || undefined
  } catch {
    return undefined
  }
}

/** Whether the spare can become this build's staging: it holds the live site, or the one the live build started from. */
export function spareIsUsable(spare: string | undefined, live: LiveSite | undefined): boolean {
  if (!spare || !live) return false
  return spare === live.buildId || (spare === live.basedOn && live.touched !== null)
}

/**
 * Bringing the spare level is done in one go, with synchronous calls: a few dozen links after an edit. As a chain of
 * asynchronous calls, each step waited for a turn of the build's thread (busy planning) and of the thread pool (busy
 * reading and writing the snapshot): at 10,000 products the few links took some 0.7 s, and the render waited for them.
 */
export async function createStaging(outDir: string, live: LiveSite | undefined): Promise<Staging> {
  const staging = `${outDir}.staging-${process.pid}`
  mkdirSync(path.dirname(outDir), { recursive: true })
  await removeAbandoned(outDir)
  if (!live || !existsSync(outDir)) {
    mkdirSync(staging)
    return { dir: staging, from: 'empty' }
  }
  const spare = spareBuild(outDir)
  if (spareIsUsable(spare, live)) {
    try {
      renameSync(spareOf(outDir), staging)
      unlinkSync(path.join(staging, SPARE_MARKER))
      if (spare !== live.buildId) syncFiles(outDir, staging, live.touched!)
      return { dir: staging, from: 'spare', holds: live.buildId }
    } catch {
      // Taken by a concurrent build, or a file system error: a copy of the live site is always right.
      await rm(staging, { recursive: true, force: true })
    }
  }
  await copyTree(outDir, staging)
  return { dir: staging, from: 'copy', holds: live.buildId }
}

/**
 * Puts aside a staging folder the build did not use: one it never wrote to holds the live site, so it becomes the
 * spare (a build that stops before rendering, or fails, leaves the next one its few links instead of a whole copy);
 * anything else is removed in the background by the caller.
 */
export async function setStagingAside(outDir: string, staging: Staging): Promise<boolean> {
  if (!staging.holds) return false
  try {
    await writeFile(path.join(staging.dir, SPARE_MARKER), staging.holds)
    await rename(staging.dir, spareOf(outDir))
    return true
  } catch {
    return false
  }
}

/** A hard-linked copy of a whole site (GNU cp links tens of thousands of files far faster than a walk in Node). */
export async function copyTree(from: string, to: string): Promise<void> {
  try {
    await run('cp', ['-al', from, to])
  } catch {
    await rm(to, { recursive: true, force: true })
    await cp(from, to, { recursive: true })
  }
}

/** Makes each listed file (and its compressed copies) of `target` what it is in `source`: linked, or absent. */
function syncFiles(source: string, target: string, files: string[]): void {
  for (const file of files.flatMap((file) => (isCompressible(file) ? [file, ...compressedCopies(file)] : [file]))) {
    const to = path.join(target, file)
    rmSync(to, { force: true })
    try {
      linkSync(path.join(source, file), to)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      // A new folder (a new product), or a file the live build removed.
      if (!existsSync(path.join(source, file))) continue
      mkdirSync(path.dirname(to), { recursive: true })
      linkSync(path.join(source, file), to)
    }
  }
}

/**
 * Staging, swap and spare folders left by a build that was killed (its process is gone) are removed, and so are those
 * a finished build left for its detached `rm -rf`, should it still be at work or have been stopped. Not awaited: after a
 * rebuild of every page at 100,000 products the next build found the last site and spare here, ~950,000 entries, and
 * removing them itself (beside that build's own `rm`) held it up ~37 s and took ~0.4 GB of its memory.
 */
async function removeAbandoned(outDir: string): Promise<void> {
  // Loaded here, not with the pipeline: a build that stops early (nothing changed) never stages.
  const { default: glob } = await import('fast-glob')
  const base = glob.escapePath(path.basename(outDir))
  const left = glob.sync(`${base}.@(staging|previous|spare-next|spare-old)-+([0-9])`, { cwd: path.dirname(outDir), onlyFiles: false, dot: true })
  for (const entry of left) {
    const match = /\.([a-z-]+)-(\d+)$/.exec(entry)!
    if (Number(match[2]) !== process.pid && isRunning(Number(match[2]))) continue
    const folder = path.join(path.dirname(outDir), entry)
    // Killed between the swap's two renames: the previous site is the live one, so it goes back in place.
    if (match[1] === 'previous' && !existsSync(outDir)) await rename(folder, outDir)
    // Left by an earlier process of this number: it goes before this build stages under the same name.
    else if (Number(match[2]) === process.pid) await rm(folder, { recursive: true, force: true })
    else removeInBackground(folder)
  }
}

/** Removes a folder with a detached `rm -rf` (falling back to Node): the caller does not wait for it. */
export function removeInBackground(dir: string): void {
  try {
    const child = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' })
    child.on('error', () => void rm(dir, { recursive: true, force: true }))
    child.unref()
  } catch {
    void rm(dir, { recursive: true, force: true })
  }
}

export async function writeStaged(staging: string, file: string, content: string | Buffer): Promise<void> {
  const target = path.join(staging, file)
  await mkdir(path.dirname(target), { recursive: true })
  await unlink(target).catch(() => undefined)
  await writeFile(target, content)
}

/** Puts `source` (a cache or bundle file that never changes in place) at `file`, as a hard link when possible. */
export async function linkStaged(staging: string, file: string, source: string): Promise<void> {
  const target = path.join(staging, file)
  await mkdir(path.dirname(target), { recursive: true })
  await unlink(target).catch(() => undefined)
  try {
    await link(source, target)
  } catch {
    await cp(source, target)
  }
}

/** Removes files from the staged site, with their compressed copies: a copy never outlives its file. */
export async function removeStaged(staging: string, files: string[]): Promise<void> {
  const all = files.flatMap((file) => (isCompressible(file) ? [file, ...compressedCopies(file)] : [file]))
  await Promise.all(all.map((file) => unlink(path.join(staging, file)).catch(() => undefined)))
}

/** Every file of a folder, relative to it (used on the small bundle folders): a whole listing, no pattern. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
}
