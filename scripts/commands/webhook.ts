/**
 * `vitrine webhook`: lets a content editor (or the CMS's "publish" hook) trigger a rebuild with a shared secret.
 * `POST /rebuild` queues a build (debounced and coalesced); `GET /status` shows the queue and the last result.
 * Both need the secret in `X-Vitrine-Secret` or `Authorization: Bearer`. Builds read their flags from the same
 * VITRINE_* environment variables as `vitrine build:catalog`.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Command } from 'commander'
import { z } from 'zod'
import { flag, parseOptions, port } from '../options'
import { createRebuildQueue } from '../rebuildQueue'
import { listenOrFail, onShutdown } from '../runtime'

const WebhookOptions = z.object({
  secret: z.string({ error: 'is required' }).min(16, 'must be at least 16 characters'),
  port,
  bind: z.string().min(1),
  debounce: z.coerce.number().int().min(0, 'must be 0 or more milliseconds'),
})

export function registerWebhook(program: Command): void {
  program
    .command('webhook')
    .description('listen for rebuild triggers from content editors (POST /rebuild, GET /status) and run build:catalog')
    .addOption(flag('--secret <secret>', 'shared secret callers send in X-Vitrine-Secret (at least 16 characters)', 'VITRINE_WEBHOOK_SECRET'))
    .addOption(flag('-p, --port <n>', 'port to listen on', 'VITRINE_WEBHOOK_PORT').default('4190'))
    .addOption(flag('--bind <address>', 'address to listen on', 'VITRINE_WEBHOOK_BIND').default('127.0.0.1'))
    .addOption(flag('--debounce <ms>', 'wait this long after the last trigger before building', 'VITRINE_WEBHOOK_DEBOUNCE').default('5000'))
    .addHelpText('after', '\nBuild flags come from the environment (VITRINE_HOST, VITRINE_OUT, VITRINE_SITE_URL, ...; see build:catalog --help).')
    .action(async (raw) => {
      const options = parseOptions(WebhookOptions, raw, 'webhook')
      const queue = createRebuildQueue({
        debounceMs: options.debounce,
        onResult: (r) => console.log(`${r.finishedAt} build ${r.ok ? 'published' : `failed (exit ${r.exitCode}): ${r.error}`} [${r.triggers} trigger(s)]`),
      })
      const expected = createHash('sha256').update(options.secret).digest()
      const authorised = (headers: Record<string, string | string[] | undefined>) => {
        const given = String(headers['x-vitrine-secret'] ?? String(headers.authorization ?? '').replace(/^Bearer\s+/i, ''))
        // Hashing first gives equal lengths, so the comparison time says nothing about the secret.
        return given.length > 0 && timingSafeEqual(createHash('sha256').update(given).digest(), expected)
      }
      const app = (await import('fastify')).default()
      app.addHook('onRequest', async (request, reply) => {
        if (!authorised(request.headers)) return reply.code(401).send({ message: 'Missing or wrong secret' })
      })
      app.post('/rebuild', async (_request, reply) => reply.code(202).send(queue.trigger()))
      app.get('/status', async () => queue.status())
      const port = await listenOrFail(app, { port: options.port, bind: options.bind, portFlags: '--port or VITRINE_WEBHOOK_PORT' })
      console.log(`Rebuild webhook listening on http://${options.bind}:${port} (POST /rebuild, GET /status)`)
      onShutdown(async () => {
        await app.close()
        await queue.drain()
      })
    })
}
