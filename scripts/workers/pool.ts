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
  /** `drained`: a worker handed its jobs a part at a time (runPool's `part`) has done its part and wants the next. */
  type: 'progress' | 'done' | 'error' | 'drained'
  count?: number
  /** With `progress`: the results of the jobs just done (a worker may send them as it goes, not all at the end). */
  results?: R[]
  error?: string
}

/** How many workers are worth starting for `jobs` items, each costing a fixed start-up of about `perWorker` jobs. */
export function workerCount(jobs: number, perWorker = 40): number {
  return Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs / perWorker)))
}

/**
 * Ends a worker whose work is done (its files written): the process does not wait for its teardown, which for a thread
 * that loaded satori's and resvg's WebAssembly is tens of milliseconds at the end of a build.
 */
function finish(worker: Worker): void {
  worker.unref()
  void worker.terminate()
}

/** A plain-JavaScript worker runs as is, a TypeScript one from the CLI's bundle, or else through the tsx boot file. */
function entryOf(module: URL): URL {
  const twin = bundled?.workers[module.href]
  return module.pathname.endsWith('.mjs') ? module : twin ? pathToFileURL(twin) : BOOT
}

/**
 * What a worker is handed, in its `workerData` or a message: `more` when its batch comes a part at a time (runPool's
 * `part`): it answers each part with `drained` and waits for the next, and the last part comes with `more: false`.
 */
export interface WorkerOrder<J> {
  jobs: J[]
  shared: unknown
  more?: boolean
  queue?: Int32Array
}

/**
 * A worker started before its jobs are known, so that its start-up (a thread, its code, what it prepares) overlaps
 * the build's other work. Its module reads `workerData.jobs === null` as "wait for a `{ jobs, shared }` message".
 * It is handed to runPool (`started`), or stopped.
 */
export class StartedWorker {
  readonly worker: Worker
  /** What went wrong before runPool took it over. */
  failure: Error | undefined
  /** Its listeners until runPool takes it over. */
  private readonly watching: Array<[event: string, listener: Parameters<Worker['off']>[1]]>
  constructor(readonly module: URL) {
    this.worker = new Worker(entryOf(module), { workerData: { module: module.href, jobs: null, shared: null } })
    const early = (error: Error) => (this.failure ??= error)
    this.watching = [
      ['error', early],
      ['message', (message: WorkerMessage<unknown>) => message.type === 'error' && early(new Error(message.error))],
      ['exit', (code: number) => early(new Error(`a build worker exited with code ${code}`))],
    ]
    for (const [event, listener] of this.watching) this.worker.on(event, listener)
  }

  /**
   * Its own listeners go, not every listener: `removeAllListeners` takes Node's own with them, and the worker's
   * messages may then never reach a listener added later (nodejs/node#34130; tests/unit/poolParts.test.ts).
   */
  handOver(): Worker {
    for (const [event, listener] of this.watching) this.worker.off(event, listener)
    return this.worker
  }

  stop(): void {
    this.worker.removeAllListeners()
    // The process does not wait for a thread it no longer needs to be torn down (see finish below).
    this.worker.unref()
    void this.worker.terminate()
  }
}

/**
 * Splits `jobs` over `workers` workers running `module` (a TypeScript file path). `onProgress` hears how many jobs
 * finished since the last call. Workers in `started` (of the same module) take the first batches; any left over are
 * stopped.
 */
export async function runPool<J, R>(
  module: URL,
  jobs: J[],
  options: {
    workers: number
    shared: unknown
    onProgress?: (done: number) => void
    split?: 'interleaved' | 'contiguous'
    /**
     * The counter of a queue the jobs are taken from (renderCore.mjs `takeInTurn`), shared with any other thread taking
     * from it: then every worker is handed every job and the counter (`workerData.queue`), and takes its own as it goes.
     */
    queue?: Int32Array
    started?: StartedWorker[]
    /**
     * Hand each worker its batch this many jobs at a time rather than whole, for a module that speaks `drained`
     * (WorkerOrder): a worker then holds one part of its jobs, not a copy of half the step's.
     */
    part?: number
    /** Each result as it arrives: a message's strings are copies, so a caller keeping many results can share them. */
    receive?: (result: R) => R
    /** Stops every worker and rejects with its reason: the build failed elsewhere, and their work is no longer wanted. */
    signal?: AbortSignal
  },
): Promise<R[]> {
  const started = (options.started ?? []).filter((s) => s.module.href === module.href)
  const n = Math.min(Math.max(options.workers, started.length), jobs.length)
  for (const spare of started.splice(n)) spare.stop()
  if (jobs.length === 0) return []
  // Interleaved split: neighbouring jobs (one category's products) cost alike, so each worker gets a fair share.
  // Contiguous: neighbouring jobs share work a worker does once (cards of one photo), so they stay together.
  // A queue: every worker is handed every job, and takes its own from the queue as it goes.
  const batches: J[][] = Array.from({ length: n }, () => [])
  if (options.queue) batches.fill(jobs)
  else if (options.split === 'contiguous') {
    const size = Math.ceil(jobs.length / n)
    for (let w = 0; w < n; w++) batches[w] = jobs.slice(w * size, (w + 1) * size)
  } else jobs.forEach((job, i) => batches[i % n]!.push(job))
  const parts = await Promise.all(
    batches.map(
      (batch, b) =>
        new Promise<R[]>((resolve, reject) => {
          const ready = started[b]
          if (ready?.failure || options.signal?.aborted) {
            ready?.stop()
            return reject(ready?.failure ?? options.signal!.reason)
          }
          const part = options.part && !options.queue ? options.part : batch.length
          let from = 0
          const nextOrder = (): WorkerOrder<J> => {
            const jobs = batch.slice(from, (from += part))
            return { jobs, shared: options.shared, queue: options.queue, ...(options.part ? { more: from < batch.length } : {}) }
          }
          const worker = ready ? ready.handOver() : new Worker(entryOf(module), { workerData: { module: module.href, ...nextOrder() } })
          if (ready) worker.postMessage(nextOrder())
          let settled = false
          const stop = () => {
            settled = true
            reject(options.signal!.reason)
            finish(worker)
          }
          options.signal?.addEventListener('abort', stop, { once: true })
          // The listener goes with the worker, whichever way it ends.
          worker.once('exit', () => options.signal?.removeEventListener('abort', stop))
          // In the worker's order, whether it sends its results as it goes or all at the end.
          const received: R[] = []
          const take = (results: R[] | undefined) => {
            for (const result of results ?? []) received.push(options.receive ? options.receive(result) : result)
          }
          worker.on('message', (message: WorkerMessage<R>) => {
            if (message.type === 'progress') {
              take(message.results)
              options.onProgress?.(message.count ?? 0)
            } else if (message.type === 'drained') worker.postMessage(nextOrder())
            else if (message.type === 'done') {
              settled = true
              take(message.results)
              resolve(received)
              finish(worker)
            } else if (message.type === 'error') {
              settled = true
              reject(new Error(message.error))
              finish(worker)
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
