import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DEMO, fetchAs, PRIVATE, SSO } from '../helpers.ts';
import { postJson, setCookie } from '../accounts/account-helpers.ts';
import { storeDbOf } from '../databases.ts';

// Store media (issue 8, item 5; docs/decisions/0066-store-media.md): a store's files answer only
// on its own hosts, a private store's only after its gate (brand files excepted).

const DEMO_TEE = '/media/1/products/classic-crew-tee-black-front.svg';

async function privateProductImage(): Promise<string> {
  const row = await storeDbOf(2).prepare('SELECT thumbnail_path FROM products WHERE storefront_id = 2 AND thumbnail_path IS NOT NULL LIMIT 1').first<{ thumbnail_path: string }>();
  expect(row?.thumbnail_path).toMatch(/^\/media\/2\/products\/.+\.svg$/);
  return row!.thumbnail_path;
}

async function privateGrantCookie(): Promise<string> {
  const { response } = await postJson(PRIVATE, '/api/storefronts/2/private-access', { code: 'ACME-CODE' });
  return `private_access=${setCookie(response, 'private_access')!.value}`;
}

describe('a public store’s media', () => {
  it('answer on its host with a year of caching, nosniff and a CSP on SVG', async () => {
    const response = await fetchAs(DEMO, DEMO_TEE);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(await response.text()).toMatch(/^<svg /);
  });

  it('answer 404 on another store’s host, gate passed or not', async () => {
    expect((await fetchAs(PRIVATE, DEMO_TEE)).status).toBe(404);
    expect((await fetchAs(PRIVATE, DEMO_TEE, { headers: { cookie: await privateGrantCookie() } })).status).toBe(404);
    expect((await fetchAs(SSO, DEMO_TEE)).status).toBe(404);
  });

  it('answer 404 for unknown files, the old shared folder and escapes into another store', async () => {
    for (const path of ['/media/1/products/nothing.svg', '/media/demo/products/classic-crew-tee-black-front.svg', '/media/1/%2e%2e/2/brand/logo-acme.svg', '/media/1/products/%2e%2e%2f..%2f2%2fbrand%2flogo-acme.svg', '/media/01/products/classic-crew-tee-black-front.svg']) {
      expect((await fetchAs(DEMO, path)).status, path).toBe(404);
    }
  });
});

describe('a private store’s media', () => {
  it('wait for the gate, then answer without being cached', async () => {
    const image = await privateProductImage();
    const locked = await fetchAs(PRIVATE, image);
    expect(locked.status).toBe(302);
    expect(locked.headers.get('location')).toBe(`/private?${new URLSearchParams({ returnUrl: image })}`);

    const open = await fetchAs(PRIVATE, image, { headers: { cookie: await privateGrantCookie() } });
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('private, no-store');
    expect(open.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await open.text()).toMatch(/^<svg /);
  });

  it('wait for the gate in any spelling of their path, existing or not (issue 27)', async () => {
    const image = await privateProductImage();
    const encoded = image.replace('/media/', '/%6Dedia/');
    const locked = await fetchAs(PRIVATE, encoded);
    const missing = await fetchAs(PRIVATE, '/%6Dedia/2/products/no-such-file.svg');
    expect([locked.status, missing.status]).toEqual([302, 302]);
    expect(new URL(locked.headers.get('location')!, 'http://x').pathname).toBe('/private');
    const open = await fetchAs(PRIVATE, encoded, { headers: { cookie: await privateGrantCookie() } });
    expect(open.status).toBe(200);
    expect(await open.text()).toMatch(/^<svg /);
  });

  it('answer 404 on another store’s host', async () => {
    const image = await privateProductImage();
    expect((await fetchAs(DEMO, image)).status).toBe(404);
    expect((await fetchAs(SSO, image)).status).toBe(404);
  });

  it('show the brand files (logo) before the gate, on the store’s own host only', async () => {
    const logo = await fetchAs(PRIVATE, '/media/2/brand/logo-acme.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetchAs(DEMO, '/media/2/brand/logo-acme.svg')).status).toBe(404);
  });
});

describe('imported media in the UPLOADS bucket', () => {
  it('answer under the store’s prefix only; contact uploads never', async () => {
    await env.UPLOADS.put('1/media/imports/poster.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { httpMetadata: { contentType: 'image/png' } });
    await env.UPLOADS.put('1/contact/secret.png', new Uint8Array([1, 2, 3]), { httpMetadata: { contentType: 'image/png' } });
    const imported = await fetchAs(DEMO, '/media/1/imports/poster.png');
    expect(imported.status).toBe(200);
    expect(imported.headers.get('content-type')).toBe('image/png');
    expect(imported.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(imported.headers.get('content-security-policy')).toBeNull();
    expect(new Uint8Array(await imported.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect((await fetchAs(PRIVATE, '/media/1/imports/poster.png')).status).toBe(404);
    expect((await fetchAs(DEMO, '/media/1/contact/secret.png')).status).toBe(404);
  });
});
