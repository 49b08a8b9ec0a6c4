import { describe, expect, it } from 'vitest';
import { CONFIGURED_PAGE_MODULE } from '../../shared/routes/route-table.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { routeChunkSources } from './route-chunks.ts';

const storefront = {
  pages: [
    { id: 1, url: '/home', sections: [{ component: 'TITLE' }, { component: 'PRODUCTS_LIST' }, { component: 'TITLE' }] },
    { id: 2, url: '/shop-all', sections: [{ component: 'BANNER_IMAGE' }] },
  ],
} as unknown as PublicStorefront;

describe('route chunks', () => {
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
    expect(routeChunkSources(storefront, [{ route: { path: '/' } }, { route: {} }, { route: { path: 'shop-all' } }])).toEqual([CONFIGURED_PAGE_MODULE]);
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
