/**
 * Verify and publish: the staged site must hold every expected file and no internal link may lead nowhere; then
 * it is swapped in with two renames. Until the swap the live folder is untouched, so a failed build never
 * replaces (or half-replaces) what shoppers are served.
 */
import { existsSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { htmlFileFor } from '../../data/catalogue/routes'
import { rewriteFor } from '../../data/hostRules'
import { EXIT, VitrineError } from '../errors'
import { removeInBackground, SPARE_MARKER, spareOf } from './stage'

/** Paths the API owns (same origin under `vitrine serve`); they are not files of the static site. */
const API_PREFIXES = ['/api/', '/media/']

const failed = (message: string) =>
  new VitrineError(message, { exitCode: EXIT.build, suggestion: 'the previous output was left as it was; rerun with VITRINE_DEBUG=1 for details' })

/** Fails unless every expected file is in the staged site. */
export function verifyFiles(staging: string, expected: readonly string[]): void {
  const missing = expected.filter((file) => !existsSync(path.join(staging, file)))
  if (missing.length > 0) throw failed(`${missing.length} expected file(s) are missing from the new site, e.g. ${missing.slice(0, 3).join(', ')}`)
}

/**
 * Fails on internal links that lead nowhere: each must be a page of this build, a file of the staged site, or a
 * URL the host rewrites to a shell. `linksFrom` maps each link to one page that has it, for the message.
 */
export function verifyLinks(staging: string, routes: ReadonlySet<string>, linksFrom: Map<string, string>): void {
  const broken: string[] = []
  for (const [href, from] of linksFrom) {
    if (routes.has(href) || routes.has(href.replace(/\/+$/, '') || '/')) continue
    if (API_PREFIXES.some((prefix) => href.startsWith(prefix)) || rewriteFor(href)) continue
    const clean = decodeSafe(href)
    if (clean !== undefined && (existsSync(path.join(staging, clean)) || existsSync(path.join(staging, htmlFileFor(clean))))) continue
    broken.push(`${href} (on ${from})`)
  }
  if (broken.length > 0) throw failed(`${broken.length} broken internal link(s), e.g. ${broken.slice(0, 3).join(', ')}`)
}

function decodeSafe(href: string): string | undefined {
  try {
    return decodeURIComponent(href)
  } catch {
    return undefined
  }
}

/**
 * Swaps `staging` in as `outDir` (both on one filesystem: staging is built beside the target). The old output is
 * kept until the new one is in place. Then it becomes the spare the next build starts from (stage.ts), unless a
 * fresher spare was prepared (`spareNext`, a copy of this very site); whatever is left over is removed by a detached
 * `rm -rf`: tens of thousands of unlinks are housekeeping, not something the operator should wait for.
 */
export async function publishSite(staging: string, outDir: string, spare: { previousBuild?: string; next?: string } = {}): Promise<void> {
  const target = path.resolve(outDir)
  const previous = `${target}.previous-${process.pid}`
  await mkdir(path.dirname(target), { recursive: true })
  let hadPrevious = true
  try {
    try {
      await rename(target, previous)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      hadPrevious = false
    }
    try {
      await rename(staging, target)
    } catch (error) {
      if (hadPrevious) await rename(previous, target)
      throw error
    }
  } catch (error) {
    throw new VitrineError(`could not publish to ${target}: ${(error as Error).message}`, {
      exitCode: EXIT.build,
      suggestion: 'check that the folder is writable; the previous output was left as it was',
      cause: error,
    })
  }
  await keepSpare(target, hadPrevious ? previous : undefined, spare).catch(() => undefined)
}

async function keepSpare(target: string, previous: string | undefined, spare: { previousBuild?: string; next?: string }): Promise<void> {
  const kept = spareOf(target)
  const next = spare.next ?? (previous && spare.previousBuild ? previous : undefined)
  if (existsSync(kept)) {
    const old = `${target}.spare-old-${process.pid}`
    await rename(kept, old)
    removeInBackground(old)
  }
  if (next === previous && previous) await writeFile(path.join(previous, SPARE_MARKER), spare.previousBuild!)
  if (next) await rename(next, kept)
  if (previous && next !== previous) removeInBackground(previous)
}
