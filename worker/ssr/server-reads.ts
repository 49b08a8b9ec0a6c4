import type { DirectRead } from '../../client/api/api-client.ts';
import {
  brandsAnswer,
  categoriesWithProductsAnswer,
  categoryBySlugAnswer,
  productDetailAnswer,
  productListAnswer,
  type CatalogStore,
  type ReadAnswer,
} from '../api/catalog-reads.ts';
import { isHostStoreId } from '../api/storefront-id-check.ts';
import { queryRecord, type QueryRecord } from '../api/validation.ts';

type Read = (store: CatalogStore, params: string[], query: QueryRecord) => Promise<ReadAnswer>;

/**
 * The catalog GETs of page loaders that a server render answers by calling the API's own answer
 * functions (worker/api/catalog-reads.ts), without a pass through the whole app: the same paths
 * as api-app.ts mounts them, `:storefrontId` first. Anything else goes through the app in-process.
 */
const STORE_READS: Array<[RegExp, Read]> = [
  [/^\/api\/storefronts\/([^/]+)\/storefront-products$/, (store, _, query) => productListAnswer(store, query)],
  [/^\/api\/storefronts\/([^/]+)\/has-products\/product-categories$/, (store, _, query) => categoriesWithProductsAnswer(store, query)],
  [/^\/api\/storefronts\/([^/]+)\/product-categories\/slug\/([^/]+)$/, (store, [slug]) => categoryBySlugAnswer(store, slug!)],
  [/^\/api\/storefronts\/([^/]+)\/storefront-products\/slug\/([^/]+)$/, (store, [slug], query) => productDetailAnswer(store, { slug: slug! }, query)],
  [/^\/api\/storefronts\/([^/]+)\/storefront-products\/([^/]+)$/, (store, [id], query) => productDetailAnswer(store, { id: id! }, query)],
];

const NOT_FOUND: ReadAnswer = { status: 404, body: { message: 'Not found.' } };

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Direct reads for one page request of the Host's store `store` (ADR 0145), or none where the
 * app's answer could differ: a private store's page before its gate (the API answers 403 there;
 * the app says so). Tenant isolation is the API's: a path naming another store answers 404
 * (isHostStoreId, as in api-app.ts), brands check their storefront_id themselves, and every read
 * binds the store id this page request resolved from its Host.
 */
export function serverReads(store: CatalogStore, page: { privateLocked: boolean }): DirectRead | undefined {
  if (page.privateLocked) return undefined;
  return (url) => {
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = () => queryRecord(new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1)));
    if (path === '/api/brands/colors') return brandsAnswer(store, query());
    for (const [pattern, read] of STORE_READS) {
      const match = pattern.exec(path);
      if (!match) continue;
      const [storeId, ...segments] = match.slice(1).map(decoded);
      if (storeId === undefined || storeId === null || segments.includes(null)) return null;
      if (!isHostStoreId(store.storefrontId, storeId)) return Promise.resolve(NOT_FOUND);
      return read(store, segments as string[], query());
    }
    return null;
  };
}
