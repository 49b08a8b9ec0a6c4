-- Operator access (docs/decisions/0157-operator-tokens-and-roles.md, 0158-config-versions.md,
-- 0159-store-lifecycle.md). Every table here is global (the registry's): tokens, the audit log and
-- config versions name a store by id but are never read by a shopper's request.

-- Bearer tokens with a role, for one list of stores (NULL for admins: every store). Only the
-- SHA-256 of the secret is kept; the secret is shown once when the token is made.
CREATE TABLE operator_tokens (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'store_manager', 'designer', 'fulfilment')),
  storefront_ids TEXT,                       -- JSON array of store ids; NULL = every store (admin)
  token_hash TEXT NOT NULL UNIQUE,           -- hex SHA-256 of the secret
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  created_by TEXT NOT NULL,
  expires_at TEXT,                           -- NULL: does not expire
  last_used_at TEXT,
  revoked_at TEXT
);

-- Who changed what, where, when, from where. Kept at least 400 days (the daily clean-up).
CREATE TABLE operator_audit (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor_id TEXT NOT NULL,
  actor_name TEXT NOT NULL,
  action TEXT NOT NULL,
  storefront_id INTEGER,                     -- NULL for actions on no store (tokens)
  ip TEXT NOT NULL DEFAULT '',
  detail TEXT NOT NULL DEFAULT '{}'          -- JSON: what changed (never a secret)
);
CREATE INDEX operator_audit_store ON operator_audit(storefront_id, id);
CREATE INDEX operator_audit_at ON operator_audit(at);

-- Every config a store had or was drafted with, numbered per store.
CREATE TABLE config_versions (
  storefront_id INTEGER NOT NULL,
  version INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('draft', 'published')),
  config TEXT NOT NULL,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor_id TEXT,
  actor_name TEXT NOT NULL,
  PRIMARY KEY (storefront_id, version)
) WITHOUT ROWID;

-- The live config's and the draft's version (draft_version NULL: no draft); the store's own
-- registry version, bumped with every change to its registry rows (per-store caches, ADR 0160);
-- suspension and deletion.
ALTER TABLE storefronts ADD COLUMN config_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE storefronts ADD COLUMN draft_version INTEGER;
ALTER TABLE storefronts ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE storefronts ADD COLUMN suspended_at TEXT;
ALTER TABLE storefronts ADD COLUMN deleted_at TEXT;

-- One hostname of a store may be its primary: the others answer page requests with a 301 to it.
ALTER TABLE storefront_hosts ADD COLUMN is_primary INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX storefront_hosts_one_primary ON storefront_hosts(storefront_id) WHERE is_primary = 1;

-- The stores that exist today start their history here.
INSERT INTO config_versions (storefront_id, version, kind, config, actor_name)
  SELECT id, 1, 'published', config, 'migration' FROM storefronts;
INSERT INTO config_versions (storefront_id, version, kind, config, actor_name)
  SELECT id, 2, 'draft', preview_config, 'migration' FROM storefronts WHERE preview_config IS NOT NULL;
UPDATE storefronts SET draft_version = 2 WHERE preview_config IS NOT NULL;
