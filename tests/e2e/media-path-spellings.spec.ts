import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Issue 27, item 7 (docs/decisions/0173-media-paths-in-any-spelling.md): a private store's files
// wait for its gate in every spelling of their path. Workers static assets decode a path before
// looking a file up, so before the fix `/%6Dedia/2/…` of an existing file was answered by the
// assets layer (a 307 to the canonical path) and of a missing one by the Worker's gate (a 302):
// an outsider could tell which files a private store has. Only the real server shows this, so
// the requests go to it as sent (Node's http, the Host header naming the store).

const PORT = Number(process.env.E2E_PORT ?? '8799');
const CLIENT_DIR = process.env.CLIENT_OUT_DIR ?? 'dist/client';
const PRIVATE_FILE = readdirSync(path.join(CLIENT_DIR, 'media', '2', 'products')).find((name) => name.endsWith('.svg'))!;
const PUBLIC_FILE = readdirSync(path.join(CLIENT_DIR, 'media', '1', 'products')).find((name) => name.endsWith('.svg'))!;

type Answer = { status: number; location: string | null; contentType: string | null; setCookie: string[] };

/** One request exactly as written (no URL normalisation), as `host`, redirects not followed. */
function send(host: string, rawPath: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: PORT, path: rawPath, method: options.method ?? 'GET', headers: { host, ...options.headers } }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location ?? null,
          contentType: res.headers['content-type'] ?? null,
          setCookie: res.headers['set-cookie'] ?? [],
        }),
      );
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The spellings of one media path that a browser or the assets layer reads as the same file. */
function spellings(storeId: number, file: string): string[] {
  return [
    `/media/${storeId}/products/${file}`,
    `/%6Dedia/${storeId}/products/${file}`,
    `/%6d%65%64%69%61/${storeId}/products/${file}`,
    `//media/${storeId}/products/${file}`,
    `/media%2F${storeId}/products/${file}`,
    `/media/${storeId}/%70roducts/${file}`,
  ];
}

test('a locked private store answers every spelling of an existing and a missing file alike: to its gate', async () => {
  const missingSpellings = spellings(2, 'no-such-file.svg');
  for (const [index, existing] of spellings(2, PRIVATE_FILE).entries()) {
    const missing = missingSpellings[index]!;
    const [there, absent] = await Promise.all([send('private.localhost', existing), send('private.localhost', missing)]);
    expect(there.status, existing).toBe(302);
    expect(absent.status, missing).toBe(302);
    expect(new URL(there.location!, 'http://private.localhost').pathname, existing).toBe('/private');
    expect(new URL(absent.location!, 'http://private.localhost').pathname, missing).toBe('/private');
  }
});

test('past the gate, an encoded spelling is the file itself; on a public store too', async () => {
  const grant = await send('private.localhost', '/api/storefronts/2/private-access', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'ACME-CODE' }),
  });
  expect(grant.status).toBe(200);
  const cookie = grant.setCookie.map((line) => line.split(';')[0]).join('; ');
  const opened = await send('private.localhost', `/%6Dedia/2/products/${PRIVATE_FILE}`, { headers: { cookie } });
  expect(opened.status).toBe(200);
  expect(opened.contentType).toMatch(/^image\/svg\+xml/);

  const open = await send('demo.localhost', `/%6Dedia/1/products/${PUBLIC_FILE}`);
  expect(open.status).toBe(200);
  expect(open.contentType).toMatch(/^image\/svg\+xml/);
  // Another store's host never serves them, in any spelling.
  expect((await send('demo.localhost', `/%6Dedia/2/products/${PRIVATE_FILE}`)).status).toBe(404);
});
