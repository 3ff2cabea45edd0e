/**
 * The money side of orders: what the gateway told us about payments, the refunds the shop asked for, and the
 * webhook events already handled. Money is integer paise, times ISO strings.
 */
export const PAYMENT_TABLES = `
-- Every gateway payment of an order we heard of (the browser's verify, a webhook, a reconciliation), by its id.
CREATE TABLE IF NOT EXISTS payments (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  -- created, authorized, captured, failed or refunded; never moves back (see db/payments.ts).
  status TEXT NOT NULL,
  amount_paise INTEGER NOT NULL,
  currency TEXT NOT NULL,
  error_description TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payments_by_order ON payments(order_id, created_at);

-- Money the shop sends back. One row per reason (its key), so asking twice never refunds twice; the gateway's
-- refund id is filled in once the gateway has taken the request.
CREATE TABLE IF NOT EXISTS refunds (
  key TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  payment_id TEXT NOT NULL,
  amount_paise INTEGER NOT NULL,
  -- cancelled, returned, late_payment or duplicate_payment
  reason TEXT NOT NULL,
  gateway_refund_id TEXT UNIQUE,
  -- requested (not yet taken by the gateway), pending, processed or failed
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  requested_at TEXT NOT NULL,
  processed_at TEXT
);
CREATE INDEX IF NOT EXISTS refunds_by_order ON refunds(order_id, requested_at);
CREATE INDEX IF NOT EXISTS refunds_to_send ON refunds(requested_at) WHERE status = 'requested';

-- Webhook events already handled, by the gateway's event id: a replay is acknowledged and changes nothing.
CREATE TABLE IF NOT EXISTS payment_events (
  id TEXT PRIMARY KEY,
  event TEXT NOT NULL,
  received_at TEXT NOT NULL
) WITHOUT ROWID;
`
