/**
 * What the HTTP server grants one client, shared by `vitrine api` and `vitrine serve`: how long headers and bodies
 * may take to arrive, how long an idle keep-alive connection stays open, how many connections one address and all
 * addresses may hold, and which proxies are believed about the client's address.
 *
 * Node's own defaults suit trusted networks, not the open internet: a body that never arrives is never timed out,
 * and one address may open connections until the process runs out of sockets. Every limit here has an
 * environment variable (see `networkLimits`) and is listed in the README.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyServerOptions } from 'fastify'

export interface NetworkLimits {
  /** All request headers must have arrived this long after the connection opened (slow-header attacks). */
  headersTimeoutMs: number
  /** The whole request, body included, must have arrived in this long (slow-body attacks). */
  requestTimeoutMs: number
  /** A keep-alive connection with no request in flight is closed after this long. */
  keepAliveTimeoutMs: number
  /** A connection on which nothing at all moves is closed after this long. */
  idleTimeoutMs: number
  /** Connections the server holds at once, from everyone. */
  maxConnections: number
  /** Connections one client address may hold at once; 0 = no per-address cap (e.g. behind a proxy). */
  maxConnectionsPerAddress: number
  /**
   * Proxies believed about the client address (X-Forwarded-For): false = none; a number = that many hops in front
   * of this server, each appending to the header; or a list of proxy addresses/CIDRs.
   */
  trustProxy: false | number | string[]
}

export const DEFAULT_NETWORK_LIMITS: NetworkLimits = {
  headersTimeoutMs: 10_000,
  // Long enough for three scaled-down review photos on a slow phone connection.
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  maxConnections: 1024,
  // A browser opens about six per site; 64 leaves room for offices and carrier NAT sharing one address.
  maxConnectionsPerAddress: 64,
  trustProxy: false,
}

/** The env variables behind each limit. */
export const NETWORK_ENV = {
  headersTimeoutMs: 'VITRINE_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'VITRINE_REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'VITRINE_KEEP_ALIVE_TIMEOUT_MS',
  idleTimeoutMs: 'VITRINE_IDLE_TIMEOUT_MS',
  maxConnections: 'VITRINE_MAX_CONNECTIONS',
  maxConnectionsPerAddress: 'VITRINE_MAX_CONNECTIONS_PER_ADDRESS',
  trustProxy: 'VITRINE_TRUST_PROXY',
} as const

export class NetworkConfigError extends Error {
  override name = 'NetworkConfigError'
}

/**
 * VITRINE_TRUST_PROXY: unset/0/false = believe no proxy; a number = that many proxies in front, each appending the
 * address it saw ('1', 'true', 'yes', 'on' = one, the usual nginx or load balancer); otherwise a comma-separated
 * list of proxy addresses or CIDRs. Never "trust everything": that would take the LEFTMOST X-Forwarded-For entry,
 * which the client writes itself.
 */
export function parseTrustProxy(value: string | undefined): NetworkLimits['trustProxy'] {
  const text = (value ?? '').trim()
  if (text === '' || /^(0|false|no|off)$/i.test(text)) return false
  if (/^(true|yes|on)$/i.test(text)) return 1
  if (/^\d+$/.test(text)) return Number(text)
  const list = text.split(',').map((s) => s.trim()).filter(Boolean)
  if (list.length === 0 || !list.every((entry) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/.test(entry))) {
    throw new NetworkConfigError(`${NETWORK_ENV.trustProxy} must be a number of proxy hops or a list of proxy addresses, not "${text}"`)
  }
  return list
}

function envNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, allowZero: boolean): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) throw new NetworkConfigError(`${name} must be a whole number${allowZero ? '' : ' above 0'}, not "${raw}"`)
  return value
}

/** The limits from the environment, with `overrides` (tests, flags) on top. */
export function networkLimits(env: NodeJS.ProcessEnv = process.env, overrides: Partial<NetworkLimits> = {}): NetworkLimits {
  const trustProxy = overrides.trustProxy ?? parseTrustProxy(env[NETWORK_ENV.trustProxy])
  const d = DEFAULT_NETWORK_LIMITS
  const limits: NetworkLimits = {
    headersTimeoutMs: envNumber(env, NETWORK_ENV.headersTimeoutMs, d.headersTimeoutMs, false),
    requestTimeoutMs: envNumber(env, NETWORK_ENV.requestTimeoutMs, d.requestTimeoutMs, false),
    keepAliveTimeoutMs: envNumber(env, NETWORK_ENV.keepAliveTimeoutMs, d.keepAliveTimeoutMs, false),
    idleTimeoutMs: envNumber(env, NETWORK_ENV.idleTimeoutMs, d.idleTimeoutMs, false),
    maxConnections: envNumber(env, NETWORK_ENV.maxConnections, d.maxConnections, false),
    // Behind a proxy every connection comes from the proxy: a per-address cap would throttle it, so the default is off.
    maxConnectionsPerAddress: envNumber(env, NETWORK_ENV.maxConnectionsPerAddress, trustProxy === false ? d.maxConnectionsPerAddress : 0, true),
    trustProxy,
    ...overrides,
  }
  // Node requires the header deadline to fall inside the whole-request deadline.
  limits.headersTimeoutMs = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs)
  return limits
}

/**
 * The process's open-file limit as it stands (Node raises the soft limit to the hard one as it starts), or null where
 * it cannot be read. Every connection is a file: a cap at or above this limit is never reached, because accepting
 * fails first (EMFILE), and libuv then drops new clients at once instead of making room.
 */
