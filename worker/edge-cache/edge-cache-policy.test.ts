import { describe, expect, it } from 'vitest';
import { cacheableKind, edgeCacheKey, type CacheRequest } from './edge-cache-policy.ts';

const request = (overrides: Partial<CacheRequest> & { headers?: Record<string, string> } = {}): CacheRequest => ({
  method: 'GET',
  path: '/products',
  privateStore: false,
  preview: false,
  header: (name) => overrides.headers?.[name],
  ...overrides,
});

describe('edge cache policy', () => {
  it('caches anonymous catalog pages and list calls only', () => {
    for (const path of ['/', '/products', '/products/classic-crew-tee', '/categories/apparel', '/cart']) expect(cacheableKind(request({ path }))).toBe('page');
    for (const path of ['/api/storefronts/1/storefront-products', '/api/storefronts/1/has-products/product-categories']) expect(cacheableKind(request({ path }))).toBe('api');
    for (const path of ['/contact', '/login', '/my-account/orders', '/checkout', '/kit/x', '/api/storefronts/1/storefront-products/slug/x', '/products/a/b']) {
      expect(cacheableKind(request({ path }))).toBeNull();
    }
  });

  it('bypasses signed-in shoppers, private stores, previews, credentials and other methods', () => {
    expect(cacheableKind(request({ headers: { cookie: 'session=abc' } }))).toBeNull();
    expect(cacheableKind(request({ headers: { cookie: 'lang=de; private_access=x' } }))).toBeNull();
    expect(cacheableKind(request({ headers: { cookie: 'storefront_preview=x' } }))).toBeNull();
    expect(cacheableKind(request({ headers: { cookie: 'cart_lines=x' } }))).toBeNull();
    expect(cacheableKind(request({ headers: { authorization: 'Bearer x' } }))).toBeNull();
    expect(cacheableKind(request({ privateStore: true }))).toBeNull();
    expect(cacheableKind(request({ preview: true }))).toBeNull();
    expect(cacheableKind(request({ method: 'POST' }))).toBeNull();
    expect(cacheableKind(request({ headers: { cookie: 'lang=fr' } }))).toBe('page');
  });

  it('keeps pages cacheable with the time zone every browser sends, under one key for every zone', () => {
    expect(cacheableKind(request({ headers: { cookie: 'tz=America%2FLos_Angeles; lang=de' } }))).toBe('page');
    expect(cacheableKind(request({ headers: { cookie: 'tz=Europe%2FBerlin; session=abc' } }))).toBeNull();
    const key = (cookie: string) => edgeCacheKey({ url: 'https://shop.example/products', storefrontId: 1, version: '3-x', kind: 'page', cookie });
    expect(key('tz=America%2FLos_Angeles')).toBe(key('tz=Europe%2FBerlin'));
  });

  it('keys by store, version, language, origin, path and query', () => {
    const key = (over: Partial<Parameters<typeof edgeCacheKey>[0]> = {}) =>
      edgeCacheKey({ url: 'https://shop.example/products?page=2', storefrontId: 1, version: '3-x', kind: 'page', cookie: undefined, ...over });
    const keys = [
      key(),
      key({ storefrontId: 2 }),
      key({ version: '4-x' }),
      key({ cookie: 'lang=de' }),
      key({ url: 'https://other.example/products?page=2' }),
      key({ url: 'https://shop.example/products?page=3' }),
      key({ kind: 'api' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(key({ cookie: 'lang=en' })).toBe(key());
  });
});
