/** Opening the shop's database file: one SQLite file, WAL, foreign keys on. */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { applySchema } from './schema'

export type ShopDatabase = Database.Database

export interface OpenedDatabase {
  db: ShopDatabase
  /** True when the file did not exist (or was empty) and the caller should seed it. */
  isNew: boolean
}

export function openShopDatabase(file: string): OpenedDatabase {
  const inMemory = file === ':memory:'
  if (!inMemory) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const db = new Database(file)
  try {
    // WAL lets the build read the catalogue while shoppers write carts; busy_timeout covers the short write overlaps.
    db.pragma('journal_mode = WAL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    db.pragma('synchronous = NORMAL')
    const seeded = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'shop_meta'").get() !== undefined &&
      db.prepare("SELECT 1 FROM shop_meta WHERE key = 'seeded_at'").get() !== undefined
    applySchema(db)
    return { db, isNew: !seeded }
  } catch (error) {
    db.close()
    throw error
  }
}
