/**
 * What the HTTP server grants one client, shared by `vitrine api` and `vitrine serve`: how long headers and bodies
 * may take to arrive, how long an idle keep-alive connection stays open, how many connections one address and all
 * addresses may hold, and which proxies are believed about the client's address.
 *
 * Node's own defaults suit trusted networks, not the open internet: a body that never arrives is never timed out,
 * and one address may open connections until the process runs out of sockets. Every limit here has an
 * environment variable (see `networkLimits`) and is listed in the README.
 */
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
 * Counts each address's open connections and turns away the one over its cap before any byte is read, so a single
 * client cannot take the sockets everyone else needs. The overall cap is Node's own `maxConnections`.
 */
function capConnections(server: http.Server, limits: NetworkLimits): void {
  server.maxConnections = limits.maxConnections
  if (limits.maxConnectionsPerAddress <= 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown'
    const count = (open.get(address) ?? 0) + 1
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left <= 0) open.delete(address)
      else open.set(address, left)
    })
  })
}

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
      capConnections(server, limits)
      return server
    },
  }
}
