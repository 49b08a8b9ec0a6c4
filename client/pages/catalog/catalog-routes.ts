import type { RouteObject } from 'react-router';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';

/**
 * The catalog's routes (children of the home layout): /products, /categories/{slug} and
 * /not-found. Loader and page share one lazy module each; loaders need the store.
 */
export function catalogRoutes(storefront: PublicStorefront): RouteObject[] {
  return [
    { path: 'products', lazy: async () => (await import('../products/products-page.tsx')).productsRoute(storefront) },
    { path: 'categories/:slug', lazy: async () => (await import('../categories/category-page.tsx')).categoryRoute(storefront) },
    { path: 'not-found', lazy: async () => (await import('../not-found/not-found-page.tsx')).notFoundRoute(storefront) },
  ];
}
