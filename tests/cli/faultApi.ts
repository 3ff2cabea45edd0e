/**
 * A fault-injecting shop API on loopback for the build's CLI tests: it serves the fixture catalogue with the
 * contract's envelopes, and per path can hang, fail with 500s, reset the connection, answer malformed JSON or 429
 * with Retry-After. Faults are set per test; `hits` counts requests per path.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { catalogueCalls, livePaths } from '../../data/contract/schemas'
import type { CatalogueSnapshot } from '../../data/build/snapshot'
import { fixtureSnapshot } from '../fixtures/catalogue'

export type Fault =
  | { kind: 'hang' }
  | { kind: 'status'; status: number; times?: number }
  | { kind: 'reset'; times?: number }
  | { kind: 'malformed' }
  | { kind: 'retryAfter'; seconds: number; times?: number }
  /** A 200 with these bytes (a photo that is not what it should be). */
  | { kind: 'bytes'; contentType: string; body: Buffer }

export interface FaultApi {
  url: string
  faults: Map<string, Fault>
  hits: Map<string, number[]>
  /** The catalogue served; tests may replace records (an invalid product, a script in a description). */
  catalogue: CatalogueSnapshot
  /** The review records GET /api/reviews answers (none at first); tests add and edit them. */
  reviews: unknown[]
  close(): Promise<void>
}

const PHOTO = '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="100"><rect width="80" height="100" fill="#c9a27e"/></svg>'

export async function startFaultApi(): Promise<FaultApi> {
  const catalogue = structuredClone(fixtureSnapshot)
  const faults = new Map<string, Fault>()
  const hits = new Map<string, number[]>()
  const sockets = new Set<import('node:net').Socket>()
  const routes = new Map<string, () => unknown>(Object.entries(catalogueCalls).map(([name, call]) => [call.path, () => ({ data: api.catalogue[name as keyof typeof catalogueCalls] ?? [] })]))
  routes.set(livePaths.reviews, () => ({ data: api.reviews }))

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!
    const times = hits.get(path) ?? []
    times.push(Date.now())
    hits.set(path, times)
    const fault = faults.get(path)
    const count = times.length
    if (fault && (!('times' in fault) || fault.times === undefined || count <= fault.times)) {
      switch (fault.kind) {
        case 'hang':
          return // never answers; the build's timeout must fire
        case 'status':
          response.writeHead(fault.status, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Injected failure' }))
          return
        case 'reset':
          request.socket.destroy()
          return
        case 'malformed':
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [ {"_id": "broken"')
          return
        case 'retryAfter':
          response.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(fault.seconds) }).end('{"message":"Slow down"}')
          return
        case 'bytes':
          response.writeHead(200, { 'content-type': fault.contentType }).end(fault.body)
          return
      }
    }
    if (request.method === 'POST' && path === livePaths.productsByIds) {
      // The named products of a rebuild (spec 001 §7), in the order asked, unknown ids left out.
      let text = ''
      request.setEncoding('utf8')
      request.on('data', (chunk: string) => (text += chunk))
      request.on('end', () => {
        const ids = (JSON.parse(text) as { ids: string[] }).ids
        const products = [...new Set(ids)].flatMap((id) => api.catalogue.products.find((p) => p._id === id) ?? [])
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ products }))
      })
      return
    }
    if (path.startsWith('/media/')) {
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(PHOTO)
      return
    }
    const route = routes.get(path)
    if (!route) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `No route GET ${path}` }))
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(route()))
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const api: FaultApi = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    faults,
    hits,
    catalogue,
    reviews: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
  return api
}
