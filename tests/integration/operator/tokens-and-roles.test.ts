import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { configWith, operator, tokenFor, type Role } from './operator-helpers.ts';

// Operator tokens and roles (docs/decisions/0157-operator-tokens-and-roles.md): each role may do
// its part on its stores, a call outside its role is 403 naming what is missing, and a store
// outside its list is 404 exactly as an unknown store.

const ROLES: Role[] = ['admin', 'store_manager', 'designer', 'fulfilment'];
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = (await tokenFor(role, role === 'admin' ? undefined : [1])).token;
});

type Case = { name: string; method: string; path: (id: number) => string; body?: unknown; allowed: Role[]; setUp?: (id: number) => Promise<unknown>; ok?: number };

const draftFor = (id: number) => operator('PUT', `/storefronts/${id}/preview`, { config: configWith(`draft of ${id}`) });

const CASES: Case[] = [
  { name: 'read a store', method: 'GET', path: (id) => `/storefronts/${id}`, allowed: ['admin', 'store_manager', 'designer'] },
  { name: 'list versions', method: 'GET', path: (id) => `/storefronts/${id}/versions`, allowed: ['admin', 'store_manager', 'designer'] },
  { name: 'read version 1', method: 'GET', path: (id) => `/storefronts/${id}/versions/1`, allowed: ['admin', 'store_manager', 'designer'] },
  { name: 'save a draft', method: 'PUT', path: (id) => `/storefronts/${id}/preview`, body: { config: configWith('role draft') }, allowed: ['admin', 'store_manager', 'designer'] },
  { name: 'publish', method: 'POST', path: (id) => `/storefronts/${id}/publish`, allowed: ['admin', 'store_manager'], setUp: draftFor },
  { name: 'roll back', method: 'POST', path: (id) => `/storefronts/${id}/rollback`, body: { version: 1 }, allowed: ['admin', 'store_manager'] },
  { name: 'rename', method: 'PUT', path: (id) => `/storefronts/${id}`, body: { company_name: 'Renamed Inc.' }, allowed: ['admin', 'store_manager'] },
  {
    name: 'set hostnames',
    method: 'PUT',
    path: (id) => `/storefronts/${id}/hostnames`,
    body: undefined,
    allowed: ['admin', 'store_manager'],
  },
  { name: 'set the private password', method: 'PUT', path: (id) => `/storefronts/${id}/private-password`, body: { password: 'open-sesame' }, allowed: ['admin', 'store_manager'] },
  { name: 'read the store audit log', method: 'GET', path: (id) => `/storefronts/${id}/audit`, allowed: ['admin', 'store_manager'] },
  { name: 'suspend', method: 'POST', path: (id) => `/storefronts/${id}/suspend`, allowed: ['admin'] },
  { name: 'resume', method: 'POST', path: (id) => `/storefronts/${id}/resume`, allowed: ['admin'] },
];

const HOSTS: Record<number, string[]> = { 1: ['demo.localhost', 'localhost', '127.0.0.1'], 66: ['store66.localhost'] };

describe('operator roles × endpoints', () => {
  for (const test of CASES) {
    for (const role of ROLES) {
      const allowed = test.allowed.includes(role);
      it(`${role} ${allowed ? 'may' : 'may not'} ${test.name} on its store${role === 'admin' ? '' : '; another store is 404'}`, async () => {
        const body = test.name === 'set hostnames' ? { hostnames: HOSTS[1] } : test.body;
        await test.setUp?.(1);
        const answer = await operator<{ message: string }>(test.method, test.path(1), body, { token: tokens[role] });
        if (allowed) {
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        } else {
          expect(answer.status).toBe(403);
          expect(answer.body.message).toContain(`role (${role}) cannot`);
          expect(answer.body.message).toMatch(/needs the .*role/);
        }
        if (role === 'admin') return;
        // Store 66 is outside the list: 404, word for word an unknown store's answer.
        const otherBody = test.name === 'set hostnames' ? { hostnames: HOSTS[66] } : test.body;
        await test.setUp?.(66);
        const other = await operator<{ message: string }>(test.method, test.path(66), otherBody, { token: tokens[role] });
        const unknown = await operator<{ message: string }>(test.method, test.path(999), otherBody, { token: tokens[role] });
        expect(other.status).toBe(404);
        expect(other.body).toEqual(unknown.body);
      });
    }
  }

  it('lists only the token’s stores', async () => {
    for (const role of ROLES) {
      const { status, body } = await operator<{ data: { id: number }[] }>('GET', '/storefronts', undefined, { token: tokens[role] });
      expect(status).toBe(200);
      expect(body.data.map((store) => store.id)).toEqual(role === 'admin' ? [1, 2, 3, 4, 66] : [1]);
    }
  });

  it('only admins create and delete stores, manage tokens and read every store’s audit log', async () => {
    const create = { name: 'Nope', hostnames: ['nope.example'], config: {} };
    for (const role of ['store_manager', 'designer', 'fulfilment'] as const) {
      expect((await operator('POST', '/storefronts', create, { token: tokens[role] })).status).toBe(403);
      expect((await operator('DELETE', '/storefronts/1', undefined, { token: tokens[role] })).status).toBe(403);
      expect((await operator('POST', '/tokens', { name: 'x', role: 'admin' }, { token: tokens[role] })).status).toBe(403);
      expect((await operator('GET', '/tokens', undefined, { token: tokens[role] })).status).toBe(403);
      expect((await operator('GET', '/audit', undefined, { token: tokens[role] })).status).toBe(403);
    }
    expect((await operator('GET', '/storefronts/1', undefined, { token: tokens.admin })).status).toBe(200);
    expect((await operator('GET', '/audit', undefined, { token: tokens.admin })).status).toBe(200);
  });
});

