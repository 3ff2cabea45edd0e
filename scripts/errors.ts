/**
 * The CLI's one error type and its one handler. Every failure an operator can cause or fix is a VitrineError
 * with a one-line message and a suggestion; the handler prints them and sets the exit code. Anything else is a
 * bug and is printed with its stack.
 */
export const EXIT = {
  ok: 0,
  /** An unexpected error: a bug. */
  internal: 1,
  /** Bad flags or environment. */
  usage: 2,
  /** The shop API could not be read, or answered data the contract refuses. */
  fetch: 3,
  /** Rendering or verifying the new output failed; the previous output is untouched. */
  build: 4,
  /** A server could not start (port taken, database unreadable). */
  serve: 5,
} as const
export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

export class VitrineError extends Error {
  override name = 'VitrineError'
  constructor(
    message: string,
    readonly options: { exitCode?: ExitCode; suggestion?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
  }
  get exitCode(): ExitCode {
    return this.options.exitCode ?? EXIT.internal
  }
}

export function handleCliError(error: unknown): never {
  if (error instanceof VitrineError) {
    console.error(`vitrine: ${error.message}`)
    if (error.options.suggestion) console.error(`  → ${error.options.suggestion}`)
    if (process.env.VITRINE_DEBUG && error.cause) console.error(error.cause)
    process.exit(error.exitCode)
  }
  console.error('vitrine: unexpected error (a bug; please report it with the lines below)')
  console.error(error)
  process.exit(EXIT.internal)
}
