/**
 * The webhook's rebuild queue: editors' triggers are debounced (a burst of saves makes one build) and coalesced
 * (triggers during a build make exactly one more build after it). Builds run in a child process so that a crash or
 * a memory blow-up in a build can never take the listener down; its progress lines are read into stages as they come.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { initialStages, readProgressLine, type BuildStage } from './buildStages'
import { PROJECT_ROOT } from './runtime'

/** Who asked for a build: the CMS's publish hook (the secret header) or an editor on the desk, by the name they gave. */
export type TriggerSource = { via: 'hook' } | { via: 'desk'; name: string }
export type Trigger = TriggerSource & { count: number }
const sameSource = (a: TriggerSource, b: TriggerSource) => a.via === b.via && (a.via === 'hook' || (b.via === 'desk' && a.name === b.name))

export interface BuildResult {
  startedAt: string
  finishedAt: string
  ok: boolean
  exitCode: number | null
  /** The build's `--json` summary when it succeeded. */
  summary?: unknown
  /** The build's one-line failure message otherwise. */
  error?: string
  /** How many triggers this build answered. */
  triggers: number
  /** The same triggers by who sent them. */
  triggeredBy: Trigger[]
  /**
   * The products the triggers named as changed (only they were read afresh), or null for a whole rebuild (absent in
   * the history kept before builds could be told so).
   */
  products?: string[] | null
}

export interface RunningBuild {
  startedAt: string
  triggeredBy: Trigger[]
  /** As BuildResult.products. */
  products?: string[] | null
  stages: BuildStage[]
}

export interface QueueStatus {
  state: 'idle' | 'waiting' | 'building'
  pendingTriggers: number
  /** The waiting triggers by who sent them. */
  pendingBy: Trigger[]
  /** The products the waiting triggers named, or null when one of them asked for a whole rebuild (or none waits). */
  pendingProducts: string[] | null
  builds: number
  last: BuildResult | null
  /** While waiting: milliseconds until the build starts (each new trigger pushes it back). */
  startsInMs: number | null
  /** While building: when it started, who asked, and how far it has got. */
  current: RunningBuild | null
}

export type BuildOutcome = Omit<BuildResult, 'triggers' | 'triggeredBy' | 'products'>
/**
 * Runs one build; `onLine` gets each line the build writes to stderr. `products`: only these changed (the CMS's hook
 * named them), or null for a whole rebuild.
 */
export type BuildRunner = (onLine: (line: string) => void, products: string[] | null) => Promise<BuildOutcome>

/**
 * Past this many products named by the triggers of one build, it reads every product: the whole product list costs
 * about as much as reading so many by id, and it catches what the hook did not name.
 */
export const NAMED_PRODUCTS_MAX = 2000

