-- Catalog, media, kits and gift cards for operators (issue 23; docs/decisions/0190-catalog-import-staged-switch.md,
-- 0193-kit-links.md). Every table and column here belongs to a store's own rows.

-- 1. Warehouses get a natural key per store (an import names them by it, never by id). Existing
--    rows and rows written without one get their name in lower case with hyphens, or that with
--    '-' || id when another warehouse of the store already has it.
ALTER TABLE warehouses ADD COLUMN key TEXT;
UPDATE warehouses SET key = lower(replace(trim(name), ' ', '-'));
UPDATE warehouses SET key = key || '-' || id
WHERE EXISTS (SELECT 1 FROM warehouses o WHERE o.storefront_id = warehouses.storefront_id AND o.key = warehouses.key AND o.id < warehouses.id);
CREATE UNIQUE INDEX warehouses_key ON warehouses(storefront_id, key);

CREATE TRIGGER warehouses_default_key AFTER INSERT ON warehouses WHEN new.key IS NULL BEGIN
  UPDATE warehouses SET key = CASE
      WHEN EXISTS (SELECT 1 FROM warehouses o WHERE o.storefront_id = new.storefront_id AND o.id <> new.id AND o.key = lower(replace(trim(new.name), ' ', '-')))
      THEN lower(replace(trim(new.name), ' ', '-')) || '-' || new.id
      ELSE lower(replace(trim(new.name), ' ', '-')) END
  WHERE id = new.id;
END;

-- 2. Catalog imports are staged, then switched live in one batch (ADR 0190). A staged row is one
--    chunk of rows of one kind as a JSON array; the switch reads them with json_each. Rows of an
--    import that never switched (a lost connection) are removed by the next import.
CREATE TABLE catalog_import_chunks (
  import_id TEXT NOT NULL,
  storefront_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  seq INTEGER NOT NULL,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (import_id, kind, seq)
) WITHOUT ROWID;
CREATE INDEX catalog_import_chunks_created ON catalog_import_chunks(created_at);

-- 3. Kits get a name (operators tell campaigns apart) and any number of links: each link is a
--    user token, optionally for a named recipient, and can be ordered once (ADR 0193). A kit's
--    own user_token (the demo seed's, hand-written SQL) becomes its first link by trigger; kits
--    made through the operator API have user_token '' and links of their own.
ALTER TABLE kits ADD COLUMN name TEXT NOT NULL DEFAULT '';

CREATE TABLE kit_links (
  id INTEGER PRIMARY KEY,
  kit_id INTEGER NOT NULL REFERENCES kits(id) ON DELETE CASCADE,
  storefront_id INTEGER NOT NULL,
  user_token TEXT NOT NULL,
  email TEXT,
  name TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (kit_id, user_token)
);
CREATE INDEX kit_links_kit ON kit_links(kit_id, id);

INSERT INTO kit_links (kit_id, storefront_id, user_token) SELECT id, storefront_id, user_token FROM kits WHERE user_token <> '';

CREATE TRIGGER kits_first_link AFTER INSERT ON kits WHEN new.user_token <> '' BEGIN
  INSERT OR IGNORE INTO kit_links (kit_id, storefront_id, user_token) VALUES (new.id, new.storefront_id, new.user_token);
END;

-- One order per link (was: per kit, 0011). Orders placed before name their kit's first link.
ALTER TABLE orders ADD COLUMN kit_link_id INTEGER REFERENCES kit_links(id) ON DELETE SET NULL;
UPDATE orders SET kit_link_id = (SELECT l.id FROM kit_links l WHERE l.kit_id = orders.kit_id ORDER BY l.id LIMIT 1)
WHERE kit_id IS NOT NULL;
DROP INDEX IF EXISTS orders_kit;
CREATE INDEX orders_kit ON orders(kit_id) WHERE kit_id IS NOT NULL;
CREATE UNIQUE INDEX orders_kit_link ON orders(kit_link_id) WHERE kit_link_id IS NOT NULL;

-- 4. Gift cards listed by an operator, newest first, optionally by status.
CREATE INDEX gift_cards_store ON gift_cards(storefront_id, id);

-- 5. Decoration methods are named by the import (they had no index for that).
CREATE INDEX decoration_methods_name ON decoration_methods(storefront_id, name);
