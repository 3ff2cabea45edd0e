/**
 * The answer reader thread (steps/httpClient.ts `readerThread`, workers/answerReader.mjs) against a real HTTP server:
 * it must hand over exactly the bytes and digest an in-thread read makes, hear the status before the body, and keep
 * the timeout and reset behaviour the build's retries rely on.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAgent, DEFAULT_HTTP, getLazyBody, readerThread } from '../../scripts/steps/httpClient'

const big = Buffer.from(JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ _id: `p${i}`, name: `Product ${i}` }))))
let server: http.Server
let base = ''
let cutOnce = 0

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/big') return void response.writeHead(200, { 'content-type': 'application/json', 'content-length': big.length }).end(big)
    if (request.url === '/small') return void response.writeHead(200, { 'content-type': 'application/json' }).end('[1,2,3]')
    if (request.url === '/missing') return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"no such list"}')
    if (request.url === '/hang') return // never answers
    if (request.url === '/slow') return void setTimeout(() => response.writeHead(200).end('[42]'), 700)
    if (request.url === '/cut-once' && cutOnce++ === 0) {
      // Cut mid-body once; undici's retry interceptor asks for the rest with a Range header, which this server ignores.
      response.writeHead(200, { 'content-length': big.length })
      response.write(big.subarray(0, 1000))
      return void setTimeout(() => response.socket?.destroy(), 20)
    }
    if (request.url === '/cut-once') return void response.writeHead(200, { 'content-length': big.length }).end(big)
    if (request.url === '/busy') return void response.writeHead(429, { 'retry-after': '120' }).end('{"message":"later"}')
    if (request.url === '/cut') {
      response.writeHead(200, { 'content-length': 1000 })
      response.write('x'.repeat(10))
      return void setTimeout(() => response.socket?.destroy(), 20)
    }
    response.writeHead(500).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const quick = { ...DEFAULT_HTTP, timeoutMs: 300, retries: 0, backoffMs: 1 }

describe('the answer reader thread', () => {
  it('hands over the same bytes and SHA-1 as a read in this thread, and the status before the body', async () => {
    const reader = readerThread(quick, 4)
    const agent = createAgent(quick)
    try {
      const statuses: number[] = []
      const there = await getLazyBody(`${base}/big`, reader.transport, { ...quick, onStatus: (s) => statuses.push(s) })
      const here = await getLazyBody(`${base}/big`, agent, quick)
      expect(there.body().equals(big)).toBe(true)
      expect(there.body().equals(here.body())).toBe(true)
      expect(there.sha1().toString('hex')).toBe(createHash('sha1').update(big).digest('hex'))
      expect(statuses).toEqual([200])
      // A body small enough to sit in Node's shared pool is copied before it is handed over, not lost.
      expect((await getLazyBody(`${base}/small`, reader.transport, quick)).body().toString()).toBe('[1,2,3]')
    } finally {
      reader.close()
      await agent.close()
    }
  })

  it('reports a 404 with the server message, a timeout, and a connection cut mid-body', async () => {
    const reader = readerThread(quick, 4)
    try {
      await expect(getLazyBody(`${base}/missing`, reader.transport, quick)).rejects.toThrow(/answered 404: no such list/)
      await expect(getLazyBody(`${base}/hang`, reader.transport, quick)).rejects.toThrow(/timed out after 300 ms/)
      await expect(getLazyBody(`${base}/cut`, reader.transport, quick)).rejects.toThrow(/failed after 1 attempts \((ECONNRESET|the connection)/)
    } finally {
      reader.close()
    }
  })

  it('reads a body cut mid-way again whole, and refuses a Retry-After longer than allowed', async () => {
    const reader = readerThread(quick, 4)
    try {
      const retries: string[] = []
      const once = { ...quick, retries: 2, onRetry: (info: { reason: string }) => retries.push(info.reason) }
      expect((await getLazyBody(`${base}/cut-once`, reader.transport, once)).body().equals(big)).toBe(true)
      expect(retries).toEqual(['ECONNRESET'])
      await expect(getLazyBody(`${base}/busy`, reader.transport, { ...quick, retries: 2 })).rejects.toThrow(/asked to retry after 120 s, longer than allowed/)
    } finally {
      reader.close()
    }
  })

  it('keeps a process alive while a read is under way, and lets it end once the reader is closed', async () => {
    // A process whose only pending work is the thread's read must wait for the answer; a closed reader must not hold
    // it open either.
    const module = new URL('../../scripts/steps/httpClient.ts', import.meta.url).pathname
    const code = `const { DEFAULT_HTTP, getLazyBody, readerThread } = await import(${JSON.stringify(module)})
      const reader = readerThread(DEFAULT_HTTP, 4)
      const answer = await getLazyBody(${JSON.stringify(`${base}/slow`)}, reader.transport, DEFAULT_HTTP)
      console.log(answer.body().toString())
      reader.close()`
    const started = Date.now()
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect({ exitCode, out: out.trim() }).toEqual({ exitCode: 0, out: '[42]' })
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it('reads in this thread once the reader is closed', async () => {
    const reader = readerThread(quick, 4)
    reader.close()
    expect((await getLazyBody(`${base}/big`, reader.transport, quick)).body().equals(big)).toBe(true)
  })
})