export function createRebuildQueue(options: {
  debounceMs: number
  run?: BuildRunner
  /** Called with each finished build, before listeners hear that the queue is idle again. */
  onResult?: (result: BuildResult) => void
  /** The last build of an earlier run of the webhook (from its history). */
  last?: BuildResult | null
}) {
  const run = options.run ?? runBuildProcess
  let state: QueueStatus['state'] = 'idle'
  let pending: Trigger[] = []
  /** The products the pending triggers named; 'all' once one of them named none (a whole rebuild). */
  let named: Set<string> | 'all' = new Set()
  let builds = 0
  let last: BuildResult | null = options.last ?? null
  let timer: NodeJS.Timeout | undefined
  let startsAt = 0
  let current: RunningBuild | null = null
  let running: Promise<void> | undefined
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const count = (list: Trigger[]) => list.reduce((sum, t) => sum + t.count, 0)

  const schedule = () => {
    clearTimeout(timer)
    state = 'waiting'
    startsAt = Date.now() + options.debounceMs
    timer = setTimeout(start, options.debounceMs)
  }
  const start = () => {
    timer = undefined
    const triggeredBy = pending
    const products = named === 'all' ? null : [...named]
    pending = []
    named = new Set()
    state = 'building'
    builds++
    const build: RunningBuild = { startedAt: new Date().toISOString(), triggeredBy, products, stages: initialStages() }
    current = build
    notify()
    const onLine = (line: string) => {
      const stages = readProgressLine(build.stages, line)
      if (!stages) return
      build.stages = stages
      notify()
    }
    running = run(onLine, products)
      .catch((error: unknown): BuildOutcome => ({ startedAt: build.startedAt, finishedAt: new Date().toISOString(), ok: false, exitCode: null, error: (error as Error).message }))
      .then((result) => {
        last = { ...result, triggers: count(triggeredBy), triggeredBy, products }
        options.onResult?.(last)
        current = null
        running = undefined
        if (pending.length > 0) schedule()
        else state = 'idle'
        notify()
      })
  }

  return {
    /** `products`: only these changed (the CMS's hook names them); none for a whole rebuild. */
    trigger(source: TriggerSource = { via: 'hook' }, products: readonly string[] = []): QueueStatus {
      if (named !== 'all' && products.length > 0) for (const id of products) named.add(id)
      // A trigger that names nothing, or too many named, make the build a whole one.
      if (products.length === 0 || (named !== 'all' && named.size > NAMED_PRODUCTS_MAX)) named = 'all'
      const same = pending.find((t) => sameSource(t, source))
      if (same) same.count++
      else pending.push({ ...source, count: 1 })
      if (state !== 'building') schedule()
      notify()
      return this.status()
    },
    status(): QueueStatus {
      return {
        state,
        pendingTriggers: count(pending),
        pendingBy: pending.map((t) => ({ ...t })),
        pendingProducts: pending.length > 0 && named !== 'all' ? [...named] : null,
        builds,
        last,
        startsInMs: state === 'waiting' ? Math.max(0, startsAt - Date.now()) : null,
        current: current && { ...current, triggeredBy: [...current.triggeredBy], products: current.products ? [...current.products] : null, stages: current.stages.map((s) => ({ ...s })) },
      }
    },
    /** Calls `listener` after every change of state, trigger or build stage; returns the unsubscribe function. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Waits for a running build (shutdown). */
    async drain(): Promise<void> {
      clearTimeout(timer)
      await running
    },
  }
}
export type RebuildQueue = ReturnType<typeof createRebuildQueue>

/**
 * `vitrine build:catalog --json` in a child process; its configuration comes from the VITRINE_* environment, the
 * changed products (if any) from the triggers.
 */
export function runBuildProcess(onLine: (line: string) => void = () => undefined, products: string[] | null = null): Promise<BuildOutcome> {
  const startedAt = new Date().toISOString()
  const { VITRINE_CHANGED_PRODUCTS: _set, ...env } = process.env
  const named = products ? ['--changed-products', products.join(',')] : []
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'bin/vitrine.js'), 'build:catalog', '--json', ...named], {
      cwd: process.cwd(),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    let partial = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-20_000)
      const lines = (partial + chunk).split(/\r?\n|\r/)
      partial = lines.pop() ?? ''
      for (const line of lines) onLine(line)
    })
    child.on('close', (code) => {
      if (partial) onLine(partial)
      const finishedAt = new Date().toISOString()
      if (code === 0) {
        let summary: unknown
        try {
          summary = JSON.parse(stdout.trim().split('\n').pop() ?? '')
        } catch {
          summary = undefined
        }
        resolve({ startedAt, finishedAt, ok: true, exitCode: 0, summary })
      } else {
        const error = stderr.split('\n').find((line) => line.startsWith('vitrine: ')) ?? stderr.trim().split('\n').pop() ?? 'build failed'
        resolve({ startedAt, finishedAt, ok: false, exitCode: code, error: error.replace(/^vitrine: /, '') })
      }
    })
  })
}
