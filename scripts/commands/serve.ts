/** `vitrine serve`: the published static shop and the reference API on one port, as a shopper would reach them. */
import { access } from 'node:fs/promises'
import path from 'node:path'
import type { Command } from 'commander'
import { z } from 'zod'
import { EXIT, VitrineError } from '../errors'
import { flag, parseOptions, port } from '../options'
import { DEFAULT_DB_FILE, DEFAULT_OUT_DIR, DEFAULT_SERVE_PORT, listenOrFail, checkPaymentSettings, networkSettings, onShutdown, storefrontOrigins } from '../runtime'

const ServeOptions = z.object({
  port,
  bind: z.string().min(1),
  dir: z.string().min(1),
  db: z.string().min(1),
  api: z.boolean(),
})

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve the published shop and the reference API on one port')
    .addOption(flag('-p, --port <n>', `port to listen on (default ${DEFAULT_SERVE_PORT})`, 'PORT').default(String(DEFAULT_SERVE_PORT)))
    .addOption(flag('--bind <address>', 'address to listen on', 'VITRINE_BIND').default('127.0.0.1'))
    .addOption(flag('--dir <dir>', 'published site to serve', 'VITRINE_OUT').default(DEFAULT_OUT_DIR))
    .addOption(flag('--db <file>', 'database of the reference API', 'VITRINE_DB').default(DEFAULT_DB_FILE))
    .option('--no-api', 'serve the static site only (the API runs elsewhere)')
    .action(async (raw) => {
      const options = parseOptions(ServeOptions, raw, 'serve')
      const dir = path.resolve(options.dir)
      try {
        await access(path.join(dir, 'index.html'))
      } catch {
        throw new VitrineError(`no published site in ${options.dir}`, { exitCode: EXIT.usage, suggestion: 'run `vitrine build:catalog` first' })
      }
      const network = await networkSettings()
      if (options.api) await checkPaymentSettings()
      const app = options.api
        ? await (await import('../../server/index')).createApiApp({ dbFile: options.db, network, corsOrigins: await storefrontOrigins(process.env.VITRINE_CORS_ORIGINS), announceTestMode: true })
        : (await import('fastify')).default((await import('../../server/http/network')).serverOptions(network))
      // Loaded here, not at the top: every other command (a build run by cron) starts without the static host.
      const { registerStaticSite } = await import('../staticHost')
      await registerStaticSite(app, dir)
      const actualPort = await listenOrFail(app, { port: options.port, bind: options.bind, portFlags: '--port or PORT' })
      console.log(`Vitrine is live at http://localhost:${actualPort}${options.api ? ' (shop API at /api)' : ''}`)
      onShutdown(() => app.close())
    })
}
