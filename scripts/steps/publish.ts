/**
 * Publish step: the new site is verified in its staging folder, then swapped in with renames. Until the swap the
 * live folder is untouched, so a failed build never replaces (or half-replaces) what shoppers are served.
 */
import { access, cp, mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { htmlFileFor } from '../../data/catalogue/routes'
import { EXIT, VitrineError } from '../errors'

/** Fails unless every expected route has its HTML file in the staged site. */
export async function verifyStagedSite(clientDir: string, expectedPaths: readonly string[]): Promise<void> {
  const missing: string[] = []
  await Promise.all(
    expectedPaths.map(async (route) => {
      try {
        await access(path.join(clientDir, htmlFileFor(route)))
      } catch {
        missing.push(route)
      }
    }),
  )
  if (missing.length > 0) {
    missing.sort()
    throw new VitrineError(`${missing.length} expected page(s) were not rendered, e.g. ${missing.slice(0, 3).join(', ')}`, {
      exitCode: EXIT.build,
      suggestion: 'the previous output was left as it was; rerun with VITRINE_DEBUG=1 for details',
    })
  }
}

/**
 * Swaps `stagedDir` in as `outDir`. The staged site is first brought beside the target (a rename, or a copy when
 * it lives on another disk), so the swap itself is two renames on one filesystem. The old output is kept until
 * the new one is in place, then removed.
 */
export async function publishSite(stagedDir: string, outDir: string): Promise<void> {
  const target = path.resolve(outDir)
  const incoming = `${target}.incoming-${process.pid}`
  const previous = `${target}.previous-${process.pid}`
  await mkdir(path.dirname(target), { recursive: true })
  try {
    await moveDir(stagedDir, incoming)
    let hadPrevious = true
    try {
      await rename(target, previous)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      hadPrevious = false
    }
    try {
      await rename(incoming, target)
    } catch (error) {
      if (hadPrevious) await rename(previous, target)
      throw error
    }
    if (hadPrevious) await rm(previous, { recursive: true, force: true })
  } catch (error) {
    throw new VitrineError(`could not publish to ${target}: ${(error as Error).message}`, {
      exitCode: EXIT.build,
      suggestion: 'check that the folder is writable; the previous output was left as it was',
      cause: error,
    })
  } finally {
    await rm(incoming, { recursive: true, force: true })
  }
}

async function moveDir(from: string, to: string): Promise<void> {
  try {
    await rename(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    await cp(from, to, { recursive: true })
  }
}
