import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeReturnUrl } from './return-url.ts';

describe('safeReturnUrl', () => {
  it('keeps paths on this site, with query and hash', () => {
    expect(safeReturnUrl('/my-account/orders?page=2#top')).toBe('/my-account/orders?page=2#top');
    expect(safeReturnUrl('/')).toBe('/');
  });
  it('refuses other sites and odd values', () => {
    for (const bad of ['https://evil.io', '//evil.io', '/\\evil.io', 'javascript:alert(1)', 'products', '/a\nb', '', null, undefined]) {
      expect(safeReturnUrl(bad)).toBeNull();
    }
  });
  it('refuses what a browser would read as another site (issue 27)', () => {
    for (const bad of ['/\t/evil.io', '/\r/evil.io', '/.//evil.io', '/%2e//evil.io', '/./\\evil.io', '/a\u0000b']) {
      expect(safeReturnUrl(bad), JSON.stringify(bad)).toBeNull();
    }
  });
  it('answers the path as the URL parser writes it', () => {
    expect(safeReturnUrl('/products?search=tee shirt')).toBe('/products?search=tee%20shirt');
    expect(safeReturnUrl('/a/../cart')).toBe('/cart');
  });
});

describe('afterLoginPath', () => {
  it('goes to the return url or home', () => {
    expect(afterLoginPath('/cart')).toBe('/cart');
    expect(afterLoginPath(null)).toBe('/');
    expect(afterLoginPath('https://evil.io')).toBe('/');
  });
  it('never returns to an account page', () => {
    expect(afterLoginPath('/login?returnUrl=/cart')).toBe('/');
    expect(afterLoginPath('/register/')).toBe('/');
    expect(afterLoginPath('/reset-password-success')).toBe('/');
    expect(afterLoginPath('/private')).toBe('/');
  });
});
