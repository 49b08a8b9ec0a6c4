-- Variant colours end up in CSS (swatches): the database accepts only hex colours like #1e40af
-- ('#' and 3, 4, 6 or 8 hex digits) or NULL, for every writer (seed, future imports). SQLite
-- cannot add a CHECK to an existing table, so two triggers check inserts and updates. Rows
-- written before this migration are not rewritten: readers check again (shared/colors.ts).
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
