/**
 * `vitrine build:catalog`: fetch the catalogue from the shop API, render what changed into a staging folder beside
 * the published site, verify it and swap it in. Run nightly by cron and on demand by content editors (see
 * `vitrine webhook`); a failure at any step leaves the published output exactly as it was and exits non-zero.
 */
import type { Command } from 'commander'
import { z } from 'zod'
import { DEFAULT_SNAPSHOT_DIR } from '../../data/build/snapshot'
import { defaultSiteUrl } from '../../data/seo/site'
import type { BuildSummary } from '../buildPipeline'
import type { CatalogueAnswers } from '../steps/catalogueAnswers'
import { EXIT, VitrineError } from '../errors'
import { envSwitch, flag, httpUrl, parseOptions, positiveInt } from '../options'
import { createReporter } from '../progress'
import { DEFAULT_DB_FILE, DEFAULT_OUT_DIR } from '../runtime'
import { parseShard } from '../steps/shards'

const BuildOptions = z.object({
  host: httpUrl.optional(),
  out: z.string().min(1),
  apiUrl: z.union([httpUrl, z.literal('')]).optional(),
  siteUrl: httpUrl,
  db: z.string().min(1),
  products: positiveInt,
  snapshotDir: z.string().min(1),
  maxInvalid: z.coerce.number().min(0).max(1),
  json: envSwitch,
  timeout: positiveInt,
  retries: z.coerce.number().int().min(0).max(10),
  keepAssets: positiveInt,
  shard: z
    .string()
    .optional()
    .transform((text, context) => {
      if (text === undefined) return undefined
      const shard = parseShard(text)
      if (!shard) context.addIssue({ code: 'custom', message: 'must be i/n, such as 2/4 (1 ≤ i ≤ n)' })
      return shard
    }),
  changedProducts: z
    .string()
    .optional()
    .transform((text, context) => {
      if (text === undefined) return undefined
      const ids = [...new Set(text.split(/[\s,]+/).filter(Boolean))]
      if (ids.length === 0) context.addIssue({ code: 'custom', message: 'must name at least one product id, such as 665f1c2e9b1d8a0012345678' })
      else if (ids.some((id) => id.length > 64)) context.addIssue({ code: 'custom', message: 'must be product ids of at most 64 characters, separated by commas' })
      return ids
    }),
})
type BuildOptions = z.infer<typeof BuildOptions>

export const BUILD_EXIT_CODES = `
Exit codes:
  0  published (or nothing changed)
  1  unexpected error (a bug)
  2  bad flag or environment variable
  3  the shop API could not be read, or too many records were invalid
  4  rendering, verifying or publishing failed
In every case but 0 the previously published site is left byte-for-byte as it was.`

export function registerBuildCatalog(program: Command): void {
  program
    .command('build:catalog')
    .description('fetch the catalogue from the shop API and publish the pre-rendered static shop (incremental)')
    .addOption(flag('--host <url>', 'shop API to read (default: the embedded reference API with demo data)', 'VITRINE_HOST'))
    .addOption(flag('--out <dir>', 'folder to publish the static site to', 'VITRINE_OUT').default(DEFAULT_OUT_DIR))
    .addOption(flag('--site-url <url>', 'public address of the site, for canonical URLs, the sitemap and share images', 'VITRINE_SITE_URL').default(defaultSiteUrl(), 'http://localhost:$PORT, where vitrine serve listens; 4173 without PORT'))
    .addOption(flag('--api-url <url>', "API base the shoppers' browsers call (default: --host, or the same origin)", 'VITRINE_API_URL'))
    .addOption(flag('--db <file>', 'database of the embedded reference API', 'VITRINE_DB').default(DEFAULT_DB_FILE))
    .addOption(flag('--products <n>', 'demo catalogue size when the embedded database is new', 'VITRINE_DEMO_PRODUCTS').default('300'))
    .addOption(flag('--snapshot-dir <dir>', 'where the fetched catalogue is cached', 'VITRINE_SNAPSHOT_DIR').default(DEFAULT_SNAPSHOT_DIR))
    .addOption(flag('--max-invalid <share>', 'largest share (0–1) of invalid records tolerated per call', 'VITRINE_MAX_INVALID').default('0.1'))
    .addOption(flag('--timeout <ms>', 'timeout of one API request', 'VITRINE_HTTP_TIMEOUT').default('15000'))
    .addOption(flag('--retries <n>', 'retries of a failed API request (timeouts, resets, 5xx, 429)', 'VITRINE_HTTP_RETRIES').default('3'))
    .addOption(flag('--keep-assets <n>', "bundles whose hashed assets stay published, so open tabs keep working", 'VITRINE_KEEP_ASSETS').default('3'))
    .addOption(flag('--shard <i/n>', "make only this share of the pages and share cards, into --out as a shard's artifact for build:merge", 'VITRINE_SHARD'))
    .addOption(flag('--changed-products <ids>', 'only these products (ids, comma-separated) changed since the last build, as the CMS hook names them: they are read by id and the rest is taken over from the last build', 'VITRINE_CHANGED_PRODUCTS'))
    .addOption(flag('--json', 'print a JSON summary on stdout (for cron); progress goes to stderr', 'VITRINE_JSON'))
    .addHelpText('after', BUILD_EXIT_CODES)
    .action(async (raw) => {
      const options = parseOptions(BuildOptions, raw, 'build:catalog')
      const summary = await buildCatalog(options)
      if (options.json) console.log(JSON.stringify(summary))
    })
}

export async function buildCatalog(options: BuildOptions): Promise<BuildSummary> {
  const report = createReporter({ json: options.json })
  // With --host the catalogue requests go out first: the API works on its answers (~50 MB at 10,000 products) while
  // this process loads the pipeline (validation, page data, sanitiser), instead of one after the other.
  let answers: CatalogueAnswers | undefined
  if (options.host) {
    const { answersCacheDir, requestAnswers } = await import('../steps/catalogueAnswers')
    const http = { timeoutMs: options.timeout, retries: options.retries }
    answers = requestAnswers(options.host, { http, warn: report.warn, cacheDir: answersCacheDir(options.snapshotDir), productsNamed: options.changedProducts !== undefined })
  }
  // The pipeline and its packages load only for this command, so the others and `--help` start without them.
  const { runBuild } = await import('../buildPipeline')
  return runBuild(
    {
      host: options.host,
      embedded: () => startEmbeddedApi(options),
      out: options.out,
      apiUrl: options.apiUrl ?? options.host ?? '',
      siteUrl: options.siteUrl,
      snapshotDir: options.snapshotDir,
      maxInvalid: options.maxInvalid,
      timeout: options.timeout,
      retries: options.retries,
      keepAssets: options.keepAssets,
      answers,
      shard: options.shard,
      changedProducts: options.changedProducts,
    },
    report,
  )
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
