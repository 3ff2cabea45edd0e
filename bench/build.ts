/**
 * `npm run bench:build -- --products 10000`: the build pipeline on a fresh demo catalogue of N products.
 *
 *  1. cold build (empty share-card cache; the page bundle is reused if the code is unchanged, its time is shown)
 *  2. the floor, in a process of its own on the same pages (with React's production build, as the build renders with:
 *     buildFloor.ts): raw `renderToString` of each page's React tree with the data the
 *     build gave it, plus a plain write of the same files; and the ratio of the build's render step to it
 *  3. a no-change rebuild (must draw no image)
 *  4. a rebuild after one product's price changes in the database, `--edits N` times (default 5; the median is shown),
 *     taking turns with the same rebuild told which product changed (`--changed-products`, as the CMS hook tells it)
 *
 * `--keep` leaves the work folder (database, site, caches) in the temp folder; `--reuse` then starts from it and
 * runs only steps 3 and 4 (after a first build that catches up with the kept folder), for timing a change to the
 * rebuild path without a cold build each time. `--cli <checkout>` runs another checkout's `vitrine` (say, main's, in a
 * worktree beside this one) against this API: old and new code compared in one run, as machines of this kind differ
 * from day to day.
 *
 * `--shards n` makes every build a sharded one: n `build:catalog --shard i/n` runs (one after the other here; the
 * times shown are those of n runners side by side: the longest shard, then the merge) and a `build:merge`, with a
 * row per shard and one for the merge.
 *
 * Each build's memory is sampled every second (the build process's RSS, its threads included) and printed as a line,
 * so that memory that grows with the catalogue, or stays flat, shows.
 *
 * The floor writes the same files the build publishes for each page, its Brotli and gzip copies included.
 * `--floor-pair` also runs two floors side by side, as the build's two render threads run, and prints the build's
 * render against half the slower one's time: on this 2-core machine each of the two took 1.4× as long to render and
 * 1.7× as long to write as one floor alone, so the single-thread floor is not what two threads reach.
 * Each build runs as `vitrine build:catalog --json` in a child process against the reference API in this process,
 * as cron would run it; pages/s, images/s and peak memory come from the build's own summary.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import type { BuildSummary } from '../scripts/buildPipeline'
import type { MergeSummary } from '../scripts/steps/merge'
import { PROJECT_ROOT } from '../scripts/runtime'
import { floorInChild } from './buildFloor'

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    edits: { type: 'string', default: '5' },
    cli: { type: 'string' },
    shards: { type: 'string', default: '0' },
    'floor-pair': { type: 'boolean', default: false },
  },
})
/** With `--shards n`, every build is n `build:catalog --shard i/n` runs, one after the other as n runners would run them side by side, and a `build:merge`. */
const shardCount = Math.max(0, Number(values.shards) || 0)
/** The checkout whose `vitrine` is measured. */
const checkout = path.resolve(values.cli ?? PROJECT_ROOT)
const products = Number(values.products)
const editRuns = Math.max(1, Number(values.edits) || 1)
const work = path.join(os.tmpdir(), `vitrine-bench-build-${products}`)
const reuse = values.reuse && existsSync(path.join(work, 'site'))
if (values.reuse && !reuse) console.log(`nothing to reuse in ${work}: running every step`)
if (!reuse) {
  await rm(work, { recursive: true, force: true })
  await mkdir(work, { recursive: true })
}
const db = path.join(work, 'shop.db')
const out = path.join(work, 'site')

