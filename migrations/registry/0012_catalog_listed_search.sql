-- Faster catalog counts and category filters at 100k products (docs/decisions/0133-catalog-list-p95.md).
--
-- 1. The search index knows which products are listed. The `store` column of products_fts gets a
--    second token, 'v' || storefront_id, while the product is listed (published, enabled, not
--    discontinued: the predicate of worker/db/catalog-visibility.ts). A search matches that token,
--    so it only ever sees listed products, and a plain search is counted inside the FTS index
--    without reading one product row. The triggers now also follow the three flags.
-- 2. A covering (product_id, category_id) index: a category filter checks a product's categories
--    from the index alone while a sort order's index is walked (a page stops after one page).

DROP TRIGGER IF EXISTS products_fts_insert;
DROP TRIGGER IF EXISTS products_fts_delete;
DROP TRIGGER IF EXISTS products_fts_update;

CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts(rowid, store, name) VALUES (
    new.id,
    's' || new.storefront_id || CASE WHEN new.status = 'published' AND new.disabled = 0 AND new.discontinued = 0 THEN ' v' || new.storefront_id ELSE '' END,
    new.name);
END;

CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
  INSERT INTO products_fts(products_fts, rowid, store, name) VALUES (
    'delete',
    old.id,
    's' || old.storefront_id || CASE WHEN old.status = 'published' AND old.disabled = 0 AND old.discontinued = 0 THEN ' v' || old.storefront_id ELSE '' END,
    old.name);
END;

CREATE TRIGGER products_fts_update AFTER UPDATE OF name, storefront_id, status, disabled, discontinued ON products BEGIN
  INSERT INTO products_fts(products_fts, rowid, store, name) VALUES (
    'delete',
    old.id,
    's' || old.storefront_id || CASE WHEN old.status = 'published' AND old.disabled = 0 AND old.discontinued = 0 THEN ' v' || old.storefront_id ELSE '' END,
    old.name);
  INSERT INTO products_fts(rowid, store, name) VALUES (
    new.id,
    's' || new.storefront_id || CASE WHEN new.status = 'published' AND new.disabled = 0 AND new.discontinued = 0 THEN ' v' || new.storefront_id ELSE '' END,
    new.name);
END;

-- Rebuild the index of the products that exist now (a contentless table is emptied with delete-all).
INSERT INTO products_fts(products_fts) VALUES ('delete-all');
INSERT INTO products_fts(rowid, store, name)
  SELECT id,
    's' || storefront_id || CASE WHEN status = 'published' AND disabled = 0 AND discontinued = 0 THEN ' v' || storefront_id ELSE '' END,
    name
  FROM products;

-- The (product_id) index of 0001 is a prefix of this one.
DROP INDEX IF EXISTS product_categories_product;
CREATE INDEX product_categories_product_category ON product_categories(product_id, category_id);
