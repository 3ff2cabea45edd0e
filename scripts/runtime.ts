/** Process-level helpers shared by the long-running commands. */
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { EXIT, VitrineError } from './errors'

export const DEFAULT_DB_FILE = '.data/vitrine.db'
export const DEFAULT_OUT_DIR = 'dist'
export const DEFAULT_SERVE_PORT = 4173

/** The project root: where vite.config.ts and pages/ live, whatever the current directory is. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..')

/**
 * The storefront origins of `--cors` / VITRINE_CORS_ORIGINS, refused in one line (exit 2) when one is a wildcard or
 * not an origin: a wildcard with credentials would let any website act as a signed-in shopper.
 */
export async function storefrontOrigins(list: string | undefined): Promise<string[]> {
  const { parseStorefrontOrigins } = await import('../server/http/crossSite')
  try {
    return parseStorefrontOrigins((list ?? '').split(',').map((o) => o.trim()).filter(Boolean))
  } catch (error) {
    throw new VitrineError(`--cors: ${(error as Error).message}`, { exitCode: EXIT.usage, suggestion: 'set --cors or VITRINE_CORS_ORIGINS to the storefront origins, comma-separated' })
  }
}

/** Timeouts, connection caps and trusted proxies from the environment, refused in one line (exit 2) when malformed. */
export async function networkSettings() {
  const { networkLimits } = await import('../server/http/network')
  try {
    return networkLimits(process.env)
  } catch (error) {
    throw new VitrineError((error as Error).message, { exitCode: EXIT.usage, suggestion: 'see the README, "vitrine api": limits' })
  }
}

/** The payment settings (Razorpay keys, webhook secret, API address), refused in one line (exit 2) when unusable. */
export async function checkPaymentSettings(): Promise<void> {
  const { shopConfig } = await import('../server/config')
  try {
    shopConfig({}, process.env)
  } catch (error) {
    throw new VitrineError((error as Error).message, { exitCode: EXIT.usage, suggestion: 'see the README, "Payments"' })
  }
}

/** Closes servers cleanly on Ctrl-C or a service manager's SIGTERM, so SQLite's WAL is checkpointed. */
export function onShutdown(close: () => Promise<void>): void {
  let closing = false
  const stop = (signal: string) => {
    if (closing) return
    closing = true
    console.log(`\n${signal}: shutting down`)
    close()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0))
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

/**
 * Starts a command's server, failing with one readable line when the address cannot be had (port taken, bad bind
 * address). Returns the port actually bound, which differs from the asked one for port 0.
 */
export async function listenOrFail(app: FastifyInstance, options: { port: number; bind: string; portFlags: string }): Promise<number> {
  try {
    await app.listen({ port: options.port, host: options.bind })
  } catch (error) {
    throw new VitrineError(`could not listen on ${options.bind}:${options.port}: ${(error as Error).message}`, {
      exitCode: EXIT.serve,
      suggestion: `is the port taken? set ${options.portFlags}`,
      cause: error,
    })
  }
  const address = app.server.address()
  return typeof address === 'object' && address ? address.port : options.port
}
