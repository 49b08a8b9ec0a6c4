import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIGURED_PAGE_MODULE, ROUTE_MODULES } from '../../shared/routes/route-table.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The route modules a route's `lazy` read, recorded by the stand-ins below. */
const touched = new Set<string>();

/**
 * Each module the table names is replaced by a stand-in that records being read: whatever a route's
 * `lazy` takes from it (`default`, `productRoute(storefront)`, …) is a function answering a route
 * object. So the test sees which module each route of the real tree loads, without loading pages.
 */
function standIn(module: string) {
  const value = (): unknown => {
    touched.add(module);
    return { Component: value };
  };
  const isExport = (key: string | symbol) => typeof key === 'string' && key !== 'then';
  return new Proxy({}, { has: (_target, key) => isExport(key), get: (_target, key) => (isExport(key) ? (touched.add(module), value) : undefined) });
}

const storefront = {
  locked: false,
  pages: [{ id: 2, url: '/shop-all', title: 'Shop all', sections: [] }],
} as unknown as PublicStorefront;

/** Every route of the tree that has `lazy`, by its full path pattern ('' is home), with the modules its `lazy` loaded. */
async function lazyRoutes(routes: readonly RouteObject[], parent = ''): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const route of routes) {
    const part = (route.path ?? '').replace(/^\/+|\/+$/g, '');
    const pattern = part ? (parent ? `${parent}/${part}` : part) : parent;
    if (typeof route.lazy === 'function') {
      touched.clear();
      await route.lazy();
      found.set(pattern, [...touched]);
    }
    if (route.children) for (const [child, modules] of await lazyRoutes(route.children, pattern)) found.set(child, modules);
  }
  return found;
}

let tree: Map<string, string[]>;

beforeAll(async () => {
  for (const module of new Set([...Object.values(ROUTE_MODULES), CONFIGURED_PAGE_MODULE])) vi.doMock(path.join(ROOT, module), () => standIn(module));
  const { buildRoutes } = await import('./build-routes.tsx');
  const [root] = buildRoutes(storefront);
  // The root's own `lazy` prepares the shell's parts on the server; the pages are below it.
  tree = await lazyRoutes(root!.children ?? [], '');
});

describe('the route tree and the route table (shared/routes/route-table.ts)', () => {
  it('loads, on each fixed route, the module the table names for its path', () => {
    const fixed = [...tree].filter(([pattern]) => pattern !== 'shop-all');
    expect(Object.fromEntries(fixed)).toEqual(Object.fromEntries(Object.entries(ROUTE_MODULES).map(([pattern, module]) => [pattern, [module]])));
  });

  it('loads the configured-page module on a configured page', () => {
    expect(tree.get('shop-all')).toEqual([CONFIGURED_PAGE_MODULE]);
  });
});
