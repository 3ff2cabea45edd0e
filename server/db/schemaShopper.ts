/**
 * Tables of what shoppers do: addresses, wishlist, reviews, coupons, orders and their shipments, and the security
 * bookkeeping (failed logins, reset tokens, idempotency keys). Money is integer paise, times are ISO strings
 * except where they are only compared (epoch milliseconds).
 */
export const SHOPPER_TABLES = `
-- One row per failed login, keyed 'login:<identifier>' and 'ip:<address>'; old rows are swept on the next failure.
CREATE TABLE IF NOT EXISTS login_failures (
  key TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS login_failures_by_key ON login_failures(key, failed_at);

-- Reset tokens, stored hashed like sessions; single use (used_at) and short-lived (expires_at).
CREATE TABLE IF NOT EXISTS password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX IF NOT EXISTS password_resets_by_user ON password_resets(user_id, created_at);

-- Mail the shop would send. No mail server runs here, so an operator reads it from this table (and the log).
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS newsletter_subscribers (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  created_at TEXT NOT NULL
);

-- Address fields are validated by the contract and kept as one JSON document: nothing joins on them.
CREATE TABLE IF NOT EXISTS addresses (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('shipping', 'billing')),
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS addresses_by_user ON addresses(user_id, kind, created_at);

CREATE TABLE IF NOT EXISTS wishlist_items (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  variant_id TEXT REFERENCES product_variants(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS wishlist_one_entry_per_option ON wishlist_items(user_id, product_id, ifnull(variant_id, ''));

CREATE TABLE IF NOT EXISTS reviews (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  review TEXT NOT NULL DEFAULT '',
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  images_json TEXT NOT NULL DEFAULT '[]',
  is_approved INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS reviews_by_product ON reviews(product_id, is_approved);
CREATE INDEX IF NOT EXISTS reviews_by_user ON reviews(user_id);

-- Bumped by triggers whenever the public review list could change (a review, or the product or author name it shows),
-- so its cached JSON (db/reviews.ts) knows when it is stale, whichever code or process made the change.
CREATE TABLE IF NOT EXISTS reviews_revision (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  revision INTEGER NOT NULL
);
INSERT OR IGNORE INTO reviews_revision (id, revision) VALUES (1, 0);
CREATE TRIGGER IF NOT EXISTS reviews_insert_bumps_revision AFTER INSERT ON reviews BEGIN UPDATE reviews_revision SET revision = revision + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS reviews_update_bumps_revision AFTER UPDATE ON reviews BEGIN UPDATE reviews_revision SET revision = revision + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS reviews_delete_bumps_revision AFTER DELETE ON reviews BEGIN UPDATE reviews_revision SET revision = revision + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS product_name_bumps_reviews_revision AFTER UPDATE OF name ON products BEGIN UPDATE reviews_revision SET revision = revision + 1 WHERE id = 1; END;
CREATE TRIGGER IF NOT EXISTS user_name_bumps_reviews_revision AFTER UPDATE OF name ON users BEGIN UPDATE reviews_revision SET revision = revision + 1 WHERE id = 1; END;

-- discount_value: a percent for 'Percentage' coupons, paise for 'Fixed Amount' ones.
CREATE TABLE IF NOT EXISTS coupons (
  id TEXT PRIMARY KEY,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT NOT NULL DEFAULT '',
  method TEXT NOT NULL,
  discount_category TEXT NOT NULL,
  discount_type TEXT NOT NULL,
  discount_value INTEGER NOT NULL CHECK (discount_value >= 0),
  minimum_purchase_paise INTEGER NOT NULL DEFAULT 0,
  buy_quantity INTEGER,
  get_quantity INTEGER,
  expiry_date TEXT,
  status TEXT NOT NULL,
  eligibility TEXT NOT NULL,
  specific_customers_json TEXT NOT NULL DEFAULT '[]',
  auto_apply INTEGER NOT NULL DEFAULT 0
);

-- The coupon a shopper applied to their bag; checkout uses it unless the call names another.
CREATE TABLE IF NOT EXISTS cart_coupons (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  coupon_id TEXT NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
  applied_at TEXT NOT NULL,
  -- The bag lines it was applied to (JSON list of ids); NULL for the whole bag.
  item_ids_json TEXT
);

CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_status TEXT NOT NULL,
  payment_status TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  payment_gateway TEXT,
  mrp_paise INTEGER NOT NULL,
  subtotal_paise INTEGER NOT NULL,
  coupon_discount_paise INTEGER NOT NULL DEFAULT 0,
  total_paise INTEGER NOT NULL CHECK (total_paise >= 0),
  coupon_json TEXT,
  shipping_address_json TEXT NOT NULL,
  billing_address_json TEXT,
  -- The cart lines this order was made from: removed from the bag once the order is placed or paid.
  cart_item_ids_json TEXT NOT NULL DEFAULT '[]',
  gateway_order_id TEXT UNIQUE,
  gateway_payment_id TEXT,
  created_at TEXT NOT NULL,
  -- An unpaid online order holds its stock until then; after that the stock goes back on the shelf.
  payment_expires_at TEXT,
  paid_at TEXT,
  cancelled_at TEXT
);
CREATE INDEX IF NOT EXISTS orders_by_user ON orders(user_id, created_at);
CREATE INDEX IF NOT EXISTS orders_awaiting_payment ON orders(payment_expires_at) WHERE payment_status = 'Pending' AND payment_method = 'Online Payment';

CREATE TABLE IF NOT EXISTS order_items (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  product_id TEXT NOT NULL,
  variant_id TEXT,
  product_name TEXT NOT NULL,
  product_type TEXT NOT NULL,
  sku TEXT NOT NULL DEFAULT '',
  image TEXT,
  attributes_json TEXT NOT NULL DEFAULT '[]',
  price_paise INTEGER NOT NULL,
  compare_price_paise INTEGER,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  -- The return period (days) the product was sold with: what its page promised at the time.
  return_days INTEGER
);
CREATE INDEX IF NOT EXISTS order_items_by_order ON order_items(order_id, position);

-- The shipping partner's record of an order. Its progress is computed from created_at when read.
CREATE TABLE IF NOT EXISTS shipments (
  id INTEGER PRIMARY KEY,
  order_id TEXT NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel_order_id TEXT NOT NULL UNIQUE,
  awb TEXT NOT NULL,
  courier_name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  cancelled_at TEXT,
  return_initiated_at TEXT
);
CREATE INDEX IF NOT EXISTS shipments_by_user ON shipments(user_id, created_at);

-- A checkout's answer per (shopper, Idempotency-Key) for 24 hours, so that a retried request replays it.
CREATE TABLE IF NOT EXISTS idempotency_keys (
  user_id TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status_code INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, key)
) WITHOUT ROWID;
`
