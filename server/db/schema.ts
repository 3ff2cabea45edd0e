/**
 * The reference shop's SQLite schema. Money is stored as integer paise (the API speaks rupees at the edge), stock
 * as real integer columns with CHECKs so that checkout can decrement with a conditional UPDATE and never oversell.
 * Editorial content (banners, menus, blogs...) is stored as JSON documents: it is edited as a whole and read as a
 * whole, and nothing else joins on it.
 */
import type Database from 'better-sqlite3'
import { PAYMENT_TABLES } from './schemaPayments'
import { SHOPPER_TABLES } from './schemaShopper'

/** 5: payments, refunds and webhook events; products' and order lines' return periods. */
export const SCHEMA_VERSION = 5

const TABLES = `
CREATE TABLE IF NOT EXISTS shop_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS categories (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS sub_categories (
  id TEXT PRIMARY KEY,
  category_id TEXT NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  image TEXT,
  position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sub_categories_by_category ON sub_categories(category_id, position);

CREATE TABLE IF NOT EXISTS products (
  id TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  product_type TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  sort_description TEXT NOT NULL DEFAULT '',
  tagline TEXT NOT NULL DEFAULT '',
  brand TEXT,
  -- Price, stock and status of a simple product; a variant product keeps them on its variants.
  price_paise INTEGER CHECK (price_paise IS NULL OR price_paise >= 0),
  compare_price_paise INTEGER CHECK (compare_price_paise IS NULL OR compare_price_paise >= 0),
  stock INTEGER CHECK (stock IS NULL OR stock >= 0),
  status TEXT NOT NULL DEFAULT 'Active',
  image TEXT,
  main_image TEXT,
  size_chart_image TEXT,
  fit_product TEXT,
  -- Days a delivered piece can be returned, when the product has its own period (else the shop's).
  return_period INTEGER CHECK (return_period IS NULL OR return_period >= 0),
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS products_by_position ON products(position);

CREATE TABLE IF NOT EXISTS product_variants (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  sku TEXT NOT NULL DEFAULT '',
  price_paise INTEGER NOT NULL CHECK (price_paise >= 0),
  compare_price_paise INTEGER CHECK (compare_price_paise IS NULL OR compare_price_paise >= 0),
  image TEXT,
  gallery_json TEXT NOT NULL DEFAULT '[]',
  attributes_json TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL CHECK (status IN ('Active', 'Inactive')),
  stock INTEGER NOT NULL CHECK (stock >= 0),
  created_at TEXT
);
CREATE INDEX IF NOT EXISTS product_variants_by_product ON product_variants(product_id, position);

CREATE TABLE IF NOT EXISTS product_categories (
  product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  category_id TEXT NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, category_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS product_categories_by_category ON product_categories(category_id);

CREATE TABLE IF NOT EXISTS product_sub_categories (
  product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  sub_category_id TEXT NOT NULL REFERENCES sub_categories(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (product_id, sub_category_id)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS content_entries (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  position INTEGER NOT NULL,
  body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS content_entries_by_kind ON content_entries(kind, position);

CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  phone_number TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  user_role TEXT NOT NULL DEFAULT 'Customer',
  created_at TEXT NOT NULL
);

-- Only the SHA-256 of a session token is stored: a leaked database does not leak live sessions.
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_by_user ON sessions(user_id);

CREATE TABLE IF NOT EXISTS cart_items (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  -- NULL for a simple product (the storefront sends variant_id: true).
  variant_id TEXT REFERENCES product_variants(id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  size TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- One line per product option per shopper; adding the same option again raises the quantity.
CREATE UNIQUE INDEX IF NOT EXISTS cart_items_one_line_per_option ON cart_items(user_id, product_id, ifnull(variant_id, ''));

-- Bumped by triggers whenever anything a product's JSON is made of changes, so the cached product list knows when
-- it is stale, whichever code (or process) made the change.
CREATE TABLE IF NOT EXISTS catalogue_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  revision INTEGER NOT NULL
);
INSERT OR IGNORE INTO catalogue_revision (id, revision) VALUES (1, 0);
`

const WATCHED_TABLES = ['categories', 'sub_categories', 'products', 'product_variants', 'product_categories', 'product_sub_categories']

function revisionTriggers(): string {
  return WATCHED_TABLES.flatMap((table) =>
    ['INSERT', 'UPDATE', 'DELETE'].map(
      (event) =>
        `CREATE TRIGGER IF NOT EXISTS ${table}_${event.toLowerCase()}_bumps_revision AFTER ${event} ON ${table} ` +
        `BEGIN UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1; END;`,
    ),
  ).join('\n')
}

/** Columns added after a table first shipped: CREATE TABLE IF NOT EXISTS leaves an older file's table as it was. */
const ADDED_COLUMNS: Array<{ table: string; column: string; definition: string }> = [
  { table: 'cart_coupons', column: 'item_ids_json', definition: 'TEXT' },
  // Profile Details (spec 001 §3 User), schema version 4; dob is a YYYY-MM-DD day.
  { table: 'users', column: 'gender', definition: 'TEXT' },
  { table: 'users', column: 'dob', definition: 'TEXT' },
  { table: 'users', column: 'location', definition: 'TEXT' },
  { table: 'users', column: 'alt_mobile', definition: 'TEXT' },
  // A product's own return period (spec 001 §9: "return period shown per product").
  { table: 'products', column: 'return_period', definition: 'INTEGER' },
  // The return period a line was sold with: what the product page promised when it was bought.
  { table: 'order_items', column: 'return_days', definition: 'INTEGER' },
]

function addMissingColumns(db: Database.Database): void {
  for (const { table, column, definition } of ADDED_COLUMNS) {
    const columns = db.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all()
    if (!columns.some((c) => c.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`)
  }
}

export function applySchema(db: Database.Database): void {
  db.exec(TABLES)
  db.exec(SHOPPER_TABLES)
  db.exec(PAYMENT_TABLES)
  addMissingColumns(db)
  db.exec(revisionTriggers())
  db.prepare('INSERT OR REPLACE INTO shop_meta (key, value) VALUES (?, ?)').run('schema_version', String(SCHEMA_VERSION))
}
