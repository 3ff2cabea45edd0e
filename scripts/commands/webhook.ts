/**
 * `vitrine webhook`: lets content editors (on the desk, /desk) and the CMS's "publish" hook trigger a rebuild with a
 * shared secret. `POST /rebuild` queues a build (debounced and coalesced); `GET /status` shows the queue and the last
 * result. Both need the secret in `X-Vitrine-Secret` or `Authorization: Bearer`; the desk signs editors in with it
 * (scripts/desk/). Builds read their flags from the same VITRINE_* environment variables as `vitrine build:catalog`.
 */
import type { Command } from 'commander'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { BY_IDS_MAX } from '../../data/contract/calls'
import { defaultSiteUrl } from '../../data/seo/site'
import { DEFAULT_HISTORY_FILE, openBuildHistory } from '../desk/buildHistory'
import { secretCheck } from '../desk/sessions'
import { flag, httpUrl, parseOptions, port } from '../options'
import { createRebuildQueue } from '../rebuildQueue'
import { listenOrFail, networkSettings, onShutdown } from '../runtime'

const WebhookOptions = z.object({
  secret: z.string({ error: 'is required' }).min(16, 'must be at least 16 characters'),
  port,
  bind: z.string().min(1),
  debounce: z.coerce.number().int().min(0, 'must be 0 or more milliseconds'),
  history: z.string().min(1),
})
/**
 * What the CMS hook may say about a save: the products it changed, read alone by the build (`build:catalog
 * --changed-products`). No body, or no `products`, asks for a whole rebuild.
 */
const RebuildBody = z
  .object({
    products: z
      .array(z.string().trim().min(1, 'products must be product ids').max(64, 'products must be product ids of at most 64 characters'), { error: 'products must be a list of product ids' })
      // As many as the build reads in one by-ids call (the contract's limit).
      .max(BY_IDS_MAX, `products must name at most ${BY_IDS_MAX} products; send several hooks, or none for a whole rebuild`)
      .optional(),
  }, { error: 'the body must be a JSON object, such as {"products":["<id>"]}' })
  .nullish()

/** The live site the builds publish to: build:catalog's --site-url, from the same environment variable. */
const SiteUrl = z.object({ siteUrl: httpUrl })

export function registerWebhook(program: Command): void {
  program
    .command('webhook')
    .description("the editor's desk (/desk) and the CMS hook (POST /rebuild, GET /status): rebuild the shop with build:catalog")
    .addOption(flag('--secret <secret>', 'shared secret: editors sign in to the desk with it, CMS hooks send it in X-Vitrine-Secret (at least 16 characters)', 'VITRINE_WEBHOOK_SECRET'))
    .addOption(flag('-p, --port <n>', 'port to listen on', 'VITRINE_WEBHOOK_PORT').default('4190'))
    .addOption(flag('--bind <address>', 'address to listen on', 'VITRINE_WEBHOOK_BIND').default('127.0.0.1'))
    .addOption(flag('--debounce <ms>', 'wait this long after the last trigger before building', 'VITRINE_WEBHOOK_DEBOUNCE').default('5000'))
    .addOption(flag('--history <file>', 'where the last 20 builds are kept for the desk (survives a restart)', 'VITRINE_WEBHOOK_HISTORY').default(DEFAULT_HISTORY_FILE))
    .addHelpText('after', '\nBuild flags come from the environment (VITRINE_HOST, VITRINE_OUT, VITRINE_SITE_URL, ...; see build:catalog --help).\nThe CMS hook may name what a save changed: POST /rebuild {"products":["<id>", ...]} reads only those products.')
    .action(async (raw) => {
      const options = parseOptions(WebhookOptions, raw, 'webhook')
      const { siteUrl } = parseOptions(SiteUrl, { siteUrl: process.env.VITRINE_SITE_URL || defaultSiteUrl() }, 'build:catalog')
      const history = await openBuildHistory(options.history)
      const queue = createRebuildQueue({
        debounceMs: options.debounce,
        last: history.list()[0] ?? null,
        onResult: (r) => {
          console.log(`${r.finishedAt} build ${r.ok ? 'published' : `failed (exit ${r.exitCode}): ${r.error}`} [${r.triggers} trigger(s)]`)
          void history.add({ ...r, siteUrl })
        },
      })
      const authorised = secretCheck(options.secret)
      const { trustProxyOption } = await import('../../server/http/network')
      // Behind a proxy (VITRINE_TRUST_PROXY) the sign-in throttle counts the editor's address, and cookies are Secure on https.
      const app = (await import('fastify')).default({ trustProxy: trustProxyOption((await networkSettings()).trustProxy) })
      const hookOnly = {
        onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
          const given = request.headers['x-vitrine-secret'] ?? String(request.headers.authorization ?? '').replace(/^Bearer\s+/i, '')
          if (!authorised(String(given))) return reply.code(401).send({ message: 'Missing or wrong secret' })
        },
      }
      app.post('/rebuild', hookOnly, async (request, reply) => {
        const body = RebuildBody.safeParse(request.body)
        if (!body.success) return reply.code(400).send({ message: body.error.issues[0]!.message })
        return reply.code(202).send(queue.trigger({ via: 'hook' }, body.data?.products ?? []))
      })
      app.get('/status', hookOnly, async () => queue.status())
      const { registerDesk } = await import('../desk/deskRoutes')
      await registerDesk(app, { queue, history, checkSecret: authorised, siteUrl, debounceMs: options.debounce })
      const port = await listenOrFail(app, { port: options.port, bind: options.bind, portFlags: '--port or VITRINE_WEBHOOK_PORT' })
      console.log(`Rebuild webhook listening on http://${options.bind}:${port} (editor's desk: /desk; CMS hook: POST /rebuild, GET /status)`)
      onShutdown(async () => {
        await app.close()
        await queue.drain()
        await history.saved()
      })
    })
}
