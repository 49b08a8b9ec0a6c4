-- Work-account sign-in nonces (docs/decisions/0170-sso-nonce-spent-once.md): POST /sso/nonce
-- keeps each one here (hashed, per store, ten minutes); POST /sso/login spends it with one
-- DELETE … RETURNING, so an ID token carrying it signs in once. The daily clean-up removes the
-- ones never used.
CREATE TABLE sso_nonces (
  nonce_hash TEXT PRIMARY KEY,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);
CREATE INDEX sso_nonces_expiry ON sso_nonces(expires_at);
