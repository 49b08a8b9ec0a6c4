/**
 * A product is listed when it is published, enabled and not discontinued. Written exactly as
 * the WHERE clause of the partial listing indexes (migrations/0003_catalog_search.sql), which
 * SQLite uses only when a query repeats it term by term. `p` is the products alias.
 */
export const VISIBLE_PRODUCT = "p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0";
