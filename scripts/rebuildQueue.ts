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
}

export interface RunningBuild {
  startedAt: string
  triggeredBy: Trigger[]
  stages: BuildStage[]
}

export interface QueueStatus {
  state: 'idle' | 'waiting' | 'building'
  pendingTriggers: number
  /** The waiting triggers by who sent them. */
  pendingBy: Trigger[]
  builds: number
  last: BuildResult | null
  /** While waiting: milliseconds until the build starts (each new trigger pushes it back). */
  startsInMs: number | null
  /** While building: when it started, who asked, and how far it has got. */
  current: RunningBuild | null
}

export type BuildOutcome = Omit<BuildResult, 'triggers' | 'triggeredBy'>
/** Runs one build; `onLine` gets each line the build writes to stderr. */
export type BuildRunner = (onLine: (line: string) => void) => Promise<BuildOutcome>

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
    pending = []
    state = 'building'
    builds++
    const build: RunningBuild = { startedAt: new Date().toISOString(), triggeredBy, stages: initialStages() }
    current = build
    notify()
    const onLine = (line: string) => {
      const stages = readProgressLine(build.stages, line)
      if (!stages) return
      build.stages = stages
      notify()
    }
    running = run(onLine)
      .catch((error: unknown): BuildOutcome => ({ startedAt: build.startedAt, finishedAt: new Date().toISOString(), ok: false, exitCode: null, error: (error as Error).message }))
      .then((result) => {
        last = { ...result, triggers: count(triggeredBy), triggeredBy }
        options.onResult?.(last)
        current = null
        running = undefined
        if (pending.length > 0) schedule()
        else state = 'idle'
        notify()
      })
  }

  return {
    trigger(source: TriggerSource = { via: 'hook' }): QueueStatus {
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
        builds,
        last,
        startsInMs: state === 'waiting' ? Math.max(0, startsAt - Date.now()) : null,
        current: current && { ...current, triggeredBy: [...current.triggeredBy], stages: current.stages.map((s) => ({ ...s })) },
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

/** `vitrine build:catalog --json` in a child process; its configuration comes from the VITRINE_* environment. */
export function runBuildProcess(onLine: (line: string) => void = () => undefined): Promise<BuildOutcome> {
  const startedAt = new Date().toISOString()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'bin/vitrine.js'), 'build:catalog', '--json'], {
      cwd: process.cwd(),
      env: process.env,
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
