// The CLI as plain JavaScript. `bin/vitrine.js` used to compile the TypeScript sources with tsx on every start,
// which cost about a second before a command did anything (a loader thread answering each of some 150 module loads)
// and slowed every module the command loaded later, the page bundle included. Instead the sources are bundled once
// with esbuild into `.cache/cli/<hash>/` (npm packages stay imports) and reused while no source file changed: a start
// costs one stat per source file. Plain JavaScript because it runs before any TypeScript can.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const ROOT = path.resolve(import.meta.dirname, '..')
const CACHE = path.join(ROOT, '.cache', 'cli')
const CURRENT = path.join(CACHE, 'current.json')
/** Bundles kept: a process started from an older one may still load its lazy chunks. */
const KEEP = 6
/** Entry points, by the name of their output file. Worker modules are entries too, so they start without tsx. */
const ENTRIES = { cli: 'scripts/cli.ts', shareImageWorker: 'scripts/workers/shareImageWorker.ts' }
/** Where the launcher tells the bundled code about itself (see scripts/workers/pool.ts). */
const REGISTRY = Symbol.for('vitrine.cliBundle')

/**
 * The URL of the bundled CLI entry, bundling first when a source changed; undefined when bundling failed (the caller
 * then runs the sources through tsx, so a broken bundler never stops the command).
 */
export async function bundledCli() {
  const current = readCurrent()
  const bundle = current && isUpToDate(current) ? current : await rebundle().catch(report)
  if (!bundle) return undefined
  const dir = path.join(CACHE, bundle.dir)
  const workers = Object.fromEntries(Object.entries(ENTRIES).map(([name, source]) => [pathToFileURL(path.join(ROOT, source)).href, path.join(dir, `${name}.mjs`)]))
  globalThis[REGISTRY] = { dir, workers }
  return pathToFileURL(path.join(dir, 'cli.mjs')).href
}

function readCurrent() {
  try {
    return JSON.parse(readFileSync(CURRENT, 'utf8'))
  } catch {
    return undefined
  }
}

/** Every source file the bundle was made from still has the size and modification time it had then. */
function isUpToDate(current) {
  if (!Array.isArray(current.inputs) || typeof current.dir !== 'string') return false
  for (const [file, mtimeMs, size] of current.inputs) {
    try {
      const stat = statSync(path.join(ROOT, file))
      if (stat.mtimeMs !== mtimeMs || stat.size !== size) return false
    } catch {
      return false
    }
  }
  return true
}

async function rebundle() {
  const { build, stop } = await import('esbuild')
  const started = Date.now()
  mkdirSync(CACHE, { recursive: true })
  const temp = path.join(CACHE, `tmp-${process.pid}-${started}`)
  try {
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, source]) => [name, path.join(ROOT, source)])),
      outdir: temp,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      // Commands import what only they need with import(): separate chunks keep `--help` and `serve` quick.
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'silent',
      plugins: [sourceLocations],
    })
    const files = [...Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/')), path.relative(ROOT, import.meta.filename)]
    const inputs = files.sort().map((file) => {
      const stat = statSync(path.join(ROOT, file))
      return [file, stat.mtimeMs, stat.size]
    })
    const dir = createHash('sha1').update(JSON.stringify(inputs)).digest('hex').slice(0, 16)
    try {
      renameSync(temp, path.join(CACHE, dir))
    } catch {
      // A concurrent start made the same bundle.
      rmSync(temp, { recursive: true, force: true })
    }
    const bundle = { dir, inputs }
    // A source saved while bundling may not be in the bundle: use it this once, but let the next start bundle again.
    if (inputs.every(([, mtimeMs]) => mtimeMs < started - 1000)) {
      const next = `${CURRENT}.${process.pid}.tmp`
      writeFileSync(next, JSON.stringify(bundle))
      renameSync(next, CURRENT)
      prune(dir)
    }
    return bundle
  } catch (error) {
    rmSync(temp, { recursive: true, force: true })
    throw error
  } finally {
    // esbuild's service process would otherwise live as long as the command (~46 MB beside a whole build).
    await stop()
  }
}

/**
 * The bundled code must find files beside its sources (workers, fonts, the project root), so each module's
 * `import.meta.url`, `dirname` and `filename` become those of its source file.
 */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|mjs|js)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const text = await readFile(args.path, 'utf8')
      const contents = text
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
      const ext = path.extname(args.path)
      return { contents, loader: ext === '.tsx' ? 'tsx' : ext === '.ts' || ext === '.mts' ? 'ts' : 'js' }
    })
  },
}

/** Removes all but the newest few bundles and any temporary folder a killed start left. */
function prune(keep) {
  try {
    const entries = readdirSync(CACHE, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== keep)
    const dated = entries.map((e) => ({ name: e.name, at: statSync(path.join(CACHE, e.name)).mtimeMs }))
    const stale = dated.filter((e) => e.name.startsWith('tmp-') && Date.now() - e.at > 600_000)
    const old = dated.filter((e) => !e.name.startsWith('tmp-')).sort((a, b) => b.at - a.at).slice(KEEP - 1)
    for (const e of [...stale, ...old]) rmSync(path.join(CACHE, e.name), { recursive: true, force: true })
  } catch {
    // Housekeeping only.
  }
}

function report(error) {
  if (process.env.VITRINE_DEBUG) console.error('vitrine: bundling the CLI failed; running the sources through tsx', error)
  return undefined
}
