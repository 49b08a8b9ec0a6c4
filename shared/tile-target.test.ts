import { describe, expect, it } from 'vitest';
import { tileTarget } from './tile-target.ts';

describe('tileTarget', () => {
  it('goes to a category or a page', () => {
    expect(tileTarget({ categoriesOrPagesRedirect: true, redirectOnClick: true, item: { type: 'category', url: 'hats' } })).toEqual({
      href: '/categories/hats',
      external: false,
    });
    expect(tileTarget({ categoriesOrPagesRedirect: true, redirectOnClick: true, item: { type: 'page', url: 'about' } })).toEqual({
      href: '/about',
      external: false,
    });
  });
  it('opens an external url in a new tab with https added', () => {
    expect(tileTarget({ categoriesOrPagesRedirect: false, redirectOnClick: true, redirectUrl: 'example.com' })).toEqual({
      href: 'https://example.com',
      external: true,
    });
  });
  it('has no link when disabled, empty or unsafe', () => {
    expect(tileTarget({ categoriesOrPagesRedirect: false, redirectOnClick: false, redirectUrl: 'x.com' })).toBeNull();
    expect(tileTarget({ categoriesOrPagesRedirect: false, redirectOnClick: true })).toBeNull();
    expect(tileTarget({ categoriesOrPagesRedirect: false, redirectOnClick: true, redirectUrl: 'javascript:alert(1)' })).toBeNull();
  });
});
