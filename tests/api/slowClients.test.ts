/** Issue 10.2: slow and idle clients cannot exhaust the server; /api/health keeps answering. */
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { networkLimits } from '../../server/http/network'
import { startApi } from '../../server/index'
import { tempDir } from '../cli/helpers'

let api: Awaited<ReturnType<typeof startApi>>
let port: number
const LIMITS = { headersTimeoutMs: 1000, requestTimeoutMs: 1500, keepAliveTimeoutMs: 400, idleTimeoutMs: 3000, maxConnections: 200, maxConnectionsPerAddress: 8 }

beforeAll(async () => {
  const dir = await tempDir('slow')
  api = await startApi({ dbFile: `${dir}/shop.db`, products: 10, port: 0, network: LIMITS })
  port = Number(new URL(api.url).port)
})
afterAll(async () => {
  await api?.close()
})

/** A raw connection from a given loopback address, with what it received and when it closed. */
function connect(localAddress = '127.0.0.1') {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress })
  const started = Date.now()
  let received = ''
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => socket.on('close', () => resolve({ afterMs: Date.now() - started, received })))
  socket.on('data', (chunk) => (received += chunk.toString()))
  socket.on('error', () => undefined)
  const ready = new Promise<void>((resolve) => socket.on('connect', () => resolve()))
  return { socket, closed, ready }
}

async function health(localAddress = '127.0.0.1'): Promise<number> {
  const { socket, closed, ready } = connect(localAddress)
  await ready
  socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
  const { received } = await closed
  return Number(/^HTTP\/1\.1 (\d+)/.exec(received)?.[1] ?? 0)
}

describe('slow and idle clients', () => {
  it('cuts off a request whose body never arrives, while health answers meanwhile', async () => {
    const slow = connect()
    await slow.ready
    slow.socket.write('POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"login":')
    expect(await health('127.0.0.2')).toBe(200)
    const { afterMs, received } = await slow.closed
    expect(afterMs).toBeLessThan(LIMITS.requestTimeoutMs + 2000)
    expect(received).toMatch(/^HTTP\/1\.1 408|^$/)
  })

  it('cuts off headers that trickle in byte by byte', async () => {
    const slow = connect()
    await slow.ready
    const trickle = setInterval(() => slow.socket.writable && slow.socket.write('X'), 200)
    slow.socket.write('GET /api/health HTTP/1.1\r\nX-Slow: ')
    const { afterMs } = await slow.closed
    clearInterval(trickle)
    expect(afterMs).toBeLessThan(LIMITS.headersTimeoutMs + 2000)
  })

  it('closes an idle keep-alive connection', async () => {
    const idle = connect()
    await idle.ready
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n')
    const { afterMs, received } = await idle.closed
    expect(received).toMatch(/^HTTP\/1\.1 200/)
    expect(afterMs).toBeLessThan(LIMITS.keepAliveTimeoutMs + 2000)
  })

  it('caps the connections one address may hold, and others still get through', async () => {
    const hog = Array.from({ length: LIMITS.maxConnectionsPerAddress + 4 }, () => connect('127.0.0.3'))
    await Promise.all(hog.map((c) => c.ready))
    // Give the server a moment to turn the extra ones away.
    await new Promise((resolve) => setTimeout(resolve, 150))
    const open = hog.filter((c) => !c.socket.destroyed && c.socket.readyState === 'open')
    expect(open.length).toBeLessThanOrEqual(LIMITS.maxConnectionsPerAddress)
    expect(await health('127.0.0.4')).toBe(200)
    for (const c of hog) c.socket.destroy()
  })

  it('reads its limits from the environment, with safe defaults', () => {
    expect(networkLimits({})).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, maxConnections: 1024, maxConnectionsPerAddress: 64, trustProxy: false })
    expect(networkLimits({ VITRINE_REQUEST_TIMEOUT_MS: '5000', VITRINE_MAX_CONNECTIONS_PER_ADDRESS: '0' })).toMatchObject({ requestTimeoutMs: 5000, headersTimeoutMs: 5000, maxConnectionsPerAddress: 0 })
    // Behind a proxy every connection is the proxy's: no per-address cap unless one is asked for.
    expect(networkLimits({ VITRINE_TRUST_PROXY: '1' }).maxConnectionsPerAddress).toBe(0)
    expect(() => networkLimits({ VITRINE_MAX_CONNECTIONS: 'lots' })).toThrow(/VITRINE_MAX_CONNECTIONS must be a whole number/)
  })
})
