/**
 * The one line a failed page bundle is reported by (`bundling the pages failed: …`). Vite's errors carry a multi-line,
 * coloured report: rolldown's starts "Build failed with 1 error:", then the plugin and the reason, then a code frame
 * naming the file; Rollup-style errors name it in `id` and `loc`.
 */
import { stripVTControlCharacters } from 'node:util'

interface BundlerError {
  message?: unknown
  id?: unknown
  loc?: { file?: unknown; line?: unknown; column?: unknown }
}

export function bundlerErrorLine(error: unknown): string {
  const { message, id, loc } = (error ?? {}) as BundlerError
  const lines = stripVTControlCharacters(typeof message === 'string' ? message : String(error))
    .split('\n')
    .map((line) => line.trim())
  const reason = lines.find((line) => line && !/^(✗ )?Build failed\b/.test(line) && !/^[│╭╰─┬]/.test(line)) ?? 'the bundler failed'
  const framed = lines.map((line) => /^╭─\[\s*(.+?)\s*\]$/.exec(line)?.[1]).find(Boolean)
  const where = framed ?? (typeof loc?.file === 'string' || typeof id === 'string' ? `${loc?.file ?? id}${typeof loc?.line === 'number' ? `:${loc.line}:${loc.column}` : ''}` : undefined)
  const relative = where?.startsWith(`${process.cwd()}/`) ? where.slice(process.cwd().length + 1) : where
  return relative && !reason.includes(relative) ? `${reason} (${relative})` : reason
}
