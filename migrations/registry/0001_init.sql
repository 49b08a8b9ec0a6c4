-- Domain schema for every storefront (spec section 3). Every tenant table carries
-- storefront_id and every query binds it (docs/decisions/0003-tenant-isolation.md).

CREATE TABLE storefronts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'live',          -- live | draft | demo
  company_name TEXT NOT NULL DEFAULT '',
  -- The storefront config document (logo, flags, settings, menu, pages...), validated with
  -- valibot (shared/schemas/storefront-config.ts) when written and when read.
  config TEXT NOT NULL,
  -- Preview (unpublished) config for store designers; same schema as config.
  preview_config TEXT,
  -- Secrets never leave the server: the private-store password as a PBKDF2 hash string.
  private_password_hash TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Tenant registry: hostname (normalised: lower case, no port, no trailing dot) -> storefront.
CREATE TABLE storefront_hosts (
  hostname TEXT PRIMARY KEY,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE
);
CREATE INDEX storefront_hosts_storefront ON storefront_hosts(storefront_id);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES categories(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  is_company INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (storefront_id, slug)
);
CREATE INDEX categories_parent ON categories(storefront_id, parent_id, position);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  UNIQUE (storefront_id, name)
);

CREATE TABLE warehouses (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE,
  name TEXT NOT NULL
);
CREATE INDEX warehouses_storefront ON warehouses(storefront_id);

CREATE TABLE decoration_methods (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE,
  name TEXT NOT NULL
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE,
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
-- Listing indexes: visible products of a store in each sort order.
CREATE INDEX products_list_created ON products(storefront_id, status, disabled, created_at DESC, id DESC);
CREATE INDEX products_list_price ON products(storefront_id, status, disabled, final_price, id);
CREATE INDEX products_list_name ON products(storefront_id, status, disabled, name COLLATE NOCASE, id);
CREATE INDEX products_brand ON products(storefront_id, brand_id);

CREATE TABLE product_categories (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  storefront_id INTEGER NOT NULL,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX product_categories_product ON product_categories(product_id);

CREATE TABLE product_decoration_methods (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  decoration_method_id INTEGER NOT NULL REFERENCES decoration_methods(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, decoration_method_id)
);

-- Files attached to a product (additional photos).
CREATE TABLE product_files (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  extension TEXT NOT NULL,
  path TEXT NOT NULL,
  full_path TEXT NOT NULL,
  type TEXT NOT NULL DEFAULT 'additional_photo',
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_files_product ON product_files(product_id, position);

CREATE TABLE product_variants (
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
CREATE INDEX product_variants_product ON product_variants(product_id, position);

CREATE TABLE variant_images (
  id INTEGER PRIMARY KEY,
  variant_id INTEGER NOT NULL REFERENCES product_variants(id) ON DELETE CASCADE,
  type TEXT NOT NULL,                             -- frontImage | rearImage | other
  full_path TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX variant_images_variant ON variant_images(variant_id, position);

CREATE TABLE variant_sizes (
  id INTEGER PRIMARY KEY,
  variant_id INTEGER NOT NULL REFERENCES product_variants(id) ON DELETE CASCADE,
  size TEXT NOT NULL,
  price INTEGER NOT NULL,                         -- minor units
  quantity INTEGER NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  weight REAL NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX variant_sizes_variant ON variant_sizes(variant_id, position);

CREATE TABLE size_guides (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  specification_type TEXT NOT NULL
);
CREATE INDEX size_guides_product ON size_guides(product_id);

CREATE TABLE size_guide_sizes (
  id INTEGER PRIMARY KEY,
  size_guide_id INTEGER NOT NULL REFERENCES size_guides(id) ON DELETE CASCADE,
  size TEXT NOT NULL,
  value TEXT NOT NULL
);
CREATE INDEX size_guide_sizes_guide ON size_guide_sizes(size_guide_id);

CREATE TABLE input_fields (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  is_required INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX input_fields_product ON input_fields(product_id, position);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  author TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX reviews_product ON reviews(product_id, created_at DESC);

CREATE TABLE kits (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE,
  token TEXT NOT NULL,
  user_token TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 1),
  banner_path TEXT,
  hide_prices INTEGER NOT NULL DEFAULT 0,
  UNIQUE (storefront_id, token)
);

CREATE TABLE kit_products (
  kit_id INTEGER NOT NULL REFERENCES kits(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  required INTEGER NOT NULL DEFAULT 0,
  quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (kit_id, product_id)
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE,
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
CREATE UNIQUE INDEX customers_sso ON customers(storefront_id, sso_tenant_id, sso_object_id)
  WHERE sso_object_id IS NOT NULL;

-- Sessions: the id is the SHA-256 of the bearer token; the token itself is never stored.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL
);
CREATE INDEX sessions_customer ON sessions(customer_id);

-- E-mail verification and password reset tokens: stored hashed, single use, expiring, per store.
CREATE TABLE email_tokens (
  token_hash TEXT PRIMARY KEY,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,                          -- verify | reset
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE gift_cards (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  code TEXT NOT NULL COLLATE NOCASE,
  balance INTEGER NOT NULL CHECK (balance >= 0),  -- minor units; never negative
  status TEXT NOT NULL DEFAULT 'active',          -- active | inactive | expired
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (storefront_id, code)
);
CREATE INDEX gift_cards_customer ON gift_cards(storefront_id, customer_id);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE,
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
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (storefront_id, idempotency_key)
);
CREATE INDEX orders_customer ON orders(storefront_id, customer_id, created_at DESC);

CREATE TABLE order_items (
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
CREATE INDEX order_items_order ON order_items(order_id);

CREATE TABLE contact_submissions (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL REFERENCES storefronts(id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  order_uuid TEXT,
  message TEXT NOT NULL,
  image_key TEXT,                                 -- R2 object key
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Local mailer outbox (and the production mailer's sent log).
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  storefront_id INTEGER NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX mail_outbox_recipient ON mail_outbox(storefront_id, recipient, id DESC);

-- Fixed-window rate limit counters (login, forgot password, private code).
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);
