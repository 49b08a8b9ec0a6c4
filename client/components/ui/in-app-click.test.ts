import { describe, expect, it } from 'vitest';
import { inAppPath, linkNavigation, type AnchorFacts, type ClickFacts } from './in-app-click.ts';

const plain: ClickFacts = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
const link = (href: string, extra: Partial<AnchorFacts> = {}): AnchorFacts => ({ href, target: '', hasDownload: false, ...extra });
const page = { origin: 'https://demo.example', pathname: '/products', search: '?page=2', hash: '' };

describe('inAppPath', () => {
  it('opens a plain left click on an in-store link through the router, query and fragment kept', () => {
    expect(inAppPath(plain, link('https://demo.example/categories/apparel?sort=price#top'), page)).toBe('/categories/apparel?sort=price#top');
    expect(inAppPath(plain, link('/cart'), page)).toBe('/cart');
    expect(inAppPath(plain, link('/products', { target: '_self' }), page)).toBe('/products');
  });

  it('leaves modifier clicks, other buttons and handled clicks to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(inAppPath({ ...plain, [key]: true }, link('/cart'), page)).toBeNull();
    }
    expect(inAppPath({ ...plain, button: 1 }, link('/cart'), page)).toBeNull();
    expect(inAppPath({ ...plain, defaultPrevented: true }, link('/cart'), page)).toBeNull();
  });

  it('leaves other targets, downloads and other origins to the browser', () => {
    expect(inAppPath(plain, link('/cart', { target: '_blank' }), page)).toBeNull();
    expect(inAppPath(plain, link('/cart', { hasDownload: true }), page)).toBeNull();
    expect(inAppPath(plain, link('https://other.example/cart'), page)).toBeNull();
    expect(inAppPath(plain, link('http://demo.example/cart'), page)).toBeNull();
    expect(inAppPath(plain, link('mailto:shop@demo.example'), page)).toBeNull();
  });

  it('leaves a fragment of the same page to the browser, but not a fragment of another page', () => {
    expect(inAppPath(plain, link('/products?page=2#filters'), page)).toBeNull();
    expect(inAppPath(plain, link('/products#filters'), page)).toBe('/products#filters');
  });
});

describe('linkNavigation', () => {
  it('adds a history entry for another page and replaces it for the page shown, as <Link> does', () => {
    expect(linkNavigation('/cart', page, {})).toEqual({ replace: false });
    expect(linkNavigation('/products?page=2', page, {})).toEqual({ replace: true });
  });

  it("keeps a link's own replace, scroll and state options", () => {
    expect(linkNavigation('/products?page=3', page, { replace: true, preventScrollReset: true })).toEqual({ replace: true, preventScrollReset: true });
    expect(linkNavigation('/products?page=2', page, { replace: false })).toEqual({ replace: false });
    expect(linkNavigation('/products/cap', page, { state: { variantId: 7 } })).toEqual({ replace: false, state: { variantId: 7 } });
  });
});
