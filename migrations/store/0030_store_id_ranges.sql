-- Per-store id ranges (docs/decisions/0308-per-store-id-ranges.md): every row a store creates in a
-- table with an integer id primary key takes the next id of its store's range
-- [storefront_id × 2^32 + 1, (storefront_id + 1) × 2^32), so its ids are unique across every store
-- database and a store moves without renumbering. The application computes it in each INSERT
-- (worker/db/store-row-id.ts); the one trigger that creates such rows computes it here.

-- A kit made for one person gets its first link (as before), its id now from the kit's store's range.
DROP TRIGGER IF EXISTS kits_first_link;
CREATE TRIGGER kits_first_link AFTER INSERT ON kits WHEN new.user_token <> '' BEGIN
  INSERT OR IGNORE INTO kit_links (id, kit_id, storefront_id, user_token)
  VALUES (
    (SELECT coalesce(max(id), new.storefront_id * 4294967296) + 1 FROM kit_links
     WHERE id > new.storefront_id * 4294967296 AND id < (new.storefront_id + 1) * 4294967296),
    new.id, new.storefront_id, new.user_token);
END;
