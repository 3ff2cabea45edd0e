/** Process-level helpers shared by the long-running commands. */
import path from 'node:path'

export const DEFAULT_DB_FILE = '.data/vitrine.db'
export const DEFAULT_OUT_DIR = 'dist'
export const DEFAULT_SERVE_PORT = 4173

/** The project root: where vite.config.ts and pages/ live, whatever the current directory is. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..')

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
