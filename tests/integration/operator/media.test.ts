import { beforeAll, describe, expect, it } from 'vitest';
import { fetchAs } from '../helpers.ts';
import { importCatalog, newStore, smallCatalog } from './catalog-helpers.ts';
import { OPERATOR_TOKEN, operator, tokenFor } from './operator-helpers.ts';

// A store's media through the operator API (docs/decisions/0192-operator-media.md): uploads whose
// bytes must be what they claim, content-addressed paths served on the store's hosts only, a list,
// and removal refused while a config or a product points at the file.

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const AVIF = new Uint8Array([0, 0, 0, 28, ...new TextEncoder().encode('ftypavif'), 0, 0, 0, 0, ...new TextEncoder().encode('avifmif1miaf'), 9, 9]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

type Upload = { status: number; body: { data?: { path: string; content_type: string; bytes: number }; message?: string } };

async function upload(id: number, name: string, bytes: Uint8Array, type: string | null, token = OPERATOR_TOKEN): Promise<Upload> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (type) headers['content-type'] = type;
  const response = await fetchAs('ops.example.com', `/api/operator/storefronts/${id}/media/${name}`, { method: 'PUT', headers, body: bytes as Uint8Array<ArrayBuffer> });
  return { status: response.status, body: (await response.json()) as Upload['body'] };
}

let store: number;
let other: number;
const HOST = 'media-a.localhost';

beforeAll(async () => {
  store = await newStore(HOST);
  other = await newStore('media-b.localhost');
});

describe('PUT …/media/{name}', () => {
  it('stores a picture under a content-addressed path that its store serves for a year, and only its store', async () => {
    const first = await upload(store, 'summer-banner.png', PNG, 'image/png');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toEqual({ path: expect.stringMatching(new RegExp(`^/media/${store}/summer-banner-[0-9a-f]{16}\\.png$`)), content_type: 'image/png', bytes: PNG.length });
    const path = first.body.data!.path;

    const served = await fetchAs(HOST, path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await fetchAs('media-b.localhost', path)).status).toBe(404);

    // The same bytes again: the same file; other bytes: another path.
    const again = await upload(store, 'summer-banner', PNG, 'image/png');
    expect(again).toMatchObject({ status: 200, body: { data: { path } } });
    const changed = await upload(store, 'summer-banner', new Uint8Array([...PNG, 7]), 'image/png');
    expect(changed.body.data!.path).not.toBe(path);
  });

  it('accepts JPEG, AVIF (by its brand), and checks the bytes against the declared type', async () => {
    expect((await upload(store, 'photo', JPEG, 'image/jpeg')).body.data!.path).toMatch(/\.jpg$/);
    expect((await upload(store, 'photo', JPEG, 'image/jpg')).status).toBe(200);
    expect((await upload(store, 'hero', AVIF, 'image/avif')).body.data!.path).toMatch(/\.avif$/);

    const mismatch = await upload(store, 'liar', PNG, 'image/jpeg');
    expect(mismatch.status).toBe(415);
    expect(mismatch.body.message).toContain('The bytes are a image/png picture, not image/jpeg as declared');
    expect((await upload(store, 'text', new TextEncoder().encode('hello'), 'image/png')).status).toBe(415);
    expect((await upload(store, 'none', PNG, null)).status).toBe(415);
    expect((await upload(store, 'doc', PNG, 'application/pdf')).body.message).toContain('image/png, image/jpeg, image/webp, image/avif, image/gif');
  });

  it('refuses SVG, declared or disguised', async () => {
    const declared = await upload(store, 'logo', SVG, 'image/svg+xml');
    expect(declared.status).toBe(415);
    expect(declared.body.message).toContain('SVG files are not accepted');
    expect((await upload(store, 'logo', SVG, 'image/png')).body.message).toContain('SVG files are not accepted');
  });

  it('refuses empty, oversized and badly named uploads', async () => {
    expect((await upload(store, 'empty', new Uint8Array(), 'image/png')).status).toBe(400);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await upload(store, 'big', big, 'image/png')).status).toBe(413);
    expect((await upload(store, '..%2Fescape', PNG, 'image/png')).status).toBe(400);
    expect((await upload(store, '-dash-first', PNG, 'image/png')).status).toBe(400);
  });
});

describe('roles and stores', () => {
  it('designers may upload, fulfilment may not; another store is not found', async () => {
    const designer = (await tokenFor('designer', [store])).token;
    const fulfilment = (await tokenFor('fulfilment', [store])).token;
    expect((await upload(store, 'by-designer', PNG, 'image/png', designer)).status).toBe(201);
    const refused = await upload(store, 'by-fulfilment', PNG, 'image/png', fulfilment);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("cannot upload or remove a store's media");
    expect((await upload(other, 'elsewhere', PNG, 'image/png', designer)).status).toBe(404);
  });
});

