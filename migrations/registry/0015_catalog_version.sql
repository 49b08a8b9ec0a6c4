-- Issue 12 (docs/decisions/0155-catalog-memo.md): catalog versions that every change to a catalog
-- row bumps, whoever makes it (the Worker's orders taking stock, an import, a hand-written UPDATE).
-- Each isolate keeps the catalog answers it has read (worker/api/catalog-memo.ts). With the
-- registry's version (at most every 2 s, worker/tenant/registry.ts) it reads the global counter;
-- only when that moved does it read the versions of the stores it keeps answers for, and drop the
-- answers of those whose version moved. So a change to one store's catalog (an order taking stock,
-- mostly) drops only that store's answers.
--
-- Written out per table (SQLite triggers share no bodies): a child row finds its store through its
-- parent; a row whose parent is already gone bumps the global counter only, and the parent's own
-- trigger bumps its store; an update that moves a row to another store bumps both stores.
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 1);

CREATE TABLE catalog_store_versions (
  storefront_id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL
);
INSERT INTO catalog_store_versions (storefront_id, version) SELECT id, 1 FROM storefronts;

CREATE TRIGGER catalog_version_products_insert AFTER INSERT ON products BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_products_update AFTER UPDATE ON products BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL AND OLD.storefront_id IS NOT NEW.storefront_id
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_products_delete AFTER DELETE ON products BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_product_categories_insert AFTER INSERT ON product_categories BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_product_categories_update AFTER UPDATE ON product_categories BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL AND OLD.storefront_id IS NOT NEW.storefront_id
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_product_categories_delete AFTER DELETE ON product_categories BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_categories_insert AFTER INSERT ON categories BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_categories_update AFTER UPDATE ON categories BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL AND OLD.storefront_id IS NOT NEW.storefront_id
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_categories_delete AFTER DELETE ON categories BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_product_variants_insert AFTER INSERT ON product_variants BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_product_variants_update AFTER UPDATE ON product_variants BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL AND OLD.storefront_id IS NOT NEW.storefront_id
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_product_variants_delete AFTER DELETE ON product_variants BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_variant_images_insert AFTER INSERT ON variant_images BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_variant_images_update AFTER UPDATE ON variant_images BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id) IS NOT NULL AND (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id) IS NOT (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_variant_images_delete AFTER DELETE ON variant_images BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_variant_sizes_insert AFTER INSERT ON variant_sizes BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_variant_sizes_update AFTER UPDATE ON variant_sizes BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id) IS NOT NULL AND (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id) IS NOT (SELECT storefront_id FROM product_variants WHERE id = NEW.variant_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_variant_sizes_delete AFTER DELETE ON variant_sizes BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id), 1 WHERE (SELECT storefront_id FROM product_variants WHERE id = OLD.variant_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_brands_insert AFTER INSERT ON brands BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_brands_update AFTER UPDATE ON brands BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL AND OLD.storefront_id IS NOT NEW.storefront_id
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_brands_delete AFTER DELETE ON brands BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_warehouses_insert AFTER INSERT ON warehouses BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_warehouses_update AFTER UPDATE ON warehouses BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL AND OLD.storefront_id IS NOT NEW.storefront_id
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_warehouses_delete AFTER DELETE ON warehouses BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_reviews_insert AFTER INSERT ON reviews BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_reviews_update AFTER UPDATE ON reviews BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL AND (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT (SELECT storefront_id FROM products WHERE id = NEW.product_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_reviews_delete AFTER DELETE ON reviews BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_input_fields_insert AFTER INSERT ON input_fields BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_input_fields_update AFTER UPDATE ON input_fields BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL AND (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT (SELECT storefront_id FROM products WHERE id = NEW.product_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_input_fields_delete AFTER DELETE ON input_fields BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_size_guides_insert AFTER INSERT ON size_guides BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_size_guides_update AFTER UPDATE ON size_guides BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL AND (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT (SELECT storefront_id FROM products WHERE id = NEW.product_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_size_guides_delete AFTER DELETE ON size_guides BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_size_guide_sizes_insert AFTER INSERT ON size_guide_sizes BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = NEW.size_guide_id), 1 WHERE (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = NEW.size_guide_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_size_guide_sizes_update AFTER UPDATE ON size_guide_sizes BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = NEW.size_guide_id), 1 WHERE (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = NEW.size_guide_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = OLD.size_guide_id), 1 WHERE (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = OLD.size_guide_id) IS NOT NULL AND (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = OLD.size_guide_id) IS NOT (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = NEW.size_guide_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_size_guide_sizes_delete AFTER DELETE ON size_guide_sizes BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = OLD.size_guide_id), 1 WHERE (SELECT p.storefront_id FROM size_guides g JOIN products p ON p.id = g.product_id WHERE g.id = OLD.size_guide_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_product_files_insert AFTER INSERT ON product_files BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_product_files_update AFTER UPDATE ON product_files BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL AND (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT (SELECT storefront_id FROM products WHERE id = NEW.product_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_product_files_delete AFTER DELETE ON product_files BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_product_decoration_methods_insert AFTER INSERT ON product_decoration_methods BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_product_decoration_methods_update AFTER UPDATE ON product_decoration_methods BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = NEW.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = NEW.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL AND (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT (SELECT storefront_id FROM products WHERE id = NEW.product_id)
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_product_decoration_methods_delete AFTER DELETE ON product_decoration_methods BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT (SELECT storefront_id FROM products WHERE id = OLD.product_id), 1 WHERE (SELECT storefront_id FROM products WHERE id = OLD.product_id) IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_decoration_methods_insert AFTER INSERT ON decoration_methods BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_decoration_methods_update AFTER UPDATE ON decoration_methods BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT NEW.storefront_id, 1 WHERE NEW.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL AND OLD.storefront_id IS NOT NEW.storefront_id
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER catalog_version_decoration_methods_delete AFTER DELETE ON decoration_methods BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalog_store_versions (storefront_id, version) SELECT OLD.storefront_id, 1 WHERE OLD.storefront_id IS NOT NULL
    ON CONFLICT (storefront_id) DO UPDATE SET version = version + 1;
END;
