/**
 * `vitrine outbox`: the mail the reference API "sent" (password reset links). No mail server runs beside it, so
 * it keeps each mail in its database's outbox table; this reads them, newest first, without changing anything.
 */
import { access } from 'node:fs/promises'
import type { Command } from 'commander'
import { z } from 'zod'
import { EXIT, VitrineError } from '../errors'
import { envSwitch, flag, parseOptions, positiveInt } from '../options'
import { DEFAULT_DB_FILE } from '../runtime'

const OutboxOptions = z.object({
  db: z.string().min(1),
  to: z.string().trim().min(1, 'must be an email address').optional(),
  limit: positiveInt,
  json: envSwitch,
})

export function registerOutbox(program: Command): void {
  program
    .command('outbox')
    .description('show the mail the reference API sent (password reset links), newest first')
    .addOption(flag('--db <file>', 'database of the reference API', 'VITRINE_DB').default(DEFAULT_DB_FILE))
    .option('--to <email>', 'only mail to this address (any case)')
    .addOption(flag('--limit <n>', 'at most this many mails', 'VITRINE_OUTBOX_LIMIT').default('10'))
    .addOption(flag('--json', 'print a JSON array (with each mail\'s links) instead of text', 'VITRINE_JSON'))
    .action(async (raw) => {
      const options = parseOptions(OutboxOptions, raw, 'outbox')
      try {
        await access(options.db)
      } catch {
        throw new VitrineError(`no database at ${options.db}`, { exitCode: EXIT.usage, suggestion: 'pass the --db the API or `vitrine serve` runs on' })
      }
      const { default: Database } = await import('better-sqlite3')
      const { mailLinks, readOutbox } = await import('../../server/db/outbox')
      const db = new Database(options.db, { readonly: true, fileMustExist: true })
      let mails
      try {
        mails = readOutbox(db, { to: options.to, limit: options.limit })
      } catch (error) {
        throw new VitrineError(`${options.db} has no outbox: is it a Vitrine database?`, { exitCode: EXIT.usage, suggestion: 'pass the --db the API or `vitrine serve` runs on', cause: error })
      } finally {
        db.close()
      }
      if (options.json) {
        const out = mails.map((m) => ({ id: m.id, to: m.recipient, subject: m.subject, sentAt: m.created_at, links: mailLinks(m.body), body: m.body }))
        return void console.log(JSON.stringify(out, null, 2))
      }
      if (mails.length === 0) return void console.log(`No mail in the outbox${options.to ? ` to ${options.to}` : ''}.`)
      for (const mail of mails) {
        console.log(`── ${mail.created_at}  to ${mail.recipient}  "${mail.subject}"`)
        console.log(mail.body.replace(/^/gm, '   '))
        console.log('')
      }
    })
}
