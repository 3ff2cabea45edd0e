/**
 * Bundle step: vike's Vite build of the pages, reused across builds while the code is the same. The bundle is keyed
 * by a hash of every source file it is made of plus the build-time flags baked into it (the browser's API base), and
 * kept under `.cache/bundle/<hash>`; a no-change rebuild skips Vite entirely.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PROJECT_ROOT } from '../runtime'
import { compressBundle } from './compress'
import { listFiles } from './stage'

/**
 * What the pages are made of: the page code, its data rules, static files, the locked dependency versions, and the
 * render worker that turns them into files (a change there must re-render too, though it needs no new bundle).
 */
const SOURCE_DIRS = ['pages', 'components', 'state', 'data', 'public', 'scripts/workers']
const SOURCE_FILES = ['vite.config.ts', 'package-lock.json', 'tsconfig.json']
const BUNDLE_ROOT = path.join(PROJECT_ROOT, '.cache', 'bundle')
const COMPLETE = '.complete'

export async function codeHash(buildFlags: Record<string, string>): Promise<string> {
  const hash = createHash('sha256')
  // Whole folders, no pattern: a plain listing, as every build (a no-change one too) waits for this hash.
  const files: string[] = [...SOURCE_FILES]
  for (const dir of SOURCE_DIRS) {
    const entries = await readdir(path.join(PROJECT_ROOT, dir), { recursive: true, withFileTypes: true }).catch(() => [])
    for (const entry of entries) if (entry.isFile()) files.push(path.relative(PROJECT_ROOT, path.join(entry.parentPath, entry.name)))
  }
  files.sort()
  const contents = await Promise.all(files.map((file) => readFile(path.join(PROJECT_ROOT, file)).catch(() => Buffer.alloc(0))))
  files.forEach((file, i) => hash.update(`${file}\0${contents[i]!.length}\0`).update(contents[i]!))
  hash.update(JSON.stringify(buildFlags))
  return hash.digest('base64url').slice(0, 16)
}

export interface Bundle {
  dir: string
  /** `<dir>/client`: the hashed assets and public files the site serves. */
  clientDir: string
  /** `<dir>/server/renderer.mjs`: the server bundle with vike's renderPage, as one module (see viteBuild.ts). */
  renderer: string
  /** 0 when the cached bundle was reused. */
  buildMs: number
}

export async function ensureBundle(hash: string, apiUrl: string, log: (line: string) => void): Promise<Bundle> {
  const dir = path.join(BUNDLE_ROOT, hash)
  const bundle = { dir, clientDir: path.join(dir, 'client'), renderer: path.join(dir, 'server', 'renderer.mjs') }
  if (existsSync(path.join(dir, COMPLETE))) return { ...bundle, buildMs: 0 }
  await mkdir(BUNDLE_ROOT, { recursive: true })
  const release = await lock(`${dir}.lock`)
  try {
    // Another build may have made it while this one waited for the lock.
    if (existsSync(path.join(dir, COMPLETE))) return { ...bundle, buildMs: 0 }
    log('bundling pages (code changed since the last build)')
    const started = performance.now()
    await runViteBuild(dir, bundle.renderer, apiUrl)
    // Once per bundle, at the best levels: every later build links these copies as they are.
    await compressBundle(bundle.clientDir, await listFiles(bundle.clientDir))
    await writeFile(path.join(dir, COMPLETE), new Date().toISOString())
    await pruneBundles(hash)
    return { ...bundle, buildMs: performance.now() - started }
  } finally {
    await release()
  }
}

/**
 * vike's Vite build, in a child process: its memory is given back when it ends, and this process stays free of
 * the global state vike keeps after a build, so it can render pages itself. What the bundler prints is the build's
 * business only when it fails (its last lines go to stderr) or VITRINE_DEBUG=1: otherwise a newcomer's first
 * `npm start` shows the progress lines and the summary, not advice meant for whoever tunes the bundler.
 */
function runViteBuild(outDir: string, renderer: string, apiUrl: string): Promise<void> {
  const debug = process.env.VITRINE_DEBUG === '1'
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../workers/viteBuild.ts', import.meta.url)), outDir, renderer], {
      cwd: PROJECT_ROOT,
      // The bundle bakes the browser's API base in (vite.config.ts `define`).
      env: { ...process.env, VITRINE_API_URL: apiUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk).slice(-10_000)
      if (debug) process.stderr.write(chunk)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) return resolve()
      if (!debug) process.stderr.write(output)
      reject(new Error(output.trim().split('\n').pop() || `the Vite build exited with ${code}`))
    })
  })
}

/** Keeps the newest few bundles: enough to switch back and forth between branches without rebuilding. */
async function pruneBundles(keep: string, max = 4): Promise<void> {
  const { default: glob } = await import('fast-glob')
  const complete = await glob(`*/${COMPLETE}`, { cwd: BUNDLE_ROOT, dot: true })
  const bundles = await Promise.all(
    complete
      .map((file) => path.dirname(file))
      .filter((name) => name !== keep)
      .map(async (name) => ({ name, at: await readFile(path.join(BUNDLE_ROOT, name, COMPLETE), 'utf8').catch(() => '') })),
  )
  const old = bundles.filter((b) => b.at).sort((a, b) => b.at.localeCompare(a.at)).slice(max - 1)
  await Promise.all(old.map((b) => rm(path.join(BUNDLE_ROOT, b.name), { recursive: true, force: true })))
}

/** A cross-process lock: concurrent builds (tests, a webhook and a cron) must not bundle into one folder at once. */
async function lock(file: string, staleMs = 300_000): Promise<() => Promise<void>> {
  for (;;) {
    try {
      await mkdir(file)
      return () => rm(file, { recursive: true, force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }))
      if (Date.now() - mtimeMs > staleMs) await rm(file, { recursive: true, force: true })
      else await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}
