/**
 * The editor's desk, served by `vitrine webhook` under /desk: sign in with the shared secret, rebuild, watch the
 * queue and the running build's stages live (server-sent events), read the last builds. Plain server-rendered HTML
 * with one small script and one stylesheet served from this folder, under a CSP that allows nothing else.
 *
 * Every action is a POST that must come from the desk's own pages: a browser-stated Origin (or Sec-Fetch-Site) of
 * another site is refused as the shop API refuses it (server/http/crossSite.ts), and each signed-in action must also
 * carry the session's form token. The CMS hook's routes (`POST /rebuild`, `GET /status` with the secret header) are
 * not here and do not change.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CROSS_SITE_REFUSED, isSameSiteCall } from '../../server/http/crossSite'
import type { RebuildQueue } from '../rebuildQueue'
import { PROJECT_ROOT } from '../runtime'
import type { BuildHistory } from './buildHistory'
import { announcement, deskPage, historyList, queuePanel, signInPage } from './deskPage'
import { createDeskSessions, createSignInThrottle, formTokenMatches, sessionCookie, sessionTokenIn, type DeskSession } from './sessions'

export interface DeskOptions {
  queue: RebuildQueue
  history: BuildHistory
  checkSecret: (given: string | undefined) => boolean
  /** The live site's address (the builds' --site-url); changed pages link there. */
  siteUrl: string
  debounceMs: number
}

const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
}
const HTML = 'text/html; charset=utf-8'
const HEARTBEAT_MS = 20_000
const NAME_MAX = 40
/** No other origin may post to the desk: only its own pages (the Host it was reached at). */
const NO_OTHER_ORIGINS: ReadonlySet<string> = new Set()

const ASSETS = {
  '/desk/desk.js': { file: path.join(import.meta.dirname, 'desk.js'), type: 'text/javascript; charset=utf-8' },
  '/desk/desk.css': { file: path.join(import.meta.dirname, 'desk.css'), type: 'text/css; charset=utf-8' },
  '/desk/favicon.svg': { file: path.join(PROJECT_ROOT, 'public/favicon.svg'), type: 'image/svg+xml' },
}

export const SIGN_IN_WRONG = "That secret is not right. Check it with the shop's operator and try again."

/** The name an editor typed, made safe to keep and show: one line, no control characters, at most 40 characters. */
export function editorName(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.replace(/[\p{Cc}\p{Cf}]/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, NAME_MAX) : ''
  return text || 'An editor'
}

interface EventStream {
  token: string
  historyVersion: number
  send(): void
  end(): void
}

