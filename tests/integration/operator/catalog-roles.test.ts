import { beforeAll, describe, expect, it } from 'vitest';
import { fetchAs } from '../helpers.ts';
import { importCatalog, newStore, smallCatalog } from './catalog-helpers.ts';
import { operator, tokenFor, type Role } from './operator-helpers.ts';

// Every catalog, media, kit and gift-card endpoint × every role (docs/decisions/0157): the roles
// with the permission may, the others get 403 naming it, and a store outside the token's list is
// 404 exactly like an unknown store.

const ROLES: Role[] = ['admin', 'store_manager', 'designer', 'fulfilment'];
const CATALOG: Role[] = ['admin', 'store_manager'];
const MEDIA: Role[] = ['admin', 'store_manager', 'designer'];
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let store: number;
let other: number;
let kitId: number;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  store = await newStore('roles-catalog.localhost');
  other = await newStore('roles-catalog-other.localhost');
  await importCatalog(store, smallCatalog(store));
  await importCatalog(other, smallCatalog(other));
  kitId = (await operator<{ data: { id: number } }>('POST', `/storefronts/${store}/kits`, { name: 'K', amount: 1, products: [{ product: 'harbor-tee' }] })).body.data.id;
  await operator('POST', `/storefronts/${store}/gift-cards`, { balance: 100, code: 'ROLE-CARD' });
  for (const role of ROLES) tokens[role] = (await tokenFor(role, role === 'admin' ? undefined : [store])).token;
});

type Case = { name: string; method: string; path: (id: number) => string; body?: unknown; raw?: Uint8Array; allowed: Role[]; ok: number[] };
const kitBody = { name: 'K', amount: 1, products: [{ product: 'harbor-tee' }] };
const CASES: Case[] = [
  { name: 'export the catalog', method: 'GET', path: (id) => `/storefronts/${id}/catalog`, allowed: CATALOG, ok: [200] },
  { name: 'import a catalog (dry run)', method: 'PUT', path: (id) => `/storefronts/${id}/catalog?dry_run=1`, body: { brands: [{ name: 'Harbor' }] }, allowed: CATALOG, ok: [200] },
  { name: 'change stock', method: 'PATCH', path: (id) => `/storefronts/${id}/inventory`, body: { items: [{ product: 'harbor-tee', color: 'Navy', size: 'S', quantity: 6 }] }, allowed: CATALOG, ok: [200] },
  { name: 'upload media', method: 'PUT', path: (id) => `/storefronts/${id}/media/role-test.png`, raw: PNG, allowed: MEDIA, ok: [200, 201] },
  { name: 'list media', method: 'GET', path: (id) => `/storefronts/${id}/media`, allowed: MEDIA, ok: [200] },
  { name: 'remove media', method: 'DELETE', path: (id) => `/storefronts/${id}/media/missing.png`, allowed: MEDIA, ok: [404] },
  { name: 'create a kit', method: 'POST', path: (id) => `/storefronts/${id}/kits`, body: kitBody, allowed: CATALOG, ok: [201] },
  { name: 'list kits', method: 'GET', path: (id) => `/storefronts/${id}/kits`, allowed: CATALOG, ok: [200] },
  { name: 'read a kit', method: 'GET', path: (id) => `/storefronts/${id}/kits/${kitId}`, allowed: CATALOG, ok: [200] },
  { name: 'change a kit', method: 'PUT', path: (id) => `/storefronts/${id}/kits/${kitId}`, body: kitBody, allowed: CATALOG, ok: [200] },
  { name: 'make kit links', method: 'POST', path: (id) => `/storefronts/${id}/kits/${kitId}/links`, body: { count: 1 }, allowed: CATALOG, ok: [201] },
  { name: 'list kit links', method: 'GET', path: (id) => `/storefronts/${id}/kits/${kitId}/links`, allowed: CATALOG, ok: [200] },
  { name: 'issue a gift card', method: 'POST', path: (id) => `/storefronts/${id}/gift-cards`, body: { balance: 100 }, allowed: CATALOG, ok: [201] },
  { name: 'list gift cards', method: 'GET', path: (id) => `/storefronts/${id}/gift-cards`, allowed: CATALOG, ok: [200] },
  { name: 'change a gift card', method: 'PATCH', path: (id) => `/storefronts/${id}/gift-cards/ROLE-CARD`, body: { status: 'active' }, allowed: CATALOG, ok: [200] },
];

async function call(test: Case, id: number, token: string): Promise<{ status: number; body: { message?: string } }> {
  if (!test.raw) return operator<{ message?: string }>(test.method, test.path(id), test.body, { token });
  const response = await fetchAs('ops.example.com', `/api/operator${test.path(id)}`, {
    method: test.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: test.raw as Uint8Array<ArrayBuffer>,
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe('catalog, media, kits and gift cards × roles', () => {
  for (const test of CASES) {
    for (const role of ROLES) {
      const allowed = test.allowed.includes(role);
      it(`${role} ${allowed ? 'may' : 'may not'} ${test.name}${role === 'admin' ? '' : '; another store is 404'}`, async () => {
        const answer = await call(test, store, tokens[role]);
        if (allowed) {
          expect(test.ok, JSON.stringify(answer.body)).toContain(answer.status);
        } else {
          expect(answer.status).toBe(403);
          expect(answer.body.message).toContain(`role (${role}) cannot`);
        }
        if (role === 'admin') return;
        const outside = await call(test, other, tokens[role]);
        expect(outside.status).toBe(404);
        expect(outside.body.message).toBe('Store not found.');
      });
    }
  }
});
