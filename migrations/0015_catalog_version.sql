-- Issue 12 (docs/decisions/0155-catalog-memo.md): one counter that every change to a catalog row
-- bumps, whoever makes it (the Worker's orders taking stock, an import, a hand-written UPDATE).
-- Each isolate keeps the catalog answers it has read (worker/api/catalog-memo.ts) and compares
-- this counter with the one they were read at whenever it checks the registry's version (at most
-- every 2 s, worker/tenant/registry.ts): when it moved, they are all dropped.
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 1);

CREATE TRIGGER catalog_version_products_insert AFTER INSERT ON products BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_products_update AFTER UPDATE ON products BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_products_delete AFTER DELETE ON products BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_categories_insert AFTER INSERT ON product_categories BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_categories_update AFTER UPDATE ON product_categories BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_categories_delete AFTER DELETE ON product_categories BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_categories_insert AFTER INSERT ON categories BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_categories_update AFTER UPDATE ON categories BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_categories_delete AFTER DELETE ON categories BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_variants_insert AFTER INSERT ON product_variants BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_variants_update AFTER UPDATE ON product_variants BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_variants_delete AFTER DELETE ON product_variants BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_variant_images_insert AFTER INSERT ON variant_images BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_variant_images_update AFTER UPDATE ON variant_images BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_variant_images_delete AFTER DELETE ON variant_images BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_variant_sizes_insert AFTER INSERT ON variant_sizes BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_variant_sizes_update AFTER UPDATE ON variant_sizes BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_variant_sizes_delete AFTER DELETE ON variant_sizes BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_brands_insert AFTER INSERT ON brands BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_brands_update AFTER UPDATE ON brands BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_brands_delete AFTER DELETE ON brands BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_warehouses_insert AFTER INSERT ON warehouses BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_warehouses_update AFTER UPDATE ON warehouses BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_warehouses_delete AFTER DELETE ON warehouses BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_reviews_insert AFTER INSERT ON reviews BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_reviews_update AFTER UPDATE ON reviews BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_reviews_delete AFTER DELETE ON reviews BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_input_fields_insert AFTER INSERT ON input_fields BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_input_fields_update AFTER UPDATE ON input_fields BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_input_fields_delete AFTER DELETE ON input_fields BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_size_guides_insert AFTER INSERT ON size_guides BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_size_guides_update AFTER UPDATE ON size_guides BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_size_guides_delete AFTER DELETE ON size_guides BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_size_guide_sizes_insert AFTER INSERT ON size_guide_sizes BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_size_guide_sizes_update AFTER UPDATE ON size_guide_sizes BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_size_guide_sizes_delete AFTER DELETE ON size_guide_sizes BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_files_insert AFTER INSERT ON product_files BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_files_update AFTER UPDATE ON product_files BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_files_delete AFTER DELETE ON product_files BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_decoration_methods_insert AFTER INSERT ON product_decoration_methods BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_decoration_methods_update AFTER UPDATE ON product_decoration_methods BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_decoration_methods_delete AFTER DELETE ON product_decoration_methods BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_decoration_methods_insert AFTER INSERT ON decoration_methods BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_decoration_methods_update AFTER UPDATE ON decoration_methods BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_decoration_methods_delete AFTER DELETE ON decoration_methods BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
