import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MemoRouter, memoRouter } from './memo-router.ts';
import { TrieRouter } from 'hono/router/trie-router';

function routes(app: Hono) {
  const seen: string[] = [];
  app.use('*', async (c, next) => {
    seen.push('all');
    await next();
  });
  app.get('/api/storefronts/get-by-url', (c) => c.text('by url'));
  app.use('/api/storefronts/:storefrontId/*', async (c, next) => {
    seen.push(`store ${c.req.param('storefrontId')}`);
    await next();
  });
  app.get('/api/storefronts/:storefrontId/storefront-products/slug/:slug', (c) => c.text(`slug ${c.req.param('slug')}`));
  app.get('/api/storefronts/:storefrontId/storefront-products/:productId', (c) => c.text(`id ${c.req.param('productId')}`));
  app.get('*', (c) => c.text(`page ${c.req.path}`));
  return seen;
}

const PATHS = [
  '/api/storefronts/get-by-url',
  '/api/storefronts/1/storefront-products/slug/tee',
  '/api/storefronts/2/storefront-products/slug/mug%20two',
  '/api/storefronts/1/storefront-products/7',
  '/api/storefronts/1/storefront-products/slug/tee',
  '/products/tee',
  '/',
];

describe('MemoRouter', () => {
  it('answers every request as Hono\'s own router does, the first time and again', async () => {
    const memo = new Hono({ router: memoRouter() });
    const plain = new Hono();
    const memoSeen = routes(memo);
    const plainSeen = routes(plain);
    for (const round of [1, 2]) {
      for (const path of PATHS) {
        const [a, b] = await Promise.all([memo.request(path), plain.request(path)]);
        expect(`${round} ${a.status} ${await a.text()}`).toBe(`${round} ${b.status} ${await b.text()}`);
        const [c, d] = await Promise.all([memo.request(path, { method: 'POST' }), plain.request(path, { method: 'POST' })]);
        expect(c.status).toBe(d.status);
      }
    }
    expect(memoSeen).toEqual(plainSeen);
  });

  it('keeps at most its bound, and forgets its answers when a route is added', () => {
    const router = new MemoRouter<string>(new TrieRouter<string>(), 3);
    router.add('GET', '/a/:id', 'a');
    for (let id = 0; id < 10; id++) expect(router.match('GET', `/a/${id}`)[0][0]?.[1]).toEqual({ id: String(id) });
    expect(router.size).toBe(3);
    expect(router.match('GET', '/b')[0]).toEqual([]);
    router.add('GET', '/b', 'b');
    expect(router.size).toBe(0);
    expect(router.match('GET', '/b')[0].map(([handler]) => handler)).toEqual(['b']);
  });

  it('keeps no more bytes than its bound, however long the paths', () => {
    const router = new MemoRouter<string>(new TrieRouter<string>(), 2_000, 64 * 1024);
    router.add('GET', '/products/:slug', 'product');
    for (let i = 0; i < 2_000; i++) expect(router.match('GET', `/products/${i}-${'x'.repeat(4_000)}`)[0][0]?.[0]).toBe('product');
    expect(router.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(router.size).toBeLessThan(10);
    expect(router.size).toBeGreaterThan(0);
  });
});
