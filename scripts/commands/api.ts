/** `vitrine api`: runs the reference shop API on its own (the embedded default backend). */
import type { Command } from 'commander'
import { z } from 'zod'
import { EXIT, VitrineError } from '../errors'
import { flag, parseOptions, port, positiveInt } from '../options'
import { DEFAULT_DB_FILE, checkPaymentSettings, networkSettings, onShutdown, storefrontOrigins } from '../runtime'

const ApiOptions = z.object({
  port,
  bind: z.string().min(1),
  db: z.string().min(1),
  products: positiveInt,
  cors: z.string().optional(),
})

export function registerApi(program: Command): void {
  program
    .command('api')
    .description('run the reference shop API on an embedded SQLite database (seeded with a demo catalogue when new)')
    .addOption(flag('-p, --port <n>', 'port to listen on', 'VITRINE_API_PORT').default('4000'))
    .addOption(flag('--bind <address>', 'address to listen on', 'VITRINE_API_BIND').default('127.0.0.1'))
    .addOption(flag('--db <file>', 'SQLite database file', 'VITRINE_DB').default(DEFAULT_DB_FILE))
    .addOption(flag('--products <n>', 'demo catalogue size for a new database', 'VITRINE_DEMO_PRODUCTS').default('300'))
    .addOption(flag('--cors <origins>', 'comma-separated storefront origins allowed to call with credentials', 'VITRINE_CORS_ORIGINS'))
    .action(async (raw) => {
      const options = parseOptions(ApiOptions, raw, 'api')
      const corsOrigins = await storefrontOrigins(options.cors)
      const network = await networkSettings()
      await checkPaymentSettings()
      const { startApi } = await import('../../server/index')
      const api = await startApi({
        dbFile: options.db,
        products: options.products,
        port: options.port,
        host: options.bind,
        logger: true,
        corsOrigins,
        network,
        announceTestMode: true,
      }).catch((error: unknown) => {
        throw new VitrineError(`the API could not start: ${(error as Error).message}`, {
          exitCode: EXIT.serve,
          suggestion: 'is the port taken? try --port 0 for a free one',
          cause: error,
        })
      })
      console.log(`Shop API at ${api.url} (database ${options.db})`)
      onShutdown(() => api.close())
    })
}
