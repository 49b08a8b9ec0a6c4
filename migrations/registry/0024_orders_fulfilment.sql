-- Orders and fulfilment (issue 24): the operator order API, status changes, payments marked by
-- hand, merchant and shopper mail, webhooks. docs/decisions/0200-operator-order-api.md to
-- 0209. Every table here holds a store's own rows (storefront_id), never registry rows.

-- Per-store order numbers (1, 2, 3, … in each store), given by a trigger so every way an order
-- is written (checkout, kit links, the seed, imports) gets one; the existing orders are numbered
-- in the order they were placed.
ALTER TABLE orders ADD COLUMN number INTEGER;
UPDATE orders SET number = ranked.n
  FROM (SELECT id, row_number() OVER (PARTITION BY storefront_id ORDER BY created_at, id) AS n FROM orders) AS ranked
  WHERE ranked.id = orders.id;
CREATE UNIQUE INDEX orders_store_number ON orders(storefront_id, number);
CREATE TRIGGER orders_number AFTER INSERT ON orders WHEN NEW.number IS NULL BEGIN
  UPDATE orders SET number = (SELECT COALESCE(MAX(number), 0) + 1 FROM orders WHERE storefront_id = NEW.storefront_id)
  WHERE id = NEW.id;
END;

-- The language the shopper ordered in (status mails speak it); when the order was paid; when its
-- stock and spent gift-card balance went back (at most once: Cancelled, Refund, a failed
-- payment); whether its confirmation mail left (NULL: placed before this was recorded); the last
-- change.
ALTER TABLE orders ADD COLUMN lang TEXT;
ALTER TABLE orders ADD COLUMN paid_at TEXT;
ALTER TABLE orders ADD COLUMN restocked_at TEXT;
ALTER TABLE orders ADD COLUMN confirmation_mail TEXT;   -- 'sent' | 'not_sent' | NULL
ALTER TABLE orders ADD COLUMN updated_at TEXT;
-- Failed payments already gave their stock back (worker/payments/stripe-events.ts); Cancelled and
-- Refund are final, so nothing may give it back again.
UPDATE orders SET restocked_at = created_at WHERE payment_status = 'failed' OR status IN (5, 8);
UPDATE orders SET paid_at = created_at WHERE payment_status = 'paid';

-- The operator list, newest first, by itself and filtered by status or payment status: keyset
-- pages over these stay as fast on page 100 as on page 1 (docs/decisions/0201-order-list-at-a-million.md).
CREATE INDEX orders_store_newest ON orders(storefront_id, created_at DESC, id DESC);
CREATE INDEX orders_store_status ON orders(storefront_id, status, created_at DESC, id DESC);
CREATE INDEX orders_store_payment ON orders(storefront_id, payment_status, created_at DESC, id DESC);

-- What `q` finds besides the uuid and the number: the order's e-mail and the names on it (the
-- shipping address's and the customer's), lower case, each a prefix-searchable term.
CREATE TABLE order_search_terms (
  storefront_id INTEGER NOT NULL,
  term TEXT NOT NULL,
  order_id INTEGER NOT NULL,
  PRIMARY KEY (storefront_id, term, order_id)
) WITHOUT ROWID;
CREATE TRIGGER orders_search_terms AFTER INSERT ON orders BEGIN
  INSERT OR IGNORE INTO order_search_terms (storefront_id, term, order_id)
  SELECT NEW.storefront_id, lower(trim(value)), NEW.id
  FROM json_each(json_array(
    NEW.email,
    json_extract(NEW.shipping_address, '$.first_name'),
    json_extract(NEW.shipping_address, '$.last_name'),
    (SELECT first_name FROM customers WHERE id = NEW.customer_id),
    (SELECT last_name FROM customers WHERE id = NEW.customer_id)))
  WHERE value IS NOT NULL AND trim(value) <> '';
END;
INSERT OR IGNORE INTO order_search_terms (storefront_id, term, order_id)
  SELECT o.storefront_id, lower(trim(j.value)), o.id
  FROM orders o, json_each(json_array(
    o.email,
    json_extract(o.shipping_address, '$.first_name'),
    json_extract(o.shipping_address, '$.last_name'),
    (SELECT first_name FROM customers WHERE id = o.customer_id),
    (SELECT last_name FROM customers WHERE id = o.customer_id))) AS j
  WHERE j.value IS NOT NULL AND trim(j.value) <> '';

-- Every status change: who, when, from what to what, a note and, for shipments, the tracking.
CREATE TABLE order_status_history (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  from_status INTEGER,
  to_status INTEGER NOT NULL,
  actor_id TEXT,
  actor_name TEXT NOT NULL,
  note TEXT,
  tracking TEXT                                   -- JSON { carrier, number, url? } or NULL
);
CREATE INDEX order_status_history_order ON order_status_history(order_id, id);

-- Gift cards know the order (and line) that bought them: issued set-wise when it is paid.
ALTER TABLE gift_cards ADD COLUMN order_id INTEGER;
ALTER TABLE gift_cards ADD COLUMN order_item_id INTEGER;
CREATE INDEX gift_cards_order ON gift_cards(order_id) WHERE order_id IS NOT NULL;

-- Webhooks (docs/decisions/0205-webhooks-through-a-queue.md): one endpoint per store, the events
-- it wants, and its signing secret (needed in clear to sign; shown to the operator once).
CREATE TABLE webhook_endpoints (
  storefront_id INTEGER PRIMARY KEY,
  url TEXT NOT NULL,
  events TEXT NOT NULL,                           -- JSON array of event names
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- One row per event sent to a store's endpoint; the body is fixed when the event happens, so
-- every attempt (and a retry by hand) sends the same bytes under a fresh signature.
CREATE TABLE webhook_deliveries (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  event_id TEXT NOT NULL UNIQUE,
  event TEXT NOT NULL,
  body TEXT NOT NULL,
  url TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',         -- pending | retrying | delivered | dead | cancelled | not_queued
  attempts INTEGER NOT NULL DEFAULT 0,
  last_status_code INTEGER,
  last_error TEXT,
  next_attempt_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  delivered_at TEXT
);
CREATE INDEX webhook_deliveries_store ON webhook_deliveries(storefront_id, id);

CREATE TABLE webhook_attempts (
  id INTEGER PRIMARY KEY,
  delivery_id INTEGER NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  status_code INTEGER,                            -- NULL: no answer (network error, timeout)
  error TEXT,
  duration_ms INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts(delivery_id, id);

-- Mail carries the store's name as sender name and its contact e-mail as reply-to
-- (docs/decisions/0204-mail-that-cannot-leave.md); the local outbox shows both.
ALTER TABLE mail_outbox ADD COLUMN from_name TEXT;
ALTER TABLE mail_outbox ADD COLUMN reply_to TEXT;

-- A search that matches much of a store walks the newest-first index and asks, per order, whether
-- its terms match: by order (ADR 0201).
CREATE INDEX order_search_terms_order ON order_search_terms(order_id, term);
