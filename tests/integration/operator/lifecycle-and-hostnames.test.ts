import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { purgeDeletedStores } from '../../../worker/maintenance/purge-deleted-stores.ts';
import { fetchAs, getJson } from '../helpers.ts';
import { configWith, operator, previewCookieOf } from './operator-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Suspend, resume, delete and the private password (docs/decisions/0159-store-lifecycle.md), and
// primary hostnames, as a shopper meets them.

async function newStore(name: string, hostnames: string[], extra: Record<string, unknown> = {}): Promise<number> {
  const { status, body } = await operator<{ data: { id: number } }>('POST', '/storefronts', { name, hostnames, config: configWith('Welcome'), ...extra });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.id;
}

describe('suspending a store', () => {
  it('closes it to shoppers with a translated 503 and Retry-After; operators and previews still work; resume reopens it', async () => {
    const id = await newStore('Closing Soon', ['closing.example']);
    expect((await fetchAs('closing.example', '/')).status).toBe(200);
    expect((await operator('POST', `/storefronts/${id}/suspend`)).status).toBe(200);

    const page = await fetchAs('closing.example', '/products');
    expect(page.status).toBe(503);
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await page.text()).toContain('<h1>This store is closed</h1>');
    const german = await fetchAs('closing.example', '/', { headers: { cookie: 'lang=de' } });
    expect(await german.text()).not.toContain('This store is closed');
    const api = await fetchAs('closing.example', `/api/storefronts/${id}/storefront-products`);
    expect(api.status).toBe(503);
    expect(((await api.json()) as { message: string }).message).toContain('This store is closed');

    // The operator and a designer's preview keep working.
    const detail = await operator<{ data: { suspended: boolean } }>('GET', `/storefronts/${id}`);
    expect(detail.body.data.suspended).toBe(true);
    const link = new URL((await operator<{ data: { preview_url: string } }>('PUT', `/storefronts/${id}/preview`, { config: configWith('Draft while closed') })).body.data.preview_url);
    const cookie = previewCookieOf(await fetchAs('closing.example', `${link.pathname}${link.search}`))!;
    expect(cookie).toBeTruthy();
    expect((await fetchAs('closing.example', '/', { headers: { cookie } })).status).toBe(200);

    expect((await operator('POST', `/storefronts/${id}/resume`)).status).toBe(200);
    expect((await fetchAs('closing.example', '/products')).status).toBe(200);
  });
});

