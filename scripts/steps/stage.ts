/**
 * Staging: the new site is assembled beside the published one. It starts as a hard-linked copy of the published
 * site (cheap, and it carries every unchanged page, card and older asset over), and every file that changes is
 * unlinked before it is written, so the published copy is never touched through a shared link.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, link, mkdir, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export async function createStaging(outDir: string, fromPrevious: boolean): Promise<string> {
  const staging = `${outDir}.staging-${process.pid}`
  await mkdir(path.dirname(outDir), { recursive: true })
  await removeAbandoned(outDir)
  if (!fromPrevious || !existsSync(outDir)) {
    await mkdir(staging)
    return staging
  }
  try {
    // GNU cp links tens of thousands of files far faster than a file-by-file walk in Node.
    await run('cp', ['-al', outDir, staging])
  } catch {
    await rm(staging, { recursive: true, force: true })
    await cp(outDir, staging, { recursive: true })
  }
  return staging
}

/** Staging and swap folders left by a build that was killed (its process is gone) are removed. */
async function removeAbandoned(outDir: string): Promise<void> {
  const base = path.basename(outDir)
  const pattern = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(staging|previous)-(\\d+)$`)
  for (const entry of await readdir(path.dirname(outDir))) {
    const match = pattern.exec(entry)
    if (!match || (Number(match[2]) !== process.pid && isAlive(Number(match[2])))) continue
    const folder = path.join(path.dirname(outDir), entry)
    // Killed between the swap's two renames: the previous site is the live one, so it goes back in place.
    if (match[1] === 'previous' && !existsSync(outDir)) await rename(folder, outDir)
    else await rm(folder, { recursive: true, force: true })
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
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

export async function removeStaged(staging: string, files: string[]): Promise<void> {
  await Promise.all(files.map((file) => unlink(path.join(staging, file)).catch(() => undefined)))
}

/** Every file of a folder, relative to it (used on the small bundle folders). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
}
