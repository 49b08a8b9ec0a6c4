-- Store media moved from the shared /media/demo/… to /media/{storefrontId}/… (ADR 0066). Local
-- databases seeded before keep their catalog rows (the seed never overwrites them), so their
-- paths are rewritten here; elsewhere nothing matches. Store configs follow tenants.example.json
-- on every seed, so they need nothing.
UPDATE products SET thumbnail_path = '/media/' || storefront_id || substr(thumbnail_path, 12)
WHERE thumbnail_path LIKE '/media/demo/%';

UPDATE product_files SET
  full_path = '/media/' || (SELECT p.storefront_id FROM products p WHERE p.id = product_files.product_id) || substr(full_path, 12),
  path = 'media/' || (SELECT p.storefront_id FROM products p WHERE p.id = product_files.product_id) || substr(path, 11)
WHERE full_path LIKE '/media/demo/%' AND path LIKE 'media/demo/%';

UPDATE product_variants SET swatch_url = '/media/' || storefront_id || substr(swatch_url, 12)
WHERE swatch_url LIKE '/media/demo/%';

UPDATE product_variants SET thumbnail_path = '/media/' || storefront_id || substr(thumbnail_path, 12)
WHERE thumbnail_path LIKE '/media/demo/%';

UPDATE variant_images SET full_path = '/media/' || (SELECT v.storefront_id FROM product_variants v WHERE v.id = variant_images.variant_id) || substr(full_path, 12)
WHERE full_path LIKE '/media/demo/%';

UPDATE kits SET banner_path = '/media/' || storefront_id || substr(banner_path, 12)
WHERE banner_path LIKE '/media/demo/%';

UPDATE order_items SET image = '/media/' || (SELECT o.storefront_id FROM orders o WHERE o.id = order_items.order_id) || substr(image, 12)
WHERE image LIKE '/media/demo/%';
