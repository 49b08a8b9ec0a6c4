-- Category counts at 100k products (docs/decisions/0133-catalog-list-p95.md; follows 0012).
--
-- Category links know whether their product is listed, so a category filter's count (19,000
-- products for a department of the bench store) reads one index range instead of looking every
-- product up. Kept in step by triggers on both tables (same predicate as catalog-visibility.ts).
ALTER TABLE product_categories ADD COLUMN listed INTEGER NOT NULL DEFAULT 0;
UPDATE product_categories SET listed = EXISTS (
  SELECT 1 FROM products p WHERE p.id = product_categories.product_id
    AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0);
-- `listed` is repeated as a column so the count never reads the table.
CREATE INDEX product_categories_listed ON product_categories(category_id, storefront_id, product_id, listed) WHERE listed = 1;

CREATE TRIGGER product_categories_listed_insert AFTER INSERT ON product_categories BEGIN
  UPDATE product_categories SET listed = EXISTS (
    SELECT 1 FROM products p WHERE p.id = new.product_id
      AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  WHERE category_id = new.category_id AND product_id = new.product_id;
END;

CREATE TRIGGER product_categories_listed_update AFTER UPDATE OF product_id ON product_categories BEGIN
  UPDATE product_categories SET listed = EXISTS (
    SELECT 1 FROM products p WHERE p.id = new.product_id
      AND p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0)
  WHERE category_id = new.category_id AND product_id = new.product_id;
END;

CREATE TRIGGER products_listed_categories AFTER UPDATE OF status, disabled, discontinued ON products BEGIN
  UPDATE product_categories
  SET listed = (new.status = 'published' AND new.disabled = 0 AND new.discontinued = 0)
  WHERE product_id = new.id;
END;
