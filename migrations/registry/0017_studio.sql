-- Studio (docs/decisions/0161-studio.md): people sign in with one-time links, or through
-- Cloudflare Access mapped to a role by e-mail. Global tables (registry).

-- A one-time sign-in link: spent by its first use, or expired.
CREATE TABLE studio_sign_in_links (
  token_hash TEXT PRIMARY KEY,               -- hex SHA-256 of the link's secret
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT,
  role TEXT NOT NULL CHECK (role IN ('admin', 'store_manager', 'designer', 'fulfilment')),
  storefront_ids TEXT,                       -- JSON array; NULL = every store (admin)
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL,
  used_at TEXT
);

-- A signed-in person's Studio session (the cookie holds the secret; only its hash is kept).
CREATE TABLE studio_sessions (
  token_hash TEXT PRIMARY KEY,
  person_id TEXT NOT NULL,                   -- 'link:<link id>' or 'access:<email>'
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  storefront_ids TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL
);
CREATE INDEX studio_sessions_expiry ON studio_sessions(expires_at);

-- People who sign in through Cloudflare Access: their e-mail names their role (admins edit it).
CREATE TABLE studio_people (
  email TEXT PRIMARY KEY,                    -- lower case
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'store_manager', 'designer', 'fulfilment')),
  storefront_ids TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