export async function registerDesk(app: FastifyInstance, options: DeskOptions): Promise<void> {
  const { queue, history } = options
  const sessions = createDeskSessions()
  const throttle = createSignInThrottle()
  const streams = new Set<EventStream>()
  queue.subscribe(() => {
    for (const stream of streams) stream.send()
  })
  // Open event streams would keep the server from closing on shutdown.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end()
  })
  const assets = Object.fromEntries(
    await Promise.all(
      Object.entries(ASSETS).map(async ([route, asset]) => {
        const body = await readFile(asset.file)
        return [route, { body, type: asset.type, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }] as const
      }),
    ),
  )

  app.get('/', async (_request, reply) => reply.redirect('/desk', 303))

  await app.register(async (desk) => {
    desk.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    })
    desk.addHook('onRequest', async (request, reply) => {
      reply.headers(SECURITY_HEADERS)
      if (request.method === 'POST' && !isSameSiteCall(request, NO_OTHER_ORIGINS)) return reply.code(403).send({ message: CROSS_SITE_REFUSED })
    })

    const sessionOf = (request: FastifyRequest) => sessions.find(sessionTokenIn(request.headers.cookie))
    const wantsJson = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('application/json')
    const secure = (request: FastifyRequest) => request.protocol === 'https'
    /** The session of a signed-in action with its form token, or undefined once the refusal is sent. */
    const signedInAction = (request: FastifyRequest, reply: FastifyReply): DeskSession | undefined => {
      const session = sessionOf(request)
      if (!session) {
        if (wantsJson(request)) reply.code(401).send({ message: 'Sign in to the desk first.' })
        else reply.redirect('/desk', 303)
        return undefined
      }
      if (!formTokenMatches(session, (request.body as Record<string, unknown> | undefined)?.csrf)) {
        reply.code(403).send({ message: 'This form has expired: reload the desk and try again.' })
        return undefined
      }
      return session
    }

    desk.get('/desk', async (request, reply) => {
      reply.header('cache-control', 'no-store').type(HTML)
      const session = sessionOf(request)
      if (!session) return signInPage()
      return deskPage({ session, status: queue.status(), history: history.list(), siteUrl: options.siteUrl, debounceMs: options.debounceMs })
    })

    desk.post('/desk/sign-in', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>
      const name = typeof body.name === 'string' ? body.name.slice(0, NAME_MAX) : ''
      reply.header('cache-control', 'no-store').type(HTML)
      const wait = throttle.retryAfterSeconds(request.ip)
      if (wait !== null) {
        const minutes = Math.ceil(wait / 60)
        reply.code(429).header('retry-after', String(wait))
        return signInPage({ name, error: `Too many wrong secrets from this address. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.` })
      }
      if (!options.checkSecret(typeof body.secret === 'string' ? body.secret : undefined)) {
        throttle.failed(request.ip)
        reply.code(401)
        return signInPage({ name, error: SIGN_IN_WRONG })
      }
      throttle.succeeded(request.ip)
      const earlier = sessionTokenIn(request.headers.cookie)
      if (earlier) sessions.close(earlier)
      const session = sessions.open(editorName(body.name))
      return reply.header('set-cookie', sessionCookie(session.token, secure(request))).redirect('/desk', 303)
    })

    desk.post('/desk/sign-out', async (request, reply) => {
      const session = signedInAction(request, reply)
      if (!session) return reply
      sessions.close(session.token)
      for (const stream of streams) if (stream.token === session.token) stream.end()
      return reply.header('set-cookie', sessionCookie('', secure(request))).redirect('/desk', 303)
    })

    desk.post('/desk/rebuild', async (request, reply) => {
      const session = signedInAction(request, reply)
      if (!session) return reply
      const status = queue.trigger({ via: 'desk', name: session.name })
      if (wantsJson(request)) return reply.code(202).send(status)
      return reply.redirect('/desk', 303)
    })

    desk.get('/desk/events', async (request, reply) => {
      const session = sessionOf(request)
      if (!session) return reply.code(401).send({ message: 'Sign in to the desk first.' })
      reply.hijack()
      const raw = reply.raw
      raw.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' })
      const write = (event: string, data: unknown) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
      const heartbeat = setInterval(() => {
        // A session that ended (signed out elsewhere, expired) closes its streams; the page then offers to sign in.
        if (!sessions.find(session.token)) stream.end()
        else raw.write(': still here\n\n')
      }, HEARTBEAT_MS)
      const stream: EventStream = {
        token: session.token,
        historyVersion: -1,
        send() {
          const status = queue.status()
          write('status', { html: queuePanel(status).text, say: announcement(status) })
          if (stream.historyVersion !== history.version()) {
            stream.historyVersion = history.version()
            write('history', { html: historyList(history.list()).text })
          }
        },
        end() {
          clearInterval(heartbeat)
          streams.delete(stream)
          raw.end()
        },
      }
      streams.add(stream)
      request.raw.on('close', () => stream.end())
      raw.write('retry: 3000\n\n')
      stream.send()
    })

    for (const [route, asset] of Object.entries(assets)) {
      desk.get(route, async (request, reply) => {
        reply.header('cache-control', 'no-cache').header('etag', asset.etag).type(asset.type)
        if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send()
        return asset.body
      })
    }
  })
}
