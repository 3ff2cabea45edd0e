/**
 * Fetch step: reads every catalogue call of the contract from the shop API, validates each record on its own and
 * returns the snapshot the pages render from. One bad record is skipped with a warning that names it and the
 * field; a required call that cannot be read, or too large a share of bad records, fails the build.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { catalogueCalls, type CatalogueCall, unwrap } from '../../data/contract'
import { SNAPSHOT_FILE, type CatalogueSnapshot } from '../../data/snapshot'
import { EXIT, VitrineError } from '../errors'
import { createAgent, DEFAULT_HTTP, getJson, type HttpOptions } from './httpClient'

export interface SkippedRecord {
  call: CatalogueCall
  index: number
  id?: string
  reason: string
}

export interface FetchResult {
  snapshot: CatalogueSnapshot
  skipped: SkippedRecord[]
  /** Optional calls that could not be read; their lists are empty in the snapshot. */
  unavailable: Array<{ call: CatalogueCall; reason: string }>
  ms: number
}

export interface FetchOptions {
  http?: Partial<HttpOptions>
  /** Above this share of invalid records in one call, the build fails rather than publish a gutted shop. */
  maxInvalidShare?: number
  concurrency?: number
  warn?: (line: string) => void
}

export async function fetchCatalogue(host: string, options: FetchOptions = {}): Promise<FetchResult> {
  const started = performance.now()
  const http = { ...DEFAULT_HTTP, ...options.http }
  const warn = options.warn ?? ((line) => console.warn(line))
  const maxInvalidShare = options.maxInvalidShare ?? 0.1
  const agent = createAgent(http, options.concurrency ?? 4)
  const skipped: SkippedRecord[] = []
  const unavailable: FetchResult['unavailable'] = []
  const lists: Partial<Record<CatalogueCall, unknown[]>> = {}

  const onRetry: HttpOptions['onRetry'] = ({ url, attempt, reason, waitMs }) =>
    warn(`retrying ${url} (attempt ${attempt + 1}, ${reason}, waiting ${Math.round(waitMs)} ms)`)

  try {
    const calls = Object.entries(catalogueCalls) as Array<[CatalogueCall, (typeof catalogueCalls)[CatalogueCall]]>
    await mapLimit(calls, options.concurrency ?? 4, async ([name, call]) => {
      let records: unknown[]
      try {
        records = unwrap.list(await getJson(host + call.path, agent, { ...http, onRetry }))
      } catch (error) {
        const reason = (error as Error).message
        if (call.required) {
          throw new VitrineError(`could not read ${call.path} from ${host}: ${reason}`, {
            exitCode: EXIT.fetch,
            suggestion: 'check --host and that the shop API is up; the published site was left as it was',
            cause: error,
          })
        }
        warn(`warning: ${call.path} unavailable (${reason}); building without it`)
        unavailable.push({ call: name, reason })
        lists[name] = []
        return
      }
      const valid: unknown[] = []
      records.forEach((record, index) => {
        const parsed = call.record.safeParse(record)
        if (parsed.success) return void valid.push(parsed.data)
        const issue = parsed.error.issues[0]!
        const id = recordId(record)
        const reason = `${issue.path.join('.') || '(record)'}: ${issue.message}`
        skipped.push({ call: name, index, id, reason })
        warn(`warning: skipped ${name}[${index}]${id ? ` (_id ${id})` : ''}: ${reason}`)
      })
      const invalid = records.length - valid.length
      if (records.length > 0 && invalid / records.length > maxInvalidShare) {
        throw new VitrineError(
          `${invalid} of ${records.length} records from ${call.path} are invalid (more than ${Math.round(maxInvalidShare * 100)}%)`,
          { exitCode: EXIT.fetch, suggestion: 'fix the data at the source, or raise --max-invalid if this is expected' },
        )
      }
      lists[name] = valid
    })
  } finally {
    await agent.close()
  }

  const snapshot = {
    fetchedAt: new Date().toISOString(),
    host,
    ...(lists as Record<CatalogueCall, unknown[]>),
  } as unknown as CatalogueSnapshot
  return { snapshot, skipped, unavailable, ms: performance.now() - started }
}

/** Writes the snapshot atomically: a reader never sees half a file. */
export async function writeSnapshot(snapshot: CatalogueSnapshot, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, SNAPSHOT_FILE)
  const temp = `${file}.${process.pid}.tmp`
  await writeFile(temp, JSON.stringify(snapshot))
  await rename(temp, file)
  return file
}

function recordId(record: unknown): string | undefined {
  const id = (record as { _id?: unknown } | null)?._id
  return typeof id === 'string' ? id : undefined
}

async function mapLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!)
  })
  await Promise.all(workers)
}
