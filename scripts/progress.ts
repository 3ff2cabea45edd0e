/**
 * Progress for an operator: a bar that redraws in place on a terminal, plain lines otherwise (cron logs, CI,
 * `--json`). Everything goes to stderr so stdout stays the JSON summary.
 */
export interface Progress {
  tick(count?: number): void
  done(note?: string): void
}

export interface Reporter {
  log(line: string): void
  warn(line: string): void
  start(label: string, total: number): Progress
}

export function createReporter(options: { json: boolean; quiet?: boolean }): Reporter {
  const tty = Boolean(process.stderr.isTTY) && !options.json && !process.env.CI
  const write = (line: string) => process.stderr.write(`${line}\n`)
  const log = options.quiet ? () => undefined : options.json ? write : (line: string) => console.log(line)
  return {
    log,
    warn: write,
    start(label, total) {
      const started = performance.now()
      let done = 0
      let lastDraw = 0
      if (!tty) log(`${label}: ${total}`)
      const draw = (final: boolean) => {
        const width = 28
        const share = total === 0 ? 1 : Math.min(1, done / total)
        const filled = Math.round(share * width)
        const rate = done / Math.max(0.001, (performance.now() - started) / 1000)
        process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${Math.round(rate)}/s${final ? '\n' : ''}`)
      }
      return {
        tick(count = 1) {
          done += count
          if (tty && performance.now() - lastDraw > 80) {
            lastDraw = performance.now()
            draw(false)
          }
        },
        done(note) {
          const seconds = (performance.now() - started) / 1000
          if (tty && total > 0) draw(true)
          if (!tty || note) log(`${label}: ${done}/${total} in ${seconds.toFixed(1)} s${note ? ` (${note})` : ''}`)
        },
      }
    },
  }
}

export function ms(value: number): string {
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(1)} s`
}
