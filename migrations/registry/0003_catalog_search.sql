-- Catalog listing and search (docs/decisions/0010-catalog-indexes-and-search.md).
--
-- A product is listed when it is published, not disabled and not discontinued. The listing
-- indexes of 0001 are replaced by partial indexes over exactly those products, so every sort
-- order, the unsorted order, the brand filter and the counts read only visible rows.
-- Queries must repeat the predicate literally: status = 'published' AND disabled = 0 AND
-- discontinued = 0 (worker/db/catalog-visibility.ts).

DROP INDEX IF EXISTS products_list_created;
DROP INDEX IF EXISTS products_list_price;
DROP INDEX IF EXISTS products_list_name;

CREATE INDEX products_visible_created ON products(storefront_id, created_at DESC, id DESC)
  WHERE status = 'published' AND disabled = 0 AND discontinued = 0;
CREATE INDEX products_visible_price ON products(storefront_id, final_price, id)
  WHERE status = 'published' AND disabled = 0 AND discontinued = 0;
CREATE INDEX products_visible_name ON products(storefront_id, name COLLATE NOCASE, id)
  WHERE status = 'published' AND disabled = 0 AND discontinued = 0;
-- The flags are repeated as columns so counts (and id checks of filtered lists) never read the table.
CREATE INDEX products_visible_id ON products(storefront_id, id, status, disabled, discontinued)
  WHERE status = 'published' AND disabled = 0 AND discontinued = 0;
CREATE INDEX products_visible_brand ON products(storefront_id, brand_id, id)
  WHERE status = 'published' AND disabled = 0 AND discontinued = 0;

-- Search: a contentless FTS5 index of product names. The `store` column holds one token per
-- storefront ('s' || storefront_id), so a match is narrowed to one store inside the index.
-- Triggers keep it in step with products (contentless tables need the old values to delete).
CREATE VIRTUAL TABLE products_fts USING fts5(
  store,
  name,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts(rowid, store, name) VALUES (new.id, 's' || new.storefront_id, new.name);
END;

CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
  INSERT INTO products_fts(products_fts, rowid, store, name) VALUES ('delete', old.id, 's' || old.storefront_id, old.name);
END;

CREATE TRIGGER products_fts_update AFTER UPDATE OF name, storefront_id ON products BEGIN
  INSERT INTO products_fts(products_fts, rowid, store, name) VALUES ('delete', old.id, 's' || old.storefront_id, old.name);
  INSERT INTO products_fts(rowid, store, name) VALUES (new.id, 's' || new.storefront_id, new.name);
END;

-- Products that existed before this migration.
INSERT INTO products_fts(rowid, store, name) SELECT id, 's' || storefront_id, name FROM products;
