-- Category + search lists at 100k products (docs/decisions/0125-search-category-tokens.md).
--
-- The search index learns each listed product's categories with all their ancestors, one token
-- per category in a new `categories` column: 'v' || storefront_id || 'c' || category id (the
-- product's own store, only while it is listed, like the 'v' store token of 0012). A category
-- list is counted from one token's doclist, and a search inside a category tree is one FTS5
-- MATCH (words and category tokens intersected in the index) for its count and its page,
-- instead of intersecting 9,500 hits with a 19,000-product department in SQL.
--
-- 1. category_ancestors: the closure of the category tree (every category with itself and each
--    ancestor), kept by triggers on categories. Triggers cannot hold recursive queries; with the
--    closure none is needed (moving a category re-links its whole subtree in two statements).
-- 2. product_search: exactly what the FTS index holds for each product (store tokens, name,
--    category tokens). It is the external content of products_fts: its own triggers keep the
--    index in step, and the values the index must delete are always at hand (a contentless
--    index needs the old values, which a category move could not recompute).
-- 3. Triggers on products, product_categories and categories rewrite a product's row of
--    product_search whenever its store tokens (ADR 0133: 'v' || storefront_id while listed),
--    name or category tokens change (links, the tree, the store or the listing flags); moving a
--    category re-tokens every product of its subtree.
-- 4. Category counts move to the index too, so 0013's listed category links are dropped.
-- 5. storefront_listed_products: how many products each store lists, kept by triggers, so an
--    unfiltered list is counted with one row instead of 97,500 index entries.

CREATE TABLE category_ancestors (
  category_id INTEGER NOT NULL,
  ancestor_id INTEGER NOT NULL,
  PRIMARY KEY (category_id, ancestor_id)
) WITHOUT ROWID;
CREATE INDEX category_ancestors_ancestor ON category_ancestors(ancestor_id, category_id);

-- The tree as it is now: every category is its own ancestor, then each parent link is followed.
WITH RECURSIVE up(category_id, ancestor_id) AS (
  SELECT id, id FROM categories
  UNION
  SELECT up.category_id, c.parent_id FROM up JOIN categories c ON c.id = up.ancestor_id WHERE c.parent_id IS NOT NULL
)
INSERT INTO category_ancestors (category_id, ancestor_id) SELECT category_id, ancestor_id FROM up;

-- A new category: itself and its parent's ancestors; categories inserted before their parent
-- (a seed in any order) and their subtrees gain the new category's ancestry too.
CREATE TRIGGER categories_ancestors_insert AFTER INSERT ON categories BEGIN
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

-- A moved category: its subtree leaves the old ancestors and joins the new parent's, and every
-- product of the subtree is re-tokened.
CREATE TRIGGER categories_ancestors_move AFTER UPDATE OF parent_id ON categories
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

-- A deleted category (its sub-categories and links go by ON DELETE CASCADE, whose link
-- triggers re-token the products): its ancestry rows go, and products still linked to it lose it.
CREATE TRIGGER categories_ancestors_delete AFTER DELETE ON categories BEGIN
  DELETE FROM category_ancestors WHERE category_id = old.id OR ancestor_id = old.id;
  UPDATE product_search SET categories = (SELECT coalesce(group_concat('v' || p.storefront_id || 'c' || a.ancestor_id, ' '), '') FROM products p JOIN (
      SELECT DISTINCT ca.ancestor_id FROM product_categories pc JOIN category_ancestors ca ON ca.category_id = pc.category_id
      WHERE pc.product_id = product_search.product_id) a
    WHERE p.id = product_search.product_id AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  WHERE product_id IN (SELECT product_id FROM product_categories WHERE category_id = old.id);
END;

-- What the search index holds, one row per product.
CREATE TABLE product_search (
  product_id INTEGER PRIMARY KEY,
  store TEXT NOT NULL,
  name TEXT NOT NULL,
  categories TEXT NOT NULL
);

-- The index of 0003/0012 is replaced (an FTS5 table cannot gain a column).
DROP TRIGGER IF EXISTS products_fts_insert;
DROP TRIGGER IF EXISTS products_fts_delete;
DROP TRIGGER IF EXISTS products_fts_update;
DROP TABLE IF EXISTS products_fts;

CREATE VIRTUAL TABLE products_fts USING fts5(
  store,
  name,
  categories,
  content = 'product_search',
  content_rowid = 'product_id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE TRIGGER product_search_insert AFTER INSERT ON product_search BEGIN
  INSERT INTO products_fts(rowid, store, name, categories) VALUES (new.product_id, new.store, new.name, new.categories);
END;

CREATE TRIGGER product_search_delete AFTER DELETE ON product_search BEGIN
  INSERT INTO products_fts(products_fts, rowid, store, name, categories) VALUES ('delete', old.product_id, old.store, old.name, old.categories);
END;

CREATE TRIGGER product_search_update AFTER UPDATE ON product_search BEGIN
  INSERT INTO products_fts(products_fts, rowid, store, name, categories) VALUES ('delete', old.product_id, old.store, old.name, old.categories);
  INSERT INTO products_fts(rowid, store, name, categories) VALUES (new.product_id, new.store, new.name, new.categories);
END;

-- Products: store tokens (the listed token only while listed: catalog-visibility.ts) and name.
CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
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

CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
  DELETE FROM product_search WHERE product_id = old.id;
END;

CREATE TRIGGER products_search_update AFTER UPDATE OF name, storefront_id, status, disabled, discontinued ON products BEGIN
  UPDATE product_search SET
    store = 's' || new.storefront_id || CASE WHEN new.status = 'published' AND new.disabled = 0 AND new.discontinued = 0 THEN ' v' || new.storefront_id ELSE '' END,
    name = new.name,
    categories = (SELECT coalesce(group_concat('v' || p.storefront_id || 'c' || a.ancestor_id, ' '), '') FROM products p JOIN (
      SELECT DISTINCT ca.ancestor_id FROM product_categories pc JOIN category_ancestors ca ON ca.category_id = pc.category_id
      WHERE pc.product_id = new.id) a
    WHERE p.id = new.id AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  WHERE product_id = new.id;
END;

-- Category links: the product's category tokens are recomputed (old and new product of a link).
CREATE TRIGGER product_categories_search_insert AFTER INSERT ON product_categories BEGIN
  UPDATE product_search SET categories = (SELECT coalesce(group_concat('v' || p.storefront_id || 'c' || a.ancestor_id, ' '), '') FROM products p JOIN (
      SELECT DISTINCT ca.ancestor_id FROM product_categories pc JOIN category_ancestors ca ON ca.category_id = pc.category_id
      WHERE pc.product_id = new.product_id) a
    WHERE p.id = new.product_id AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  WHERE product_id = new.product_id;
END;

CREATE TRIGGER product_categories_search_delete AFTER DELETE ON product_categories BEGIN
  UPDATE product_search SET categories = (SELECT coalesce(group_concat('v' || p.storefront_id || 'c' || a.ancestor_id, ' '), '') FROM products p JOIN (
      SELECT DISTINCT ca.ancestor_id FROM product_categories pc JOIN category_ancestors ca ON ca.category_id = pc.category_id
      WHERE pc.product_id = old.product_id) a
    WHERE p.id = old.product_id AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  WHERE product_id = old.product_id;
END;

CREATE TRIGGER product_categories_search_update AFTER UPDATE OF product_id, category_id ON product_categories BEGIN
  UPDATE product_search SET categories = (SELECT coalesce(group_concat('v' || p.storefront_id || 'c' || a.ancestor_id, ' '), '') FROM products p JOIN (
      SELECT DISTINCT ca.ancestor_id FROM product_categories pc JOIN category_ancestors ca ON ca.category_id = pc.category_id
      WHERE pc.product_id = product_search.product_id) a
    WHERE p.id = product_search.product_id AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  WHERE product_id IN (old.product_id, new.product_id);
END;

-- The products that exist now, then the index built from them in one pass and merged into one
-- segment (fewer segments: fewer doclists to read per token at query time).
INSERT INTO product_search (product_id, store, name, categories)
  SELECT product.id,
    's' || product.storefront_id || CASE WHEN product.status = 'published' AND product.disabled = 0 AND product.discontinued = 0 THEN ' v' || product.storefront_id ELSE '' END,
    product.name,
    (SELECT coalesce(group_concat('v' || p.storefront_id || 'c' || a.ancestor_id, ' '), '') FROM products p JOIN (
      SELECT DISTINCT ca.ancestor_id FROM product_categories pc JOIN category_ancestors ca ON ca.category_id = pc.category_id
      WHERE pc.product_id = product.id) a
    WHERE p.id = product.id AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  FROM products product;
INSERT INTO products_fts(products_fts) VALUES ('optimize');

-- 4. Category counts come from the index (category tokens): 0013's listed links go.
DROP TRIGGER IF EXISTS product_categories_listed_insert;
DROP TRIGGER IF EXISTS product_categories_listed_update;
DROP TRIGGER IF EXISTS products_listed_categories;
DROP INDEX IF EXISTS product_categories_listed;
ALTER TABLE product_categories DROP COLUMN listed;

-- 5. Listed products per store (same predicate as catalog-visibility.ts).
CREATE TABLE storefront_listed_products (
  storefront_id INTEGER PRIMARY KEY,
  listed INTEGER NOT NULL
);
INSERT INTO storefront_listed_products (storefront_id, listed)
  SELECT storefront_id, COUNT(*) FROM products
  WHERE status = 'published' AND disabled = 0 AND discontinued = 0 GROUP BY storefront_id;

CREATE TRIGGER products_listed_count_insert AFTER INSERT ON products
WHEN new.status = 'published' AND new.disabled = 0 AND new.discontinued = 0 BEGIN
  INSERT INTO storefront_listed_products (storefront_id, listed) VALUES (new.storefront_id, 1)
    ON CONFLICT (storefront_id) DO UPDATE SET listed = listed + 1;
END;

CREATE TRIGGER products_listed_count_delete AFTER DELETE ON products
WHEN old.status = 'published' AND old.disabled = 0 AND old.discontinued = 0 BEGIN
  UPDATE storefront_listed_products SET listed = listed - 1 WHERE storefront_id = old.storefront_id;
END;

CREATE TRIGGER products_listed_count_update AFTER UPDATE OF storefront_id, status, disabled, discontinued ON products BEGIN
  UPDATE storefront_listed_products SET listed = listed - 1
    WHERE storefront_id = old.storefront_id AND old.status = 'published' AND old.disabled = 0 AND old.discontinued = 0;
  INSERT INTO storefront_listed_products (storefront_id, listed)
    SELECT new.storefront_id, 1 WHERE new.status = 'published' AND new.disabled = 0 AND new.discontinued = 0
    ON CONFLICT (storefront_id) DO UPDATE SET listed = listed + 1;
END;