describe('GET …/media and DELETE …/media/{path}', () => {
  it('lists the store’s uploads, page by page', async () => {
    const id = await newStore('media-list.localhost');
    for (const name of ['a', 'b', 'c']) await upload(id, name, new Uint8Array([...PNG, name.charCodeAt(0)]), 'image/png');
    const first = await operator<{ data: { path: string; content_type: string; bytes: number }[]; next_cursor: string | null }>('GET', `/storefronts/${id}/media?limit=2`);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.data[0]).toMatchObject({ path: expect.stringMatching(new RegExp(`^/media/${id}/a-`)), content_type: 'image/png', bytes: PNG.length + 1 });
    const second = await operator<{ data: { path: string }[]; next_cursor: string | null }>('GET', `/storefronts/${id}/media?limit=2&cursor=${first.body.next_cursor}`);
    expect(second.body.data.map((file) => file.path)).toEqual([expect.stringMatching(/\/c-/)]);
    expect(second.body.next_cursor).toBeNull();
    expect((await operator<{ data: unknown[] }>('GET', `/storefronts/${other}/media`)).body.data).toEqual([]);
  });

  it('refuses to remove a file a product or the config points at, naming them; removes it once free', async () => {
    const host = 'media-delete.localhost';
    const id = await newStore(host);
    const { path } = (await upload(id, 'tee', PNG, 'image/png')).body.data!;
    const catalog = smallCatalog(id);
    catalog.products[0]!.thumbnail = path;
    expect((await importCatalog(id, catalog)).status).toBe(200);
    expect((await operator('PUT', `/storefronts/${id}`, { config: { logo: { full_path: path } } })).status).toBe(200);

    const file = path.split('/').pop()!;
    const refused = await operator<{ message: string; references: { config: string[]; products: string[] } }>('DELETE', `/storefronts/${id}/media/${file}`);
    expect(refused.status).toBe(409);
    expect(refused.body.references).toEqual({ config: ['live config'], products: ['harbor-tee'], kits: [] });
    expect(refused.body.message).toContain('is still used by: live config; products harbor-tee');

    catalog.products[0]!.thumbnail = null as never;
    await importCatalog(id, catalog);
    await operator('PUT', `/storefronts/${id}`, { config: {} });
    const removed = await operator<{ data: { path: string; deleted: boolean } }>('DELETE', `/storefronts/${id}/media/${file}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ path, deleted: true });
    expect((await fetchAs(host, path)).status).toBe(404);
    expect((await operator('DELETE', `/storefronts/${id}/media/${file}`)).status).toBe(404);
    // A bundled demo file is not an upload: nothing to remove.
    expect((await operator('DELETE', '/storefronts/1/media/brand/logo.svg')).status).toBe(404);
  });
});

describe('configs point at this store’s media or https:// only', () => {
  it('refuses another store’s files and plain paths where a config is written, by path', async () => {
    const id = await newStore('media-config.localhost');
    const live = await operator<{ message: string; errors: Record<string, string[]> }>('PUT', `/storefronts/${id}`, { config: { logo: { full_path: '/media/1/brand/logo.svg' } } });
    expect(live.status).toBe(400);
    expect(live.body.errors).toEqual({ 'config.logo.full_path': [expect.stringContaining("another store's file")] });
    const draft = await operator<{ errors: Record<string, string[]> }>('PUT', `/storefronts/${id}/preview`, { config: { settings: { favicon: 'favicon.ico' } } });
    expect(draft.status).toBe(400);
    expect(Object.keys(draft.body.errors)).toEqual(['config.settings.favicon']);
    const created = await operator<{ errors: Record<string, string[]> }>('POST', '/storefronts', { name: 'Copy', hostnames: ['media-copy.localhost'], config: { logo: { full_path: '/media/1/brand/logo.svg' } } });
    expect(created.status).toBe(400);
    expect(created.body.errors['config.logo.full_path']![0]).toContain('a new store has no media yet');
    expect((await operator('PUT', `/storefronts/${id}`, { config: { logo: { full_path: 'https://cdn.example.com/logo.png' } } })).status).toBe(200);
    expect((await operator('PUT', `/storefronts/${id}`, { config: { logo: { full_path: `/media/${id}/brand/logo.png` } } })).status).toBe(200);
  });
});
