/**
 * A tiny worker-thread pool: the build's CPU-bound steps (React rendering, card drawing) run on every core. Each
 * worker takes one batch of jobs and answers with its results; a worker that crashes fails the step with its error.
 */
import { availableParallelism } from 'node:os'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

const BOOT = new URL('./boot.mjs', import.meta.url)

/** Set by scripts/cliBundle.mjs when the CLI runs from its bundle: each TypeScript worker's bundled twin. */
const bundled = (globalThis as { [key: symbol]: { workers: Record<string, string> } | undefined })[Symbol.for('vitrine.cliBundle')]

export interface WorkerMessage<R> {
  type: 'progress' | 'done' | 'error'
  count?: number
  results?: R[]
  error?: string
}

/** How many workers are worth starting for `jobs` items, each costing a fixed start-up of about `perWorker` jobs. */
export function workerCount(jobs: number, perWorker = 40): number {
  return Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs / perWorker)))
}

/**
 * Splits `jobs` over `workers` workers running `module` (a TypeScript file path). `onProgress` hears how many jobs
 * finished since the last call.
 */
export async function runPool<J, R>(
  module: URL,
  jobs: J[],
  options: { workers: number; shared: unknown; onProgress?: (done: number) => void; split?: 'interleaved' | 'contiguous' },
): Promise<R[]> {
  if (jobs.length === 0) return []
  const n = Math.min(options.workers, jobs.length)
  // Interleaved split: neighbouring jobs (one category's products) cost alike, so each worker gets a fair share.
  // Contiguous: neighbouring jobs share work a worker does once (cards of one photo), so they stay together.
  const batches: J[][] = Array.from({ length: n }, () => [])
  if (options.split === 'contiguous') {
    const size = Math.ceil(jobs.length / n)
    for (let w = 0; w < n; w++) batches[w] = jobs.slice(w * size, (w + 1) * size)
  } else jobs.forEach((job, i) => batches[i % n]!.push(job))
  const parts = await Promise.all(
    batches.map(
      (batch) =>
        new Promise<R[]>((resolve, reject) => {
          // A plain-JavaScript worker runs as is, a TypeScript one from the CLI's bundle, or else through the tsx boot file.
          const twin = bundled?.workers[module.href]
          const entry = module.pathname.endsWith('.mjs') ? module : twin ? pathToFileURL(twin) : BOOT
          const worker = new Worker(entry, { workerData: { module: module.href, jobs: batch, shared: options.shared } })
          let settled = false
          worker.on('message', (message: WorkerMessage<R>) => {
            if (message.type === 'progress') options.onProgress?.(message.count ?? 0)
            else if (message.type === 'done') {
              settled = true
              resolve(message.results ?? [])
              void worker.terminate()
            } else if (message.type === 'error') {
              settled = true
              reject(new Error(message.error))
              void worker.terminate()
            }
          })
          worker.on('error', (error) => {
            settled = true
            reject(error)
          })
          worker.on('exit', (code) => {
            if (!settled) reject(new Error(`a build worker exited with code ${code}`))
          })
        }),
    ),
  )
  return parts.flat()
}
