/**
 * The webhook's rebuild queue: editors' triggers are debounced (a burst of saves makes one build) and coalesced
 * (triggers during a build make exactly one more build after it). Builds run in a child process so that a crash or
 * a memory blow-up in a build can never take the listener down.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { PROJECT_ROOT } from './runtime'

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
}

export interface QueueStatus {
  state: 'idle' | 'waiting' | 'building'
  pendingTriggers: number
  builds: number
  last: BuildResult | null
}

export type BuildRunner = () => Promise<Omit<BuildResult, 'triggers'>>

export function createRebuildQueue(options: { debounceMs: number; run?: BuildRunner; onResult?: (result: BuildResult) => void }) {
  const run = options.run ?? runBuildProcess
  let state: QueueStatus['state'] = 'idle'
  let pending = 0
  let builds = 0
  let last: BuildResult | null = null
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> | undefined

  const schedule = () => {
    clearTimeout(timer)
    state = 'waiting'
    timer = setTimeout(start, options.debounceMs)
  }
  const start = () => {
    timer = undefined
    const triggers = pending
    pending = 0
    state = 'building'
    builds++
    current = run()
      .catch((error: unknown) => ({ startedAt: new Date().toISOString(), finishedAt: new Date().toISOString(), ok: false, exitCode: null, error: (error as Error).message }))
      .then((result) => {
        last = { ...result, triggers }
        options.onResult?.(last)
        current = undefined
        if (pending > 0) schedule()
        else state = 'idle'
      })
  }

  return {
    trigger(): QueueStatus {
      pending++
      if (state !== 'building') schedule()
      return this.status()
    },
    status(): QueueStatus {
      return { state, pendingTriggers: pending, builds, last }
    },
    /** Waits for a running build (shutdown). */
    async drain(): Promise<void> {
      clearTimeout(timer)
      await current
    },
  }
}

/** `vitrine build:catalog --json` in a child process; its configuration comes from the VITRINE_* environment. */
export function runBuildProcess(): Promise<Omit<BuildResult, 'triggers'>> {
  const startedAt = new Date().toISOString()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'bin/vitrine.js'), 'build:catalog', '--json'], {
      cwd: process.cwd(),
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-20_000)))
    child.on('close', (code) => {
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
