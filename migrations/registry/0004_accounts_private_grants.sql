-- Private-store gate passes (docs/decisions/0032-private-store-gate.md): the grant cookie holds a
-- random token; only its SHA-256 is stored, bound to the store, expiring like a session.
CREATE TABLE private_grants (
  token_hash TEXT PRIMARY KEY,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,                             -- gift_card | password
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL
);
CREATE INDEX private_grants_expiry ON private_grants(expires_at);

-- Finding a customer's open tokens (resend invalidates the older links).
CREATE INDEX email_tokens_customer ON email_tokens(storefront_id, customer_id, purpose);
