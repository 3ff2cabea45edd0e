// `vitrine build:catalog` runs its build in a child process started with MALLOC_ARENA_MAX=2, and an editor's rebuild
// with a larger young generation for its build thread (scripts/mallocArenas.mjs): the child must really have them, its
// worker threads must not have the young generation, and it must not outlive the command that started it.
import { execFile, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildRestartEnv, buildRestartFlags, EDIT_THREAD_FLAGS } from '../../scripts/mallocArenas.mjs'
import { ROOT, tempDir } from './helpers'

/** Whether a process runs (a zombie, ended but not yet reaped by whoever adopted it, does not). */
const alive = (pid: number) => {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'))
  } catch {
    return false
  }
}
const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
  } catch {
    return []
  }
}
const environOf = (pid: number) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
const commandLineOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
  } catch {
    return []
  }
}
async function until<T>(get: () => T | undefined, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = get()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('which commands start again with two malloc arenas', () => {
  it('the builds, on Linux, when MALLOC_ARENA_MAX is not set', () => {
    expect(buildRestartEnv(['build:catalog', '--json'], { PATH: '/bin' }, 'linux')).toEqual({ PATH: '/bin', MALLOC_ARENA_MAX: '2' })
    expect(buildRestartEnv(['build:merge', '--out', 'dist', 'a'], {}, 'linux')?.MALLOC_ARENA_MAX).toBe('2')
    expect(buildRestartEnv(['--json', 'build:catalog'], {}, 'linux')?.MALLOC_ARENA_MAX).toBe('2')
  })

  it('not the servers, not another platform, and never over the operator’s own setting', () => {
    expect(buildRestartEnv(['serve'], {}, 'linux')).toBeUndefined()
    expect(buildRestartEnv(['api'], {}, 'linux')).toBeUndefined()
    expect(buildRestartEnv([], {}, 'linux')).toBeUndefined()
    expect(buildRestartEnv(['build:catalog'], {}, 'darwin')).toBeUndefined()
    expect(buildRestartEnv(['build:catalog'], { MALLOC_ARENA_MAX: '8' }, 'linux')).toBeUndefined()
  })
})

describe("an editor's rebuild: the build thread's young generation", () => {
  it('is for a build told which products changed, by flag or environment, and no other', () => {
    expect(buildRestartFlags(['build:catalog', '--changed-products', 'p1,p2', '--json'], {})).toEqual(EDIT_THREAD_FLAGS)
    expect(buildRestartFlags(['build:catalog', '--changed-products=p1'], {})).toEqual(EDIT_THREAD_FLAGS)
    expect(buildRestartFlags(['build:catalog'], { VITRINE_CHANGED_PRODUCTS: 'p1' })).toEqual(EDIT_THREAD_FLAGS)
    expect(buildRestartFlags(['build:catalog', '--json'], { VITRINE_CHANGED_PRODUCTS: '' })).toEqual([])
    expect(buildRestartFlags(['build:merge', '--out', 'dist', 'a'], {})).toEqual([])
  })

  /** The young generation's size, in MB, of a process started with `flags` and of a worker thread it starts. */
  async function sizes(flags: readonly string[], reset = true) {
    const fixture = path.join(ROOT, 'tests/fixtures/youngGeneration.mjs')
    const { stdout } = await promisify(execFile)(process.execPath, [...flags, fixture, ...(reset ? [] : ['without'])])
    return JSON.parse(stdout) as { main: number; worker: number }
  }

  it("is the build thread's alone: the threads it starts get V8's own", async () => {
    const defaults = await sizes([])
    // Two semi-spaces of 64 MB.
    expect(await sizes(EDIT_THREAD_FLAGS)).toEqual({ main: 128, worker: defaults.worker })
    expect(defaults.worker).toBeLessThan(128)
    // Without workersKeepV8Defaults the workers would have it too.
    expect(await sizes(EDIT_THREAD_FLAGS, false)).toEqual({ main: 128, worker: 128 })
  })

  it("gives way to the operator's own size, in every thread", async () => {
    expect(await sizes([...EDIT_THREAD_FLAGS, '--max-semi-space-size=32'])).toEqual({ main: 64, worker: 64 })
  })
})

describe.runIf(process.platform === 'linux')('vitrine build:catalog in its own process', () => {
  let work: string
  beforeAll(async () => {
    work = await tempDir('build-process')
  })
  afterAll(async () => {
    await rm(work, { recursive: true, force: true })
  })

  /** `vitrine build:catalog` on a small demo catalogue, and the build process it starts. */
  async function startBuild(name: string, extra: string[] = []) {
    const { MALLOC_ARENA_MAX: _, VITRINE_CHANGED_PRODUCTS: _named, ...env } = process.env
    const dir = path.join(work, name)
    const command = spawn(process.execPath, [path.join(ROOT, 'bin/vitrine.js'), 'build:catalog', '--out', path.join(dir, 'site'), '--db', path.join(dir, 'shop.db'), '--snapshot-dir', path.join(dir, 'snapshot'), '--products', '60', '--json', ...extra], {
      cwd: ROOT,
      env: { ...env, NO_COLOR: '1' },
      stdio: 'ignore',
    })
    const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => command.on('close', (code, signal) => resolve({ code, signal })))
    const build = await until(() => childrenOf(command.pid!)[0], 'the build process')
    // Once it runs its own program: between its fork and its exec, its environment and command line read empty.
    await until(() => (commandLineOf(build).includes('build:catalog') ? true : undefined), 'the build process to start its program', 10_000)
    return { command, build, ended }
  }

  it('runs the build with MALLOC_ARENA_MAX=2 and stops it when the command is killed outright', async () => {
    // Killed as soon as the build process exists: before it has even set up its watch on the command, at times.
    const { command, build, ended } = await startBuild('killed')
    expect(environOf(build)).toContain('MALLOC_ARENA_MAX=2')
    expect(commandLineOf(build)).not.toEqual(expect.arrayContaining([...EDIT_THREAD_FLAGS]))
    command.kill('SIGKILL')
    await ended
    await until(() => (alive(build) ? undefined : true), 'the build to stop after its command was killed', 10_000)
  }, 30_000)

  it("starts an editor's rebuild (products named) with the build thread's larger young generation", async () => {
    const { command, build, ended } = await startBuild('named', ['--changed-products', 'p1'])
    expect(commandLineOf(build)).toEqual(expect.arrayContaining([...EDIT_THREAD_FLAGS]))
    command.kill('SIGKILL')
    await ended
    await until(() => (alive(build) ? undefined : true), 'the build to stop after its command was killed', 10_000)
  }, 30_000)

  it('stops the build on SIGTERM, and ends by that signal', async () => {
    const { command, build, ended } = await startBuild('stopped')
    await new Promise((resolve) => setTimeout(resolve, 500))
    command.kill('SIGTERM')
    expect(await ended).toEqual({ code: null, signal: 'SIGTERM' })
    await until(() => (alive(build) ? undefined : true), 'the build to stop', 10_000)
  }, 30_000)
})
