import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { CONFIGURED_PAGE_CHUNK, ROUTE_CHUNKS, routeChunkSources } from './route-chunks.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUTE_FILES = ['client/routes/build-routes.tsx', 'client/routes/account-routes.tsx', 'client/routes/order-routes.tsx', 'client/pages/catalog/catalog-routes.ts'];

/** Every module a route of these files loads lazily, as a path from the project root. */
function lazyRouteModules(): string[] {
  return ROUTE_FILES.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .filter((line) => /\blazy/.test(line))
      .flatMap((line) => [...line.matchAll(/import\('([^']+)'\)/g)].map((match) => path.relative(ROOT, path.resolve(ROOT, path.dirname(file), match[1]!)))),
  );
}

const storefront = {
  pages: [
    { id: 1, url: '/home', sections: [{ component: 'TITLE' }, { component: 'PRODUCTS_LIST' }, { component: 'TITLE' }] },
    { id: 2, url: '/shop-all', sections: [{ component: 'BANNER_IMAGE' }] },
  ],
} as unknown as PublicStorefront;

describe('route chunks', () => {
  it('names every module the route tree loads lazily, and only existing files', () => {
    const listed = new Set([...Object.values(ROUTE_CHUNKS), CONFIGURED_PAGE_CHUNK]);
    const loaded = lazyRouteModules().filter((module) => !module.includes('/error/'));
    expect(loaded.length).toBeGreaterThan(20);
    for (const module of loaded) expect(listed, module).toContain(module);
    for (const source of listed) expect(existsSync(path.join(ROOT, source)), source).toBe(true);
  });

  it('gives a product page its module', () => {
    const matches = [{ route: { path: '/' } }, { route: {} }, { route: { path: 'products/:slug' } }];
    expect(routeChunkSources(storefront, matches)).toEqual(['client/pages/product/product-page.tsx']);
  });

  it('gives nested account routes the layout and the page', () => {
    const matches = [{ route: { path: '/' } }, { route: {} }, { route: { path: 'my-account' } }, { route: { path: 'orders' } }];
    expect(routeChunkSources(storefront, matches)).toEqual(['client/pages/my-account/account-layout.tsx', 'client/pages/my-account/orders-page.tsx']);
  });

  it('preloads no section, not even a product list that opens the page: every section hydrates on demand (ADR 0136, ADR 0151)', () => {
    const sections = routeChunkSources(storefront, [{ route: { path: '/' } }, { route: {} }, { route: { index: true } }]);
    expect(sections).toEqual(['client/pages/home/home-page.tsx', 'client/pages/home/configured-home.tsx', 'client/pages/configured-page/page-sections.tsx']);
    expect(sections.filter((source) => source.includes('/sections/'))).toEqual([]);
    expect(routeChunkSources(storefront, [{ route: { path: '/' } }, { route: {} }, { route: { path: 'shop-all' } }])).toEqual([CONFIGURED_PAGE_CHUNK]);
  });

  it('gives a store without a configured home the default home', () => {
    const withoutHome = { ...storefront, pages: storefront.pages.filter((page) => page.url !== '/home') };
    expect(routeChunkSources(withoutHome, [{ route: { path: '/' } }, { route: {} }, { route: { index: true } }])).toEqual([
      'client/pages/home/home-page.tsx',
      'client/pages/home/default-home.tsx',
    ]);
  });

  it('preloads nothing for the catch-all redirect', () => {
    expect(routeChunkSources(storefront, [{ route: { path: '/' } }, { route: {} }, { route: { path: '*' } }])).toEqual([]);
  });
});
