/**
 * `vitrine build:catalog`: fetch the catalogue from the shop API, pre-render every catalogue page into a staging
 * folder, verify it and swap it in. Run nightly by cron and on demand by content editors; a failure at any step
 * leaves the published output exactly as it was and exits non-zero.
 */
import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Command } from 'commander'
import { z } from 'zod'
import { catalogueRoutes } from '../../data/catalogue/routes'
import { DEFAULT_SNAPSHOT_DIR } from '../../data/snapshot'
import { EXIT, VitrineError } from '../errors'
import { flag, httpUrl, parseOptions, positiveInt } from '../options'
import { DEFAULT_DB_FILE, DEFAULT_OUT_DIR, PROJECT_ROOT } from '../runtime'
import { fetchCatalogue, writeSnapshot } from '../steps/fetchCatalogue'
import { prerenderSite } from '../steps/prerender'
import { publishSite, verifyStagedSite } from '../steps/publish'
import { writeCardIndex } from '../steps/writeCardIndex'

const BuildOptions = z.object({
  host: httpUrl.optional(),
  out: z.string().min(1),
  apiUrl: z.union([httpUrl, z.literal('')]).optional(),
  db: z.string().min(1),
  products: positiveInt,
  snapshotDir: z.string().min(1),
  maxInvalid: z.coerce.number().min(0).max(1),
  json: z.boolean().default(false),
  timeout: positiveInt,
  retries: z.coerce.number().int().min(0).max(10),
})
type BuildOptions = z.infer<typeof BuildOptions>

export interface BuildSummary {
  ok: true
  host: string
  out: string
  pages: number
  products: { fetched: number; skipped: number }
  skipped: Array<{ call: string; index: number; id?: string; reason: string }>
  timings: { fetchMs: number; bundleMs: number; renderMs: number; totalMs: number }
}

export function registerBuildCatalog(program: Command): void {
  program
    .command('build:catalog')
    .description('fetch the catalogue from the shop API and publish the pre-rendered static shop')
    .addOption(flag('--host <url>', 'shop API to read (default: the embedded reference API with demo data)', 'VITRINE_HOST'))
    .addOption(flag('--out <dir>', 'folder to publish the static site to', 'VITRINE_OUT').default(DEFAULT_OUT_DIR))
    .addOption(flag('--api-url <url>', "API base the shoppers' browsers call (default: --host, or the same origin)", 'VITRINE_API_URL'))
    .addOption(flag('--db <file>', 'database of the embedded reference API', 'VITRINE_DB').default(DEFAULT_DB_FILE))
    .addOption(flag('--products <n>', 'demo catalogue size when the embedded database is new', 'VITRINE_DEMO_PRODUCTS').default('300'))
    .addOption(flag('--snapshot-dir <dir>', 'where the fetched catalogue is cached', 'VITRINE_SNAPSHOT_DIR').default(DEFAULT_SNAPSHOT_DIR))
    .addOption(flag('--max-invalid <share>', 'largest share (0–1) of invalid records tolerated per call', 'VITRINE_MAX_INVALID').default('0.1'))
    .addOption(flag('--timeout <ms>', 'timeout of one API request', 'VITRINE_HTTP_TIMEOUT').default('15000'))
    .addOption(flag('--retries <n>', 'retries of a failed API request (timeouts, resets, 5xx, 429)', 'VITRINE_HTTP_RETRIES').default('3'))
    .addOption(flag('--json', 'print a JSON summary on stdout (for cron); progress goes to stderr', 'VITRINE_JSON'))
    .action(async (raw) => {
      const options = parseOptions(BuildOptions, raw, 'build:catalog')
      const summary = await buildCatalog(options)
      if (options.json) console.log(JSON.stringify(summary))
    })
}

export async function buildCatalog(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now()
  // With --json, stdout carries only the summary; progress goes to stderr.
  const log = options.json ? (line: string) => console.error(line) : (line: string) => console.log(line)
  const warn = (line: string) => console.error(line)

  const embedded = options.host ? undefined : await startEmbeddedApi(options)
  const host = options.host ?? embedded!.url
  let fetched
  try {
    log(`fetching catalogue from ${options.host ?? `the embedded reference API (${options.db})`}`)
    fetched = await fetchCatalogue(host, { maxInvalidShare: options.maxInvalid, warn, http: { timeoutMs: options.timeout, retries: options.retries } })
  } finally {
    await embedded?.close()
  }
  const { snapshot } = fetched
  await writeSnapshot(snapshot, options.snapshotDir)
  log(`fetched ${snapshot.products.length} products, ${snapshot.categories.length} categories in ${ms(fetched.ms)}`)

  const out = path.resolve(options.out)
  // vike resolves its build manifest under the project root, so the render is staged there and moved afterwards.
  const staging = path.join(PROJECT_ROOT, '.cache', 'build', `staging-${process.pid}`)
  try {
    log('rendering pages')
    const rendered = await prerenderSite({
      snapshotDir: options.snapshotDir,
      outDir: staging,
      apiUrl: options.apiUrl ?? options.host ?? '',
    }).catch((error: unknown) => {
      throw new VitrineError(`rendering failed: ${(error as Error).message.split('\n')[0]}`, {
        exitCode: EXIT.build,
        suggestion: 'the previous output was left as it was; rerun with VITRINE_DEBUG=1 for details',
        cause: error,
      })
    })
    await writeCardIndex(snapshot, rendered.clientDir)
    await verifyStagedSite(
      rendered.clientDir,
      catalogueRoutes(snapshot).map((r) => r.path),
    )
    await publishSite(rendered.clientDir, out)
    const totalMs = performance.now() - started
    log(`published ${rendered.pages} pages to ${path.relative(process.cwd(), out) || '.'} in ${ms(totalMs)} (bundle ${ms(rendered.buildMs)}, render ${ms(rendered.renderMs)})`)
    return {
      ok: true,
      host: options.host ?? 'embedded',
      out,
      pages: rendered.pages,
      products: { fetched: snapshot.products.length, skipped: fetched.skipped.filter((s) => s.call === 'products').length },
      skipped: fetched.skipped,
      timings: { fetchMs: Math.round(fetched.ms), bundleMs: Math.round(rendered.buildMs), renderMs: Math.round(rendered.renderMs), totalMs: Math.round(totalMs) },
    }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

async function startEmbeddedApi(options: BuildOptions) {
  const { startApi } = await import('../../server/index')
  return startApi({ dbFile: options.db, products: options.products, port: 0 }).catch((error: unknown) => {
    throw new VitrineError(`the embedded shop API could not start: ${(error as Error).message}`, {
      exitCode: EXIT.fetch,
      suggestion: `check that ${options.db} is a Vitrine database, or pass --host`,
      cause: error,
    })
  })
}

function ms(value: number): string {
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(1)} s`
}
