// `vitrine build:catalog` runs its build in a child process started with MALLOC_ARENA_MAX=2 (scripts/mallocArenas.mjs):
// the child must really have it, and must not outlive the command that started it.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildRestartEnv } from '../../scripts/mallocArenas.mjs'
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

describe.runIf(process.platform === 'linux')('vitrine build:catalog in its own process', () => {
  let work: string
  beforeAll(async () => {
    work = await tempDir('build-process')
  })
  afterAll(async () => {
    await rm(work, { recursive: true, force: true })
  })

  /** `vitrine build:catalog` on a small demo catalogue, and the build process it starts. */
  async function startBuild(name: string) {
    const { MALLOC_ARENA_MAX: _, ...env } = process.env
    const dir = path.join(work, name)
    const command = spawn(process.execPath, [path.join(ROOT, 'bin/vitrine.js'), 'build:catalog', '--out', path.join(dir, 'site'), '--db', path.join(dir, 'shop.db'), '--snapshot-dir', path.join(dir, 'snapshot'), '--products', '60', '--json'], {
      cwd: ROOT,
      env: { ...env, NO_COLOR: '1' },
      stdio: 'ignore',
    })
    const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => command.on('close', (code, signal) => resolve({ code, signal })))
    const build = await until(() => childrenOf(command.pid!)[0], 'the build process')
    return { command, build, ended }
  }

  it('runs the build with MALLOC_ARENA_MAX=2 and stops it when the command is killed outright', async () => {
    // Killed as soon as the build process exists: before it has even set up its watch on the command, at times.
    const { command, build, ended } = await startBuild('killed')
    expect(environOf(build)).toContain('MALLOC_ARENA_MAX=2')
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