describe('deleting a store', () => {
  it('frees its hostnames at once, leaves every list, and its rows go after 30 days', async () => {
    const id = await newStore('Short Lived', ['short.example', 'www.short.example'], { database: 0 });
    await DEMO_DB.prepare("INSERT INTO categories (storefront_id, name, slug) VALUES (?, 'Tees', 'tees')").bind(id).run();
    const deleted = await operator<{ data: { freed_hostnames: string[]; purged_after: string } }>('DELETE', `/storefronts/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.freed_hostnames.sort()).toEqual(['short.example', 'www.short.example']);
    expect(Date.parse(deleted.body.data.purged_after) - Date.now()).toBeGreaterThan(29 * 86_400_000);

    expect((await fetchAs('short.example', '/')).status).toBe(404);
    expect((await operator('GET', `/storefronts/${id}`)).status).toBe(404);
    const list = await operator<{ data: { id: number }[] }>('GET', '/storefronts');
    expect(list.body.data.map((store) => store.id)).not.toContain(id);
    // The hostname can be given to another store straight away.
    const heir = await newStore('Heir', ['short.example']);
    expect((await getJson<{ data: { id: number } }>('short.example', '/api/storefronts/get-by-url?url=short.example')).body.data.id).toBe(heir);

    // Not yet purged: kept for the 30 days.
    await purgeDeletedStores(env);
    expect(await DEMO_DB.prepare('SELECT COUNT(*) AS n FROM categories WHERE storefront_id = ?').bind(id).first('n')).toBe(1);
    // 31 days later the daily clean-up removes it with its rows; its audit entries stay.
    await env.DB.prepare("UPDATE storefronts SET deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-31 days') WHERE id = ?").bind(id).run();
    expect((await purgeDeletedStores(env)).stores).toBe(1);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM storefronts WHERE id = ?').bind(id).first('n')).toBe(0);
    expect(await DEMO_DB.prepare('SELECT COUNT(*) AS n FROM categories WHERE storefront_id = ?').bind(id).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM config_versions WHERE storefront_id = ?').bind(id).first('n')).toBe(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM operator_audit WHERE storefront_id = ? AND action = 'store.delete'").bind(id).first('n')).toBe(1);
  });
});

describe('private store password', () => {
  it('is set through the API (hashed), opens the gate, and can be removed', async () => {
    const tryPassword = (password: string) =>
      fetchAs('private.localhost', '/api/storefronts/2/private-access', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://private.localhost' },
        body: JSON.stringify({ code: password }),
      });
    expect((await tryPassword('brand-new-pass')).status).not.toBe(200);
    const set = await operator<{ data: { has_private_password: boolean; password_form_enabled: boolean } }>('PUT', '/storefronts/2/private-password', { password: 'brand-new-pass' });
    expect(set.body.data).toEqual({ has_private_password: true, password_form_enabled: true });
    const hash = await env.DB.prepare('SELECT private_password_hash FROM storefronts WHERE id = 2').first<string>('private_password_hash');
    expect(hash).toMatch(/^pbkdf2-sha256\$/);
    expect(hash).not.toContain('brand-new-pass');
    expect((await tryPassword('brand-new-pass')).status).toBe(200);
    expect((await tryPassword('acme-secret')).status).not.toBe(200);

    expect((await operator('PUT', '/storefronts/2/private-password', { password: 'abc' })).status).toBe(400);
    expect((await operator('DELETE', '/storefronts/2/private-password')).status).toBe(200);
    expect((await tryPassword('brand-new-pass')).status).not.toBe(200);
  });
});

describe('primary hostname', () => {
  it('other hostnames answer page requests with a 301 to the same path and query on the primary; API calls and previews are not redirected', async () => {
    const id = await newStore('Two Names', ['www.twonames.example', 'twonames.example'], { primary: 'twonames.example' });
    const detail = await operator<{ data: { primary_hostname: string } }>('GET', `/storefronts/${id}`);
    expect(detail.body.data.primary_hostname).toBe('twonames.example');

    const redirected = await fetchAs('www.twonames.example', '/products?sort=name-asc&page=2');
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get('location')).toBe('http://twonames.example/products?sort=name-asc&page=2');
    expect((await fetchAs('www.twonames.example', '/robots.txt')).status).toBe(301);
    expect((await fetchAs('twonames.example', '/products')).status).toBe(200);
    expect((await fetchAs('www.twonames.example', `/api/storefronts/${id}/storefront-products`)).status).toBe(200);

    // Canonical URLs and preview links use the primary.
    expect(await (await fetchAs('twonames.example', '/products')).text()).toContain('<link rel="canonical" href="http://twonames.example/products"');
    const link = new URL((await operator<{ data: { preview_url: string } }>('PUT', `/storefronts/${id}/preview`, { config: configWith('x') })).body.data.preview_url);
    expect(link.hostname).toBe('twonames.example');
    expect((await fetchAs('www.twonames.example', `${link.pathname}${link.search}`)).status).not.toBe(301);

    // Changing the primary (default: the first given).
    await operator('PUT', `/storefronts/${id}/hostnames`, { hostnames: ['www.twonames.example', 'twonames.example'] });
    expect((await fetchAs('twonames.example', '/')).headers.get('location')).toBe('http://www.twonames.example/');
    const bad = await operator<{ errors: Record<string, string[]> }>('PUT', `/storefronts/${id}/hostnames`, { hostnames: ['twonames.example'], primary: 'other.example' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toContain('primary');
  });

  it('a store that names no primary serves every hostname itself (the demo store on localhost)', async () => {
    expect((await fetchAs('localhost', '/products')).status).toBe(200);
    expect((await fetchAs('demo.localhost', '/products')).status).toBe(200);
  });
});

describe('store ids in operator paths', () => {
  it.each(['0x42', '%2066', '66.0', '066', '1e2', '-1'])('%s is not store 66 (404)', async (id) => {
    expect((await operator('GET', `/storefronts/${id}`)).status).toBe(404);
  });
});
