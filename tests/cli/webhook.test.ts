/**
 * `vitrine webhook`: a shared secret guards it, triggers are debounced and coalesced, builds run in a child
 * process, and GET /status reports the last result.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRebuildQueue, type QueueStatus } from '../../scripts/rebuildQueue'
import { startFaultApi, type FaultApi } from './faultApi'
import { ROOT, tempDir } from './helpers'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the rebuild queue', () => {
  it('debounces a burst into one build and coalesces triggers during a build into one more', async () => {
    let running = 0
    let release: () => void = () => undefined
    const runs: number[] = []
    const queue = createRebuildQueue({
      debounceMs: 30,
      run: async () => {
        running++
        runs.push(Date.now())
        await new Promise<void>((resolve) => (release = resolve))
        running--
        return { startedAt: '', finishedAt: '', ok: true, exitCode: 0 }
      },
    })
    queue.trigger()
    queue.trigger()
    queue.trigger()
    expect(queue.status().state).toBe('waiting')
    await sleep(80)
    expect(runs).toHaveLength(1)
    expect(queue.status().state).toBe('building')
    queue.trigger()
    queue.trigger()
    expect(running).toBe(1)
    release()
    await sleep(80)
    expect(runs).toHaveLength(2)
    expect(queue.status().last?.triggers).toBe(3)
    release()
    await sleep(20)
    expect(queue.status()).toMatchObject({ state: 'idle', builds: 2, pendingTriggers: 0, last: { ok: true, triggers: 2 } })
  })
})

describe('vitrine webhook', () => {
  const SECRET = 'editor-secret-0123456789'
  let api: FaultApi
  let work: string
  let child: ChildProcess
  let base: string

  beforeAll(async () => {
    api = await startFaultApi()
    work = await tempDir('webhook')
    child = spawn(process.execPath, [path.join(ROOT, 'bin/vitrine.js'), 'webhook', '--port', '0', '--debounce', '200'], {
      cwd: ROOT,
      env: {
        ...process.env,
        VITRINE_WEBHOOK_SECRET: SECRET,
        VITRINE_HOST: api.url,
        VITRINE_API_URL: '',
        VITRINE_OUT: path.join(work, 'site'),
        VITRINE_SNAPSHOT_DIR: path.join(work, 'snapshot'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    base = await new Promise<string>((resolve, reject) => {
      let output = ''
      child.stdout!.on('data', (chunk) => {
        output += chunk
        const match = /listening on (http:\/\/[^\s]+)/.exec(output)
        if (match) resolve(match[1]!)
      })
      child.on('exit', (code) => reject(new Error(`webhook exited with ${code}`)))
    })
  }, 30_000)

  afterAll(async () => {
    child?.kill('SIGTERM')
    await api?.close()
    await rm(work, { recursive: true, force: true })
  })

  const call = (method: string, route: string, secret?: string) =>
    fetch(base + route, { method, headers: secret ? { 'x-vitrine-secret': secret } : {} })

  it('refuses calls without the right secret', async () => {
    expect((await call('POST', '/rebuild')).status).toBe(401)
    expect((await call('POST', '/rebuild', 'wrong-secret-0123456789')).status).toBe(401)
    expect((await call('GET', '/status')).status).toBe(401)
  })

  it('builds once for a burst of triggers and reports the result on /status', async () => {
    for (let i = 0; i < 3; i++) expect((await call('POST', '/rebuild', SECRET)).status).toBe(202)
    let status: QueueStatus
    const deadline = Date.now() + 150_000
    do {
      await sleep(300)
      status = (await (await call('GET', '/status', SECRET)).json()) as QueueStatus
    } while (status.state !== 'idle' && Date.now() < deadline)
    expect(status).toMatchObject({ state: 'idle', builds: 1, last: { ok: true, exitCode: 0, triggers: 3 } })
    expect((status.last!.summary as { ok: boolean }).ok).toBe(true)
    expect(existsSync(path.join(work, 'site', 'index.html'))).toBe(true)
  }, 160_000)
})