console.log(`seeding a demo catalogue of ${products} products…${values.cli ? ` (measuring the vitrine of ${checkout})` : ''}`)
const { startApi } = await import('../server/index')
const seedStarted = performance.now()
// With --reuse the API listens where it did (when that port is free): the build's HTTP cache is kept by URL, and on
// another port its first build found no kept answer to compare with and split the whole product list (~70 s at 100,000).
const portFile = path.join(work, 'api-port')
const keptPort = reuse && existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) || 0 : 0
const api = await startApi({ dbFile: db, products, port: keptPort }).catch(() => startApi({ dbFile: db, products, port: 0 }))
writeFileSync(portFile, new URL(api.url).port)
console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; API at ${api.url}\n`)

/**
 * The build's resident memory in MB, its threads included (Linux), or undefined once it has ended. `vitrine` runs a
 * build in a child process of its own (scripts/mallocArenas.mjs), so the processes below the one started count too.
 */
function rssOf(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    if (!kb) return undefined
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
    return children.reduce((sum, child) => sum + (rssOf(child) ?? 0), Math.round(Number(kb) / 1024))
  } catch {
    return undefined
  }
}

type Measured<T> = T & { wallMs: number; memory: number[] }
type Built = Measured<BuildSummary> & { parts?: Array<Measured<BuildSummary>>; merge?: Measured<MergeSummary> }

/** One `vitrine` command in a child process, as cron or a CI runner would run it: its JSON summary, wall time and memory. */
function run<T>(label: string, args: string[], cardCache = path.join(work, 'og-cache')): Promise<Measured<T>> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(checkout, 'bin/vitrine.js'), ...args, '--json'], {
      cwd: checkout,
      env: { ...process.env, VITRINE_CARD_CACHE: cardCache },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const memory: number[] = []
    const sampler = setInterval(() => {
      const mb = child.pid && rssOf(child.pid)
      if (mb) memory.push(mb)
    }, 1000)
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c) => (stdout += c))
    child.stderr.on('data', (c) => (stderr += c))
    child.on('close', (code) => {
      clearInterval(sampler)
      for (const line of stderr.split('\n')) {
        // What a build warned of, or why it rendered every page, explains a row out of line (a no-change rebuild that
        // rendered every page, say, after a cold build that went without an optional answer the API did not give in time).
        if (/^(warning:|retrying |rendering every page)/.test(line)) console.log(`  ${label}: ${line}`)
        // VITRINE_DEBUG_TIMING=1 (inherited by the build): each build's step timings and memory.
        else if (process.env.VITRINE_DEBUG_TIMING && line.startsWith('[timing]')) console.log(`  ${label} ${line}`)
      }
      if (code !== 0) return reject(new Error(`${label} failed (exit ${code}):\n${stderr.slice(-3000)}`))
      resolve({ ...(JSON.parse(stdout) as T), wallMs: performance.now() - started, memory })
    })
  })
}

function build(label: string, extra: string[] = []): Promise<Built> {
  if (shardCount > 0) return shardedBuild(label, extra)
  return run<BuildSummary>(label, ['build:catalog', '--host', api.url, '--api-url', '', '--out', out, '--snapshot-dir', path.join(work, 'snapshot'), ...extra])
}

/**
 * n shards, each with its artifact, snapshot and card cache kept between runs as a CI cache would keep them, then
 * the merge. Wall time is what n runners side by side take: the longest shard, then the merge.
 */
async function shardedBuild(label: string, extra: string[]): Promise<Built> {
  const parts: Array<Measured<BuildSummary>> = []
  for (let i = 1; i <= shardCount; i++) {
    const args = ['build:catalog', '--host', api.url, '--api-url', '', '--shard', `${i}/${shardCount}`, '--out', path.join(work, `shard-${i}`), '--snapshot-dir', path.join(work, `snapshot-${i}`), ...extra]
    parts.push(await run<BuildSummary>(`${label} shard ${i}/${shardCount}`, args, path.join(work, `og-cache-${i}`)))
  }
  const merge = await run<MergeSummary>(`${label} merge`, ['build:merge', '--out', out, ...parts.map((_, i) => path.join(work, `shard-${i + 1}`))])
  const sum = (pick: (p: BuildSummary) => number) => parts.reduce((total, p) => total + pick(p), 0)
  const longest = (pick: (p: BuildSummary) => number) => Math.max(...parts.map(pick))
  const first = parts[0]!
  return {
    ...first,
    unchanged: parts.every((p) => p.unchanged),
    pages: { ...first.pages, total: merge.pages.total, rendered: sum((p) => p.pages.rendered), perSecond: Math.round(sum((p) => p.pages.perSecond) * 10) / 10 },
    images: { ...first.images, total: merge.images.total, drawn: sum((p) => p.images.drawn), perSecond: Math.round(sum((p) => p.images.perSecond) * 10) / 10 },
    timings: {
      fetchMs: longest((p) => p.timings.fetchMs),
      bundleMs: longest((p) => p.timings.bundleMs),
      imagesMs: longest((p) => p.timings.imagesMs),
      renderMs: longest((p) => p.timings.renderMs),
      publishMs: longest((p) => p.timings.publishMs) + merge.timings.mergeMs,
      totalMs: longest((p) => p.timings.totalMs) + merge.timings.mergeMs,
    },
    peakRssMb: Math.max(...parts.map((p) => p.peakRssMb), ...merge.memory),
    wallMs: Math.max(...parts.map((p) => p.wallMs)) + merge.wallMs,
    memory: parts.flatMap((p) => p.memory).concat(merge.memory),
    parts,
    merge,
  }
}

/** A sharded build's shards and merge, one row each. */
function shardRows(built: Built): void {
  if (!built.parts) return
  built.parts.forEach((p, i) => row(`  shard ${i + 1}/${built.parts!.length}`, `${p.pages.rendered} pages, ${p.images.drawn} images`, `wall ${s(p.wallMs)}, peak ${peakOf(p)} MB`))
  row('  merge', s(built.merge!.wallMs), `${built.merge!.pages.total} pages, peak ${Math.max(0, ...built.merge!.memory)} MB`)
}

/**
 * A build's peak: its own (its threads included) or, when higher, the sampled RSS of every process it ran, such as the
 * Vite process that makes a bundle (~500 MB).
 */
const peakOf = (built: Measured<BuildSummary>) => Math.max(built.peakRssMb, ...built.memory)
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const row = (label: string, value: string, target = '') => console.log(`  ${label.padEnd(34)} ${value.padEnd(22)} ${target}`)

try {
  const cold = reuse ? undefined : await coldBuild()
  // The cold build and the floor leave gigabytes of written files for the kernel to flush over the next half minute;
  // rebuilds timed meanwhile measured that (the first edits 0.3–0.6 s slower). A cron's rebuild meets a flushed disk.
  if (cold) execFileSync('sync')
  let same = await build('no-change')
  // On --reuse the first build catches up, and the next one is the no-change rebuild: the reference API, just started,
  // takes ~25 s to make its first product list answer at 100,000 products (the build waits for it even when nothing
  // changed); after a code change every page is rendered; after a run that ended on a named edit the HTTP cache does
  // not hold the product list, which is read in full.
  if (reuse) {
    console.log(`\ncatching up with the kept folder: wall ${s(same.wallMs)}, ${same.pages.rendered} pages rendered${same.fullRender ? ` (${same.fullRender})` : ''}`)
    // The disk is flushed as after a cold build.
    if (same.pages.rendered > 0) execFileSync('sync')
    same = await build('no-change')
  }
  console.log('\nno-change rebuild')
  row('total', s(same.timings.totalMs), `wall ${s(same.wallMs)} (target < 2 s)`)
  shardRows(same)
  row('pages rendered / images drawn', `${same.pages.rendered} / ${same.images.drawn}`, '(target 0 images)')
  row('peak memory', `${peakOf(same)} MB`)

  // One run's wall time moves by ±0.3 s on a shared machine, so the edit is made and rebuilt several times; the
  // build told which product changed (as the CMS hook tells it) and the one that reads the whole list take turns.
  const sqlite = new Database(db)
  const edited = sqlite.prepare('SELECT product_id FROM product_variants ORDER BY product_id LIMIT 1').get() as { product_id: string }
  const named = canName() ? ['--changed-products', edited.product_id] : undefined
  const edits: Built[] = []
  const namedEdits: Built[] = []
  for (let i = 0; i < editRuns; i++) {
    sqlite.prepare('UPDATE product_variants SET price_paise = price_paise + 10000 WHERE product_id = ?').run(edited.product_id)
    edits.push(await build('one-edit'))
    if (!named) continue
    sqlite.prepare('UPDATE product_variants SET price_paise = price_paise + 10000 WHERE product_id = ?').run(edited.product_id)
    namedEdits.push(await build('one-edit-named', named))
  }
  sqlite.close()
  editRows(`rebuild after one price change (product ${edited.product_id}), the whole product list read`, edits)
  if (named) editRows('the same, the product named as the CMS hook names it (--changed-products): read by id', namedEdits)
  else console.log(`\n(${checkout} has no --changed-products: no named rebuilds)`)
  row('peak memory', `${Math.max(...[cold, same, ...edits, ...namedEdits].map((b) => (b ? peakOf(b) : 0)))} MB over ${cold ? 'all builds' : 'these builds'}`)
} finally {
  await api.close()
  if (!values.keep && !reuse) await rm(work, { recursive: true, force: true })
}

/** Whether the measured checkout's build can be told which products changed (older checkouts cannot). */
function canName(): boolean {
  return execFileSync(process.execPath, [path.join(checkout, 'bin/vitrine.js'), 'build:catalog', '--help'], { cwd: checkout, encoding: 'utf8' }).includes('--changed-products')
}

/** The median of a series of rebuilds after an edit, and every run's wall time. */
function editRows(title: string, edits: Built[]): void {
  const byWall = [...edits].sort((a, b) => a.wallMs - b.wallMs)
  const edit = byWall[Math.floor((byWall.length - 1) / 2)]!
  console.log(`\n${title}, ${edits.length} runs: the median run`)
  row('total', s(edit.timings.totalMs), `wall ${s(edit.wallMs)} (target ≤ 3 s, issue 22)`)
  if (edits.length > 1) row('wall, every run', edits.map((e) => (e.wallMs / 1000).toFixed(2)).join(' '), `(${s(byWall[0]!.wallMs)} – ${s(byWall.at(-1)!.wallMs)})`)
  row('pages rendered / images drawn', `${edit.pages.rendered} / ${edit.images.drawn}`)
  row('peak memory, every run', edits.map((e) => `${peakOf(e)} MB`).join(' '))
  shardRows(edit)
}

/** A long run's samples shown in at most ~60 steps (each the highest of the seconds it stands for). */
function memoryLine(samples: number[]): string {
  const step = Math.max(1, Math.ceil(samples.length / 60))
  const shown: number[] = []
  for (let i = 0; i < samples.length; i += step) shown.push(Math.max(...samples.slice(i, i + step)))
  return `${shown.join(' ')}${step > 1 ? ` (each the highest of ${step} s)` : ''}`
}

async function coldBuild() {
  const cold = await build('cold')
  console.log(`cold build (${products} products, ${cold.pages.total} pages, ${cold.images.total} share images${shardCount ? `; ${shardCount} shards, then the merge: times are n runners' side by side` : ''})`)
  shardRows(cold)
  row('fetch', s(cold.timings.fetchMs))
  row('bundle (Vite; 0 = cached bundle)', s(cold.timings.bundleMs))
  row('pages rendered', `${cold.pages.rendered} in ${s(cold.timings.renderMs)}`, `${cold.pages.perSecond} pages/s`)
  row('share images drawn', `${cold.images.drawn} in ${s(cold.timings.imagesMs)}`, `${cold.images.perSecond} images/s (target ≥ 80)`)
  row('verify + publish', s(cold.timings.publishMs))
  row('total (in the build)', s(cold.timings.totalMs), `wall ${s(cold.wallMs)} with process start`)
  row('peak memory (RSS, all its processes)', `${peakOf(cold)} MB`, '(target ≤ 1536 MB)')
  console.log(`  memory over time (RSS in MB, every second): ${memoryLine(cold.memory)}`)

  // The floor is what no pipeline goes below: it writes to a flushed disk, not behind the cold build's gigabytes of
  // dirty pages (measured behind them, its writes took 38 s once and 16–20 s on a flushed disk, in the same hour).
  execFileSync('sync')
  const floor = await floorInChild(out, path.join(work, 'floor'), checkout)
  console.log(`\nfloor on the same ${floor.pages} pages (renderToString with React's ${floor.react} build + plain write, one thread)`)
  row('renderToString', s(floor.renderMs))
  row('write the same files', s(floor.writeMs), `of which ${s(floor.copiesMs)} the Brotli and gzip copies`)
  row('floor total', s(floor.renderMs + floor.writeMs), `${Math.round(floor.pages / ((floor.renderMs + floor.writeMs) / 1000))} pages/s`)
  row('build render ÷ floor', `${(cold.timings.renderMs / (floor.renderMs + floor.writeMs)).toFixed(2)}×`, '(target ≤ 1.2×, issue 22)')
  if (values['floor-pair']) {
    // Two floors side by side, as the build's two render threads run: what the floor's own work takes per thread when
    // both cores do it at once (shared caches, memory and disk). Half the slower one's time is what a pipeline that
    // did only the floor's work on two threads would take for the pages.
    execFileSync('sync')
    const pair = await Promise.all([1, 2].map((n) => floorInChild(out, path.join(work, `floor-${n}`), checkout)))
    const slower = Math.max(...pair.map((f) => f.renderMs + f.writeMs))
    row('floor, two side by side', pair.map((f) => s(f.renderMs + f.writeMs)).join(' '), `renderToString ${pair.map((f) => s(f.renderMs)).join(' ')}, writes ${pair.map((f) => s(f.writeMs)).join(' ')}`)
    row('build render ÷ two-thread floor', `${(cold.timings.renderMs / (slower / 2)).toFixed(2)}×`, `(the two-thread floor: ${s(slower / 2)})`)
  }

  return cold
}