export function openFileLimit(): number | null {
  try {
    const line = /^Max open files\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1]
    if (line) return line === 'unlimited' ? null : Number(line)
  } catch {
    // Not Linux: ask the shell, whose limit is this process's (a child inherits it).
  }
  try {
    const text = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2000 }).trim()
    return /^\d+$/.test(text) ? Number(text) : null
  } catch {
    return null
  }
}

/**
 * The connections the server holds at most: the configured cap, kept below the open-file limit with room for what
 * else the process opens (the database and its journal, files being served, logs, the event loop's own).
 */
export function connectionCap(configured: number, fileLimit: number | null = openFileLimit()): number {
  if (!fileLimit || !Number.isFinite(fileLimit)) return configured
  const reserve = Math.max(64, Math.ceil(fileLimit / 8))
  return Math.max(1, Math.min(configured, fileLimit - reserve))
}

/** What the server knows of one open connection, to choose which to close when it is full. */
interface Held {
  address: string
  /** Requests answered on it. */
  answered: number
  /** Requests whose headers have arrived and whose answer is not finished. */
  inFlight: number
}

/**
 * Makes room before anyone is turned away. When the server holds its cap (or an address holds its own), a new client
 * does not wait for a header timeout: the oldest connection that has not completed a request and has nothing in
 * flight (half a request, or none) is closed; failing that, the oldest idle keep-alive connection; failing that, the
 * oldest whose first request is still trickling in. Only when every connection is busy answering is the newcomer
 * closed. So slow clients from any number of addresses cannot lock everyone out, and a busy shopper keeps their answer.
 *
 * An address over its own cap gets a moment's grace before anything is closed: a client that closes a connection
 * and opens the next (a link checker, a browser) is seen opening before the old one's end has been read.
 */
function capConnections(server: http.Server, limits: NetworkLimits, cap: number): void {
  const held = new Map<Socket, Held>()
  /** Connections that have not completed a request and have none in flight, oldest first. */
  const unproven = new Set<Socket>()
  const perAddress = new Map<string, number>()

  const oldest = (wanted: (socket: Socket, info: Held) => boolean): Socket | null => {
    for (const [socket, info] of held) if (wanted(socket, info)) return socket
    return null
  }
  /** The connection to close to make room (among `mine` when given), or null when each one is answering. */
  const victim = (mine?: string): Socket | null => {
    for (const socket of unproven) if (!mine || held.get(socket)!.address === mine) return socket
    return (
      oldest((_s, info) => info.inFlight === 0 && (!mine || info.address === mine)) ??
      oldest((_s, info) => info.answered === 0 && (!mine || info.address === mine))
    )
  }
  const release = (socket: Socket) => {
    const info = held.get(socket)
    if (!info) return
    held.delete(socket)
    unproven.delete(socket)
    const left = (perAddress.get(info.address) ?? 1) - 1
    if (left <= 0) perAddress.delete(info.address)
    else perAddress.set(info.address, left)
  }
  const close = (socket: Socket) => {
    release(socket)
    socket.destroy()
  }
  const overAddressCap = (address: string) => limits.maxConnectionsPerAddress > 0 && (perAddress.get(address) ?? 0) > limits.maxConnectionsPerAddress
  const trimAddress = (address: string, newcomer: Socket) => {
    while (overAddressCap(address)) {
      const socket = victim(address)
      close(socket && socket !== newcomer ? socket : newcomer)
      if (!held.has(newcomer)) return
    }
  }

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown'
    while (held.size >= cap) {
      const socket = victim()
      if (!socket) break
      close(socket)
    }
    if (held.size >= cap) {
      socket.destroy()
      return
    }
    held.set(socket, { address, answered: 0, inFlight: 0 })
    unproven.add(socket)
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1)
    // The client's own end counts as gone at once: its next connection may already be on the way.
    socket.once('end', () => release(socket))
    socket.once('close', () => release(socket))
    if (overAddressCap(address)) setTimeout(() => trimAddress(address, socket), ADDRESS_CAP_GRACE_MS).unref()
  })
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const info = held.get(request.socket as Socket)
    if (!info) return
    info.inFlight++
    unproven.delete(request.socket as Socket)
    response.once('finish', () => info.answered++)
    response.once('close', () => info.inFlight--)
  })
}

/** How long an address may sit over its cap before its connections are trimmed (see capConnections). */
const ADDRESS_CAP_GRACE_MS = 50

/**
 * Fastify's own hop count trusts nothing (it cannot tell a proxy from a client that wrote the header itself), so
 * hops are a function: the first `n` addresses counted from the socket are proxies, and the client is the next one
 * to the left — the entry the outermost proxy appended, never one the client wrote. With a hop count the server
 * must be reachable only through the proxies (the default bind is 127.0.0.1); a list of proxy addresses needs no
 * such care.
 */
export function trustProxyOption(trust: NetworkLimits['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || trust === 0) return false
  if (typeof trust === 'number') return (_address, hop) => hop < trust
  return trust
}

/** Fastify options that apply the limits: its own timeouts, and a Node server built with the deadlines and caps. */
export function serverOptions(limits: NetworkLimits): Pick<FastifyServerOptions, 'trustProxy' | 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'serverFactory'> {
  return {
    trustProxy: trustProxyOption(limits.trustProxy),
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          requestTimeout: limits.requestTimeoutMs,
          headersTimeout: limits.headersTimeoutMs,
          keepAliveTimeout: limits.keepAliveTimeoutMs,
          // How often Node looks for connections past their header or request deadline (default 30 s, far too coarse).
          connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
        },
        handler,
      )
      server.timeout = limits.idleTimeoutMs
      capConnections(server, limits, connectionCap(limits.maxConnections))
      return server
    },
  }
}
