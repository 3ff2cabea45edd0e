/** `vitrine outbox`: reads the reset links the reference API wrote, newest first, without touching the database. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { openShopDatabase } from '../../server/db/database'
import { createOutboxQueries } from '../../server/db/outbox'
import { runCli, tempDir } from './helpers'

let dbFile: string

beforeAll(async () => {
  dbFile = path.join(await tempDir('outbox'), 'shop.db')
  const { db } = openShopDatabase(dbFile)
  let minute = 0
  const outbox = createOutboxQueries(db, () => new Date(Date.UTC(2026, 0, 1, 10, minute++)))
  outbox.send('asha@example.com', 'Reset your Vitrine password', 'Hello Asha,\n\nOpen this link:\nhttp://shop.test/reset-password/first-token\n\nBye')
  outbox.send('ravi@example.com', 'Reset your Vitrine password', 'Hello Ravi,\n\nOpen this link:\n/reset-password/ravi-token\n')
  outbox.send('Asha@Example.com', 'Reset your Vitrine password', 'Hello Asha,\n\nOpen this link:\nhttp://shop.test/reset-password/second-token\n')
  db.close()
})

describe('vitrine outbox', () => {
  it('prints one address\'s mail, newest first, as JSON with its links', async () => {
    const result = await runCli(['outbox', '--db', dbFile, '--to', 'ASHA@example.com', '--json'])
    expect(result.code).toBe(0)
    const mails = JSON.parse(result.stdout) as Array<{ to: string; links: string[]; subject: string; sentAt: string }>
    expect(mails.map((m) => m.links)).toEqual([['http://shop.test/reset-password/second-token'], ['http://shop.test/reset-password/first-token']])
    expect(mails[0]).toMatchObject({ to: 'Asha@Example.com', subject: 'Reset your Vitrine password', sentAt: '2026-01-01T10:02:00.000Z' })
  })

  it('prints every mail as text, and honours --limit', async () => {
    const all = await runCli(['outbox', '--db', dbFile])
    expect(all.code).toBe(0)
    expect(all.stdout.indexOf('second-token')).toBeLessThan(all.stdout.indexOf('/reset-password/ravi-token'))
    expect(all.stdout).toContain('to ravi@example.com')
    const one = await runCli(['outbox', '--db', dbFile, '--limit', '1', '--json'])
    expect(JSON.parse(one.stdout)).toHaveLength(1)
    const none = await runCli(['outbox', '--db', dbFile, '--to', 'nobody@example.com'])
    expect(none.stdout.trim()).toBe('No mail in the outbox to nobody@example.com.')
  })

  it('fails with one line and exit code 2 on a bad flag or a missing database, and never writes', async () => {
    const before = readFileSync(dbFile)
    const badLimit = await runCli(['outbox', '--db', dbFile, '--limit', 'lots'])
    expect(badLimit.code).toBe(2)
    expect(badLimit.stderr).toContain('--limit must be a positive whole number')
    const missing = await runCli(['outbox', '--db', path.join(path.dirname(dbFile), 'none.db')])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain('no database at')
    expect(readFileSync(dbFile).equals(before)).toBe(true)
  })
})
