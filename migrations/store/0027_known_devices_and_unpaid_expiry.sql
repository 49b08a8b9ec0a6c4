-- Issue 27, security 2 and 3.

-- Browsers that have signed in to an account or passed a private store's gate before
-- (docs/decisions/0260-distributed-guessing-limits.md): such a browser skips the limits that
-- count guesses against one account or one store from all clients. A row per (browser token,
-- what it proved); the token is stored only as its SHA-256, like sessions.
CREATE TABLE known_devices (
  token_hash TEXT NOT NULL,
  storefront_id INTEGER NOT NULL,
  subject TEXT NOT NULL,                          -- 'customer:{id}' | 'gate'
  expires_at TEXT NOT NULL,
  PRIMARY KEY (token_hash, storefront_id, subject)
) WITHOUT ROWID;
CREATE INDEX known_devices_expiry ON known_devices(expires_at);

-- Unpaid orders expire (docs/decisions/0261-unpaid-orders-expire.md): when an unpaid order is
-- cancelled, fixed when it is placed (the store's setting then); NULL never expires (orders placed
-- before this, paid ones, kit orders). When the shopper was told it is about to expire.
ALTER TABLE orders ADD COLUMN expires_at TEXT;
ALTER TABLE orders ADD COLUMN expiry_mail_at TEXT;
CREATE INDEX orders_unpaid_expiry ON orders(storefront_id, expires_at) WHERE expires_at IS NOT NULL AND payment_status = 'pending' AND status = 1;