describe('operator tokens', () => {
  it('shows the secret once, stores only its hash, and lists tokens without secrets', async () => {
    const made = await operator<{ data: { id: string; token: string; role: string; storefront_ids: number[]; expires_at: string } }>('POST', '/tokens', {
      name: 'Warehouse clerk',
      role: 'fulfilment',
      storefront_ids: [66, 1, 1],
      expires_in_days: 30,
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ role: 'fulfilment', storefront_ids: [1, 66] });
    expect(made.body.data.token).toMatch(/^wso_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(made.body.data.expires_at) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const row = await env.DB.prepare('SELECT * FROM operator_tokens WHERE id = ?').bind(made.body.data.id).first<Record<string, unknown>>();
    expect(JSON.stringify(row)).not.toContain(made.body.data.token);

    // Used once: last_used_at is set.
    expect((await operator('GET', '/storefronts', undefined, { token: made.body.data.token })).status).toBe(200);
    const listed = await operator<{ data: Record<string, unknown>[] }>('GET', '/tokens');
    const entry = listed.body.data.find((token) => token.id === made.body.data.id);
    expect(entry).toMatchObject({ name: 'Warehouse clerk', role: 'fulfilment', revoked_at: null });
    expect(entry?.last_used_at).toEqual(expect.any(String));
    expect(JSON.stringify(listed.body)).not.toContain('wso_');
  });

  it('refuses bad token requests naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'x', role: 'owner' }, 'role'],
      [{ name: '', role: 'admin' }, 'name'],
      [{ name: 'x', role: 'designer' }, 'storefront_ids'],
      [{ name: 'x', role: 'designer', storefront_ids: [] }, 'storefront_ids'],
      [{ name: 'x', role: 'admin', storefront_ids: [1] }, 'storefront_ids'],
      [{ name: 'x', role: 'designer', storefront_ids: [1, 4040] }, 'storefront_ids'],
      [{ name: 'x', role: 'designer', storefront_ids: [1], expires_in_days: 0 }, 'expires_in_days'],
    ];
    for (const [body, field] of cases) {
      const answer = await operator<{ message: string; errors: Record<string, string[]> }>('POST', '/tokens', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.errors), JSON.stringify(body)).toContain(field);
    }
  });

  it('a revoked token is refused on its very next call', async () => {
    const { id, token } = await tokenFor('store_manager', [1]);
    expect((await operator('GET', '/storefronts/1', undefined, { token })).status).toBe(200);
    const revoked = await operator<{ data: { revoked_at: string } }>('DELETE', `/tokens/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revoked_at).toEqual(expect.any(String));
    expect((await operator('GET', '/storefronts/1', undefined, { token })).status).toBe(401);
    expect((await operator('DELETE', '/tokens/tok_unknown')).status).toBe(404);
  });

  it('an expired token is refused', async () => {
    const { id, token } = await tokenFor('designer', [1]);
    expect((await operator('GET', '/storefronts/1', undefined, { token })).status).toBe(200);
    await env.DB.prepare("UPDATE operator_tokens SET expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 seconds') WHERE id = ?").bind(id).run();
    expect((await operator('GET', '/storefronts/1', undefined, { token })).status).toBe(401);
  });

  it('throttles a client that keeps failing (429), while a valid token from the same address still works', async () => {
    const ip = { 'cf-connecting-ip': '203.0.113.77' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt++) {
      statuses.push((await operator('GET', '/storefronts', undefined, { token: `wso_guess${attempt}`, headers: ip })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    const throttled = await operator<{ message: string }>('GET', '/storefronts', undefined, { token: 'wso_guess', headers: ip });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await operator('GET', '/storefronts', undefined, { token: tokens.designer, headers: ip })).status).toBe(200);
    expect((await operator('GET', '/storefronts', undefined, { headers: ip })).status).toBe(200);
    // Another address is not affected.
    expect((await operator('GET', '/storefronts', undefined, { token: 'wso_guess', headers: { 'cf-connecting-ip': '203.0.113.78' } })).status).toBe(401);
  });
});
