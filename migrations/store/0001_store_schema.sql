-- A store database's schema (docs/scaling.md, ADR 0235): the store-owned tables of registry
-- migrations 0001-0024 as they stand after them, with no reference to `storefronts` (that table
-- lives in the registry database; a store's rows leave with an explicit delete, never a cascade)
-- and no global catalog counter (each store's own version in catalog_store_versions only).
-- Comments on each column are in the registry migrations that introduced it. Every statement is
-- IF NOT EXISTS: a deployment from before the split binds STORE_DB_0 to its one database, where
-- these tables already are, and this migration then changes nothing (docs/scaling.md).

CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  parent_id INTEGER REFERENCES categories(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  is_company INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (storefront_id, slug)
);

CREATE TABLE IF NOT EXISTS brands (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  UNIQUE (storefront_id, name)
);

CREATE TABLE IF NOT EXISTS warehouses (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  name TEXT NOT NULL
, key TEXT);

CREATE TABLE IF NOT EXISTS decoration_methods (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  name TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',          -- plain text, HTML, or a JSON array string
  short_description TEXT NOT NULL DEFAULT '',
  copy_underneath_description TEXT NOT NULL DEFAULT '',
  price INTEGER NOT NULL DEFAULT 0,              -- minor units
  final_price INTEGER NOT NULL DEFAULT 0,        -- minor units
  margin INTEGER NOT NULL DEFAULT 0,
  total_cost INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL DEFAULT 'USD',
  status TEXT NOT NULL DEFAULT 'published',
  discontinued INTEGER NOT NULL DEFAULT 0,
  disabled INTEGER NOT NULL DEFAULT 0,
  is_gift_card INTEGER NOT NULL DEFAULT 0,
  is_custom INTEGER NOT NULL DEFAULT 0,
  library_approved INTEGER NOT NULL DEFAULT 1,
  need_attention INTEGER NOT NULL DEFAULT 0,
  allow_custom_amount INTEGER NOT NULL DEFAULT 0,
  product_color_id INTEGER,
  warehouse_id INTEGER REFERENCES warehouses(id),   -- NULL means gift card
  brand_id INTEGER REFERENCES brands(id),
  reviews_rate_average REAL NOT NULL DEFAULT 0,
  reviews_count INTEGER NOT NULL DEFAULT 0,
  thumbnail_path TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (storefront_id, slug)
);

CREATE TABLE IF NOT EXISTS product_categories (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  storefront_id INTEGER NOT NULL,
  PRIMARY KEY (category_id, product_id)
);

CREATE TABLE IF NOT EXISTS product_decoration_methods (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  decoration_method_id INTEGER NOT NULL REFERENCES decoration_methods(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, decoration_method_id)
);

CREATE TABLE IF NOT EXISTS product_files (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  extension TEXT NOT NULL,
  path TEXT NOT NULL,
  full_path TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'additional_photo',
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS product_variants (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  storefront_id INTEGER NOT NULL,
  color TEXT NOT NULL,
  primary_hex_color TEXT,
  secondary_hex_color TEXT,
  swatch_url TEXT,
  thumbnail_path TEXT,
  discontinued INTEGER NOT NULL DEFAULT 0,        -- supplier_product_variant.discontinued
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS variant_images (
  id INTEGER PRIMARY KEY,
  variant_id INTEGER NOT NULL REFERENCES product_variants(id) ON DELETE CASCADE,
  type TEXT NOT NULL,                             -- frontImage | rearImage | other
  full_path TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS variant_sizes (
  id INTEGER PRIMARY KEY,
  variant_id INTEGER NOT NULL REFERENCES product_variants(id) ON DELETE CASCADE,
  size TEXT NOT NULL,
  price INTEGER NOT NULL,                         -- minor units
  quantity INTEGER NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  weight REAL NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS size_guides (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  specification_type TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS size_guide_sizes (
  id INTEGER PRIMARY KEY,
  size_guide_id INTEGER NOT NULL REFERENCES size_guides(id) ON DELETE CASCADE,
  size TEXT NOT NULL,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS input_fields (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  is_required INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  author TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS kits (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  token TEXT NOT NULL,
  user_token TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 1),
  banner_path TEXT,
  hide_prices INTEGER NOT NULL DEFAULT 0, name TEXT NOT NULL DEFAULT '',
  UNIQUE (storefront_id, token)
);

CREATE TABLE IF NOT EXISTS kit_products (
  kit_id INTEGER NOT NULL REFERENCES kits(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  required INTEGER NOT NULL DEFAULT 0,
  quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (kit_id, product_id)
);

CREATE TABLE IF NOT EXISTS customers (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  username TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  -- 'pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>'; NULL for single-sign-on accounts.
  password_hash TEXT,
  email_verified_at TEXT,
  -- Work-account identity: tenant id + object id, never linked by e-mail alone.
  sso_tenant_id TEXT,
  sso_object_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (storefront_id, email)
);

CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS email_tokens (
  token_hash TEXT PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,                          -- verify | reset
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE IF NOT EXISTS gift_cards (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  code TEXT NOT NULL COLLATE NOCASE,
  balance INTEGER NOT NULL CHECK (balance >= 0),  -- minor units; never negative
  status TEXT NOT NULL DEFAULT 'active',          -- active | inactive | expired
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), order_id INTEGER, order_item_id INTEGER,
  UNIQUE (storefront_id, code)
);

CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  storefront_id INTEGER NOT NULL,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  status INTEGER NOT NULL DEFAULT 1,              -- 1..8, spec section 3
  payment_status TEXT NOT NULL DEFAULT 'pending', -- pending | paid | failed
  payment_provider TEXT NOT NULL DEFAULT 'manual',
  payment_reference TEXT,
  email TEXT NOT NULL,
  shipping_address TEXT NOT NULL DEFAULT '{}',    -- JSON, validated
  subtotal INTEGER NOT NULL,
  shipping_total INTEGER NOT NULL DEFAULT 0,
  gift_card_id INTEGER REFERENCES gift_cards(id),
  gift_card_amount INTEGER NOT NULL DEFAULT 0,
  total_without_discounts INTEGER NOT NULL,
  total INTEGER NOT NULL,
  idempotency_key TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), kit_id INTEGER REFERENCES kits(id) ON DELETE SET NULL, kit_link_id INTEGER REFERENCES kit_links(id) ON DELETE SET NULL, number INTEGER, lang TEXT, paid_at TEXT, restocked_at TEXT, confirmation_mail TEXT, updated_at TEXT,
  UNIQUE (storefront_id, idempotency_key)
);

CREATE TABLE IF NOT EXISTS order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products(id) ON DELETE SET NULL,
  variant_id INTEGER,
  size_id INTEGER,
  name TEXT NOT NULL,
  color TEXT,
  size TEXT,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  unit_price INTEGER NOT NULL,
  total INTEGER NOT NULL,
  warehouse_id INTEGER,
  warehouse_name TEXT,
  is_gift_card INTEGER NOT NULL DEFAULT 0,
  recipient_email TEXT,
  note TEXT,
  input_fields TEXT NOT NULL DEFAULT '[]',        -- JSON [{id,label,value}]
  image TEXT
);

CREATE TABLE IF NOT EXISTS contact_submissions (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  order_uuid TEXT,
  message TEXT NOT NULL,
  image_key TEXT,                                 -- R2 object key
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS mail_outbox (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
, from_name TEXT, reply_to TEXT);

CREATE TABLE IF NOT EXISTS rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS private_grants (
  token_hash TEXT PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  kind TEXT NOT NULL,                             -- gift_card | password
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS category_ancestors (
  category_id INTEGER NOT NULL,
  ancestor_id INTEGER NOT NULL,
  PRIMARY KEY (category_id, ancestor_id)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS product_search (
  product_id INTEGER PRIMARY KEY,
  store TEXT NOT NULL,
  name TEXT NOT NULL,
  categories TEXT NOT NULL
);

CREATE VIRTUAL TABLE IF NOT EXISTS products_fts USING fts5(
  store,
  name,
  categories,
  content = 'product_search',
  content_rowid = 'product_id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE TABLE IF NOT EXISTS storefront_listed_products (
  storefront_id INTEGER PRIMARY KEY,
  listed INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS catalog_store_versions (
  storefront_id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS sso_nonces (
  nonce_hash TEXT PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS catalog_import_chunks (
  import_id TEXT NOT NULL,
  storefront_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  seq INTEGER NOT NULL,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (import_id, kind, seq)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS kit_links (
  id INTEGER PRIMARY KEY,
  kit_id INTEGER NOT NULL REFERENCES kits(id) ON DELETE CASCADE,
  storefront_id INTEGER NOT NULL,
  user_token TEXT NOT NULL,
  email TEXT,
  name TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (kit_id, user_token)
);

CREATE TABLE IF NOT EXISTS order_search_terms (
  storefront_id INTEGER NOT NULL,
  term TEXT NOT NULL,
  order_id INTEGER NOT NULL,
  PRIMARY KEY (storefront_id, term, order_id)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS order_status_history (
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

CREATE TABLE IF NOT EXISTS webhook_endpoints (
  storefront_id INTEGER PRIMARY KEY,
  url TEXT NOT NULL,
  events TEXT NOT NULL,                           -- JSON array of event names
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS webhook_deliveries (
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

CREATE TABLE IF NOT EXISTS webhook_attempts (
  id INTEGER PRIMARY KEY,
  delivery_id INTEGER NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  status_code INTEGER,                            -- NULL: no answer (network error, timeout)
  error TEXT,
  duration_ms INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX IF NOT EXISTS categories_parent ON categories(storefront_id, parent_id, position);

CREATE INDEX IF NOT EXISTS warehouses_storefront ON warehouses(storefront_id);

CREATE INDEX IF NOT EXISTS products_brand ON products(storefront_id, brand_id);

CREATE INDEX IF NOT EXISTS product_files_product ON product_files(product_id, position);

CREATE INDEX IF NOT EXISTS product_variants_product ON product_variants(product_id, position);

CREATE INDEX IF NOT EXISTS variant_images_variant ON variant_images(variant_id, position);

CREATE INDEX IF NOT EXISTS variant_sizes_variant ON variant_sizes(variant_id, position);

CREATE INDEX IF NOT EXISTS size_guides_product ON size_guides(product_id);

CREATE INDEX IF NOT EXISTS size_guide_sizes_guide ON size_guide_sizes(size_guide_id);

CREATE INDEX IF NOT EXISTS input_fields_product ON input_fields(product_id, position);

CREATE INDEX IF NOT EXISTS reviews_product ON reviews(product_id, created_at DESC);

CREATE UNIQUE INDEX IF NOT EXISTS customers_sso ON customers(storefront_id, sso_tenant_id, sso_object_id)
  WHERE sso_object_id IS NOT NULL;

CREATE INDEX IF NOT EXISTS sessions_customer ON sessions(customer_id);

CREATE INDEX IF NOT EXISTS gift_cards_customer ON gift_cards(storefront_id, customer_id);

CREATE INDEX IF NOT EXISTS orders_customer ON orders(storefront_id, customer_id, created_at DESC);

CREATE INDEX IF NOT EXISTS order_items_order ON order_items(order_id);

CREATE INDEX IF NOT EXISTS mail_outbox_recipient ON mail_outbox(storefront_id, recipient, id DESC);

CREATE INDEX IF NOT EXISTS products_visible_created ON products(storefront_id, created_at DESC, id DESC)
  WHERE status = 'published' AND disabled = 0 AND discontinued = 0;

CREATE INDEX IF NOT EXISTS products_visible_price ON products(storefront_id, final_price, id)
  WHERE status = 'published' AND disabled = 0 AND discontinued = 0;

CREATE INDEX IF NOT EXISTS products_visible_name ON products(storefront_id, name COLLATE NOCASE, id)
  WHERE status = 'published' AND disabled = 0 AND discontinued = 0;

CREATE INDEX IF NOT EXISTS products_visible_id ON products(storefront_id, id, status, disabled, discontinued)
  WHERE status = 'published' AND disabled = 0 AND discontinued = 0;

CREATE INDEX IF NOT EXISTS products_visible_brand ON products(storefront_id, brand_id, id)
  WHERE status = 'published' AND disabled = 0 AND discontinued = 0;

CREATE INDEX IF NOT EXISTS private_grants_expiry ON private_grants(expires_at);

CREATE INDEX IF NOT EXISTS email_tokens_customer ON email_tokens(storefront_id, customer_id, purpose);

CREATE INDEX IF NOT EXISTS product_categories_product_category ON product_categories(product_id, category_id);

CREATE INDEX IF NOT EXISTS category_ancestors_ancestor ON category_ancestors(ancestor_id, category_id);

CREATE INDEX IF NOT EXISTS sso_nonces_expiry ON sso_nonces(expires_at);

CREATE UNIQUE INDEX IF NOT EXISTS warehouses_key ON warehouses(storefront_id, key);

CREATE INDEX IF NOT EXISTS catalog_import_chunks_created ON catalog_import_chunks(created_at);

CREATE INDEX IF NOT EXISTS kit_links_kit ON kit_links(kit_id, id);

CREATE INDEX IF NOT EXISTS orders_kit ON orders(kit_id) WHERE kit_id IS NOT NULL;

CREATE UNIQUE INDEX IF NOT EXISTS orders_kit_link ON orders(kit_link_id) WHERE kit_link_id IS NOT NULL;

CREATE INDEX IF NOT EXISTS gift_cards_store ON gift_cards(storefront_id, id);

CREATE INDEX IF NOT EXISTS decoration_methods_name ON decoration_methods(storefront_id, name);

CREATE UNIQUE INDEX IF NOT EXISTS orders_store_number ON orders(storefront_id, number);

CREATE INDEX IF NOT EXISTS orders_store_newest ON orders(storefront_id, created_at DESC, id DESC);

CREATE INDEX IF NOT EXISTS orders_store_status ON orders(storefront_id, status, created_at DESC, id DESC);

CREATE INDEX IF NOT EXISTS orders_store_payment ON orders(storefront_id, payment_status, created_at DESC, id DESC);

CREATE INDEX IF NOT EXISTS order_status_history_order ON order_status_history(order_id, id);

CREATE INDEX IF NOT EXISTS gift_cards_order ON gift_cards(order_id) WHERE order_id IS NOT NULL;

CREATE INDEX IF NOT EXISTS webhook_deliveries_store ON webhook_deliveries(storefront_id, id);

CREATE INDEX IF NOT EXISTS webhook_attempts_delivery ON webhook_attempts(delivery_id, id);

CREATE INDEX IF NOT EXISTS order_search_terms_order ON order_search_terms(order_id, term);

CREATE TRIGGER IF NOT EXISTS product_variants_hex_colors_insert
BEFORE INSERT ON product_variants
WHEN (NEW.primary_hex_color IS NOT NULL AND NOT (length(NEW.primary_hex_color) IN (4, 5, 7, 9)
        AND substr(NEW.primary_hex_color, 1, 1) = '#' AND substr(NEW.primary_hex_color, 2) NOT GLOB '*[^0-9A-Fa-f]*'))
  OR (NEW.secondary_hex_color IS NOT NULL AND NOT (length(NEW.secondary_hex_color) IN (4, 5, 7, 9)
        AND substr(NEW.secondary_hex_color, 1, 1) = '#' AND substr(NEW.secondary_hex_color, 2) NOT GLOB '*[^0-9A-Fa-f]*'))
BEGIN
  SELECT RAISE(ABORT, 'product_variants: colours must be hex colours like #1e40af');
END;

CREATE TRIGGER IF NOT EXISTS product_variants_hex_colors_update
BEFORE UPDATE OF primary_hex_color, secondary_hex_color ON product_variants
WHEN (NEW.primary_hex_color IS NOT NULL AND NOT (length(NEW.primary_hex_color) IN (4, 5, 7, 9)
        AND substr(NEW.primary_hex_color, 1, 1) = '#' AND substr(NEW.primary_hex_color, 2) NOT GLOB '*[^0-9A-Fa-f]*'))
  OR (NEW.secondary_hex_color IS NOT NULL AND NOT (length(NEW.secondary_hex_color) IN (4, 5, 7, 9)
        AND substr(NEW.secondary_hex_color, 1, 1) = '#' AND substr(NEW.secondary_hex_color, 2) NOT GLOB '*[^0-9A-Fa-f]*'))
BEGIN
  SELECT RAISE(ABORT, 'product_variants: colours must be hex colours like #1e40af');
END;

CREATE TRIGGER IF NOT EXISTS categories_ancestors_insert AFTER INSERT ON categories BEGIN
  INSERT OR IGNORE INTO category_ancestors (category_id, ancestor_id) VALUES (new.id, new.id);
  INSERT OR IGNORE INTO category_ancestors (category_id, ancestor_id)
    SELECT new.id, a.ancestor_id FROM category_ancestors a WHERE a.category_id = new.parent_id;
  INSERT OR IGNORE INTO category_ancestors (category_id, ancestor_id)
    SELECT d.category_id, a.ancestor_id
    FROM categories child
    JOIN category_ancestors d ON d.ancestor_id = child.id
    JOIN category_ancestors a ON a.category_id = new.id
    WHERE child.parent_id = new.id AND child.id <> new.id;
  UPDATE product_search SET categories = (SELECT coalesce(group_concat('v' || p.storefront_id || 'c' || a.ancestor_id, ' '), '') FROM products p JOIN (
      SELECT DISTINCT ca.ancestor_id FROM product_categories pc JOIN category_ancestors ca ON ca.category_id = pc.category_id
      WHERE pc.product_id = product_search.product_id) a
    WHERE p.id = product_search.product_id AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  WHERE product_id IN (
    SELECT pc.product_id FROM product_categories pc
    WHERE pc.category_id IN (SELECT category_id FROM category_ancestors WHERE ancestor_id = new.id));
END;

CREATE TRIGGER IF NOT EXISTS categories_ancestors_move AFTER UPDATE OF parent_id ON categories
WHEN old.parent_id IS NOT new.parent_id BEGIN
  DELETE FROM category_ancestors
  WHERE category_id IN (SELECT category_id FROM category_ancestors WHERE ancestor_id = new.id)
    AND ancestor_id IN (SELECT ancestor_id FROM category_ancestors WHERE category_id = new.id AND ancestor_id <> new.id);
  INSERT OR IGNORE INTO category_ancestors (category_id, ancestor_id)
    SELECT d.category_id, a.ancestor_id
    FROM category_ancestors d JOIN category_ancestors a ON a.category_id = new.parent_id
    WHERE d.ancestor_id = new.id;
  UPDATE product_search SET categories = (SELECT coalesce(group_concat('v' || p.storefront_id || 'c' || a.ancestor_id, ' '), '') FROM products p JOIN (
      SELECT DISTINCT ca.ancestor_id FROM product_categories pc JOIN category_ancestors ca ON ca.category_id = pc.category_id
      WHERE pc.product_id = product_search.product_id) a
    WHERE p.id = product_search.product_id AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  WHERE product_id IN (
    SELECT pc.product_id FROM product_categories pc
    WHERE pc.category_id IN (SELECT category_id FROM category_ancestors WHERE ancestor_id = new.id));
END;

CREATE TRIGGER IF NOT EXISTS categories_ancestors_delete AFTER DELETE ON categories BEGIN
  DELETE FROM category_ancestors WHERE category_id = old.id OR ancestor_id = old.id;
  UPDATE product_search SET categories = (SELECT coalesce(group_concat('v' || p.storefront_id || 'c' || a.ancestor_id, ' '), '') FROM products p JOIN (
      SELECT DISTINCT ca.ancestor_id FROM product_categories pc JOIN category_ancestors ca ON ca.category_id = pc.category_id
      WHERE pc.product_id = product_search.product_id) a
    WHERE p.id = product_search.product_id AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  WHERE product_id IN (SELECT product_id FROM product_categories WHERE category_id = old.id);
END;

CREATE TRIGGER IF NOT EXISTS product_search_insert AFTER INSERT ON product_search BEGIN
  INSERT INTO products_fts(rowid, store, name, categories) VALUES (new.product_id, new.store, new.name, new.categories);
END;

CREATE TRIGGER IF NOT EXISTS product_search_delete AFTER DELETE ON product_search BEGIN
  INSERT INTO products_fts(products_fts, rowid, store, name, categories) VALUES ('delete', old.product_id, old.store, old.name, old.categories);
END;

CREATE TRIGGER IF NOT EXISTS product_search_update AFTER UPDATE ON product_search BEGIN
  INSERT INTO products_fts(products_fts, rowid, store, name, categories) VALUES ('delete', old.product_id, old.store, old.name, old.categories);
  INSERT INTO products_fts(rowid, store, name, categories) VALUES (new.product_id, new.store, new.name, new.categories);
END;

CREATE TRIGGER IF NOT EXISTS products_search_insert AFTER INSERT ON products BEGIN
  -- A row left by a product replaced without delete triggers goes first (exact old values).
  DELETE FROM product_search WHERE product_id = new.id;
  INSERT INTO product_search (product_id, store, name, categories) VALUES (
    new.id,
    's' || new.storefront_id || CASE WHEN new.status = 'published' AND new.disabled = 0 AND new.discontinued = 0 THEN ' v' || new.storefront_id ELSE '' END,
    new.name,
    (SELECT coalesce(group_concat('v' || p.storefront_id || 'c' || a.ancestor_id, ' '), '') FROM products p JOIN (
      SELECT DISTINCT ca.ancestor_id FROM product_categories pc JOIN category_ancestors ca ON ca.category_id = pc.category_id
      WHERE pc.product_id = new.id) a
    WHERE p.id = new.id AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0));
END;

CREATE TRIGGER IF NOT EXISTS products_search_delete AFTER DELETE ON products BEGIN
  DELETE FROM product_search WHERE product_id = old.id;
END;

CREATE TRIGGER IF NOT EXISTS products_search_update AFTER UPDATE OF name, storefront_id, status, disabled, discontinued ON products BEGIN
  UPDATE product_search SET
    store = 's' || new.storefront_id || CASE WHEN new.status = 'published' AND new.disabled = 0 AND new.discontinued = 0 THEN ' v' || new.storefront_id ELSE '' END,
    name = new.name,
    categories = (SELECT coalesce(group_concat('v' || p.storefront_id || 'c' || a.ancestor_id, ' '), '') FROM products p JOIN (
      SELECT DISTINCT ca.ancestor_id FROM product_categories pc JOIN category_ancestors ca ON ca.category_id = pc.category_id
      WHERE pc.product_id = new.id) a
    WHERE p.id = new.id AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  WHERE product_id = new.id;
END;

CREATE TRIGGER IF NOT EXISTS product_categories_search_insert AFTER INSERT ON product_categories BEGIN
  UPDATE product_search SET categories = (SELECT coalesce(group_concat('v' || p.storefront_id || 'c' || a.ancestor_id, ' '), '') FROM products p JOIN (
      SELECT DISTINCT ca.ancestor_id FROM product_categories pc JOIN category_ancestors ca ON ca.category_id = pc.category_id
      WHERE pc.product_id = new.product_id) a
    WHERE p.id = new.product_id AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  WHERE product_id = new.product_id;
END;

CREATE TRIGGER IF NOT EXISTS product_categories_search_delete AFTER DELETE ON product_categories BEGIN
  UPDATE product_search SET categories = (SELECT coalesce(group_concat('v' || p.storefront_id || 'c' || a.ancestor_id, ' '), '') FROM products p JOIN (
      SELECT DISTINCT ca.ancestor_id FROM product_categories pc JOIN category_ancestors ca ON ca.category_id = pc.category_id
      WHERE pc.product_id = old.product_id) a
    WHERE p.id = old.product_id AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  WHERE product_id = old.product_id;
END;

CREATE TRIGGER IF NOT EXISTS product_categories_search_update AFTER UPDATE OF product_id, category_id ON product_categories BEGIN
  UPDATE product_search SET categories = (SELECT coalesce(group_concat('v' || p.storefront_id || 'c' || a.ancestor_id, ' '), '') FROM products p JOIN (
      SELECT DISTINCT ca.ancestor_id FROM product_categories pc JOIN category_ancestors ca ON ca.category_id = pc.category_id
      WHERE pc.product_id = product_search.product_id) a
    WHERE p.id = product_search.product_id AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  WHERE product_id IN (old.product_id, new.product_id);
END;

CREATE TRIGGER IF NOT EXISTS products_listed_count_insert AFTER INSERT ON products
WHEN new.status = 'published' AND new.disabled = 0 AND new.discontinued = 0 BEGIN
  INSERT INTO storefront_listed_products (storefront_id, listed) VALUES (new.storefront_id, 1)
    ON CONFLICT (storefront_id) DO UPDATE SET listed = listed + 1;
END;

CREATE TRIGGER IF NOT EXISTS products_listed_count_delete AFTER DELETE ON products
WHEN old.status = 'published' AND old.disabled = 0 AND old.discontinued = 0 BEGIN
  UPDATE storefront_listed_products SET listed = listed - 1 WHERE storefront_id = old.storefront_id;
END;

CREATE TRIGGER IF NOT EXISTS products_listed_count_update AFTER UPDATE OF storefront_id, status, disabled, discontinued ON products BEGIN
  UPDATE storefront_listed_products SET listed = listed - 1
    WHERE storefront_id = old.storefront_id AND old.status = 'published' AND old.disabled = 0 AND old.discontinued = 0;
  INSERT INTO storefront_listed_products (storefront_id, listed)
    SELECT new.storefront_id, 1 WHERE new.status = 'published' AND new.disabled = 0 AND new.discontinued = 0
    ON CONFLICT (storefront_id) DO UPDATE SET listed = listed + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_products_insert AFTER INSERT ON products BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_products_update AFTER UPDATE ON products BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL AND OLD.storefront_id IS NOT NEW.storefront_id
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_products_delete AFTER DELETE ON products BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_product_categories_insert AFTER INSERT ON product_categories BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_product_categories_update AFTER UPDATE ON product_categories BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL AND OLD.storefront_id IS NOT NEW.storefront_id
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_product_categories_delete AFTER DELETE ON product_categories BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_categories_insert AFTER INSERT ON categories BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_categories_update AFTER UPDATE ON categories BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL AND OLD.storefront_id IS NOT NEW.storefront_id
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_categories_delete AFTER DELETE ON categories BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_product_variants_insert AFTER INSERT ON product_variants BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_product_variants_update AFTER UPDATE ON product_variants BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL AND OLD.storefront_id IS NOT NEW.storefront_id
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_product_variants_delete AFTER DELETE ON product_variants BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_variant_images_insert AFTER INSERT ON variant_images BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_variant_images_update AFTER UPDATE ON variant_images BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id) IS NOT NULL AND (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id) IS NOT (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_variant_images_delete AFTER DELETE ON variant_images BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_variant_sizes_insert AFTER INSERT ON variant_sizes BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_variant_sizes_update AFTER UPDATE ON variant_sizes BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id) IS NOT NULL AND (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id) IS NOT (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_variant_sizes_delete AFTER DELETE ON variant_sizes BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_brands_insert AFTER INSERT ON brands BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_brands_update AFTER UPDATE ON brands BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL AND OLD.storefront_id IS NOT NEW.storefront_id
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_brands_delete AFTER DELETE ON brands BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_warehouses_insert AFTER INSERT ON warehouses BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_warehouses_update AFTER UPDATE ON warehouses BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL AND OLD.storefront_id IS NOT NEW.storefront_id
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_warehouses_delete AFTER DELETE ON warehouses BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_reviews_insert AFTER INSERT ON reviews BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_reviews_update AFTER UPDATE ON reviews BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL AND (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT (SELECT storefront_id FROM products WHERE id = NEW.product_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_reviews_delete AFTER DELETE ON reviews BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_input_fields_insert AFTER INSERT ON input_fields BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_input_fields_update AFTER UPDATE ON input_fields BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL AND (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT (SELECT storefront_id FROM products WHERE id = NEW.product_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_input_fields_delete AFTER DELETE ON input_fields BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_size_guides_insert AFTER INSERT ON size_guides BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_size_guides_update AFTER UPDATE ON size_guides BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL AND (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT (SELECT storefront_id FROM products WHERE id = NEW.product_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_size_guides_delete AFTER DELETE ON size_guides BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_size_guide_sizes_insert AFTER INSERT ON size_guide_sizes BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = NEW.size_guide_id), 1 WHERE (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = NEW.size_guide_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_size_guide_sizes_update AFTER UPDATE ON size_guide_sizes BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = NEW.size_guide_id), 1 WHERE (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = NEW.size_guide_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = OLD.size_guide_id), 1 WHERE (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = OLD.size_guide_id) IS NOT NULL AND (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = OLD.size_guide_id) IS NOT (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = NEW.size_guide_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_size_guide_sizes_delete AFTER DELETE ON size_guide_sizes BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = OLD.size_guide_id), 1 WHERE (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = OLD.size_guide_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_product_files_insert AFTER INSERT ON product_files BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_product_files_update AFTER UPDATE ON product_files BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL AND (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT (SELECT storefront_id FROM products WHERE id = NEW.product_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_product_files_delete AFTER DELETE ON product_files BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_product_decoration_methods_insert AFTER INSERT ON product_decoration_methods BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_product_decoration_methods_update AFTER UPDATE ON product_decoration_methods BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL AND (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT (SELECT storefront_id FROM products WHERE id = NEW.product_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_product_decoration_methods_delete AFTER DELETE ON product_decoration_methods BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_decoration_methods_insert AFTER INSERT ON decoration_methods BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_decoration_methods_update AFTER UPDATE ON decoration_methods BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL AND OLD.storefront_id IS NOT NEW.storefront_id
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS catalog_version_decoration_methods_delete AFTER DELETE ON decoration_methods BEGIN
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS warehouses_default_key AFTER INSERT ON warehouses WHEN new.key IS NULL BEGIN
  UPDATE warehouses SET key = CASE
      WHEN EXISTS (SELECT 1 FROM warehouses o WHERE o.storefront_id = new.storefront_id AND o.id <> new.id AND o.key = lower(replace(trim(new.name), ' ', '-')))
      THEN lower(replace(trim(new.name), ' ', '-')) || '-' || new.id
      ELSE lower(replace(trim(new.name), ' ', '-')) END
  WHERE id = new.id;
END;

CREATE TRIGGER IF NOT EXISTS kits_first_link AFTER INSERT ON kits WHEN new.user_token <> '' BEGIN
  INSERT OR IGNORE INTO kit_links (kit_id, storefront_id, user_token) VALUES (new.id, new.storefront_id, new.user_token);
END;

CREATE TRIGGER IF NOT EXISTS orders_number AFTER INSERT ON orders WHEN NEW.number IS NULL BEGIN
  UPDATE orders SET number = (SELECT COALESCE(MAX(number), 0) + 1 FROM orders WHERE storefront_id = NEW.storefront_id)
  WHERE id = NEW.id;
END;

CREATE TRIGGER IF NOT EXISTS orders_search_terms AFTER INSERT ON orders BEGIN
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
