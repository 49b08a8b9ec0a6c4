-- Which store database holds each store's own rows (STORE_DB_<n>, docs/scaling.md, ADR 0235).
-- The registry keeps only global rows; a request resolves the host here, then reads and writes
-- everything else of that store in its database.
ALTER TABLE storefronts ADD COLUMN database INTEGER NOT NULL DEFAULT 0;
-- Set (with a Retry-After) while `stores move` copies a store to another database: the store
-- answers 503 until the move ends (ADR 0236).
ALTER TABLE storefronts ADD COLUMN moving_until TEXT;
