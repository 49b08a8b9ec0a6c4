import { describe, expect, it } from 'vitest';
import { buildMenuLinks, desktopMenuLinks, menuEntryHref } from './menu-links.ts';

describe('menuEntryHref', () => {
  it('links a category item to /categories/{url}', () => {
    expect(menuEntryHref({ label: 'Shirts', item: { type: 'category', url: 'shirts' }, children: [] })).toEqual({
      href: '/categories/shirts',
      external: false,
    });
  });
  it('links a page item to /{url}', () => {
    expect(menuEntryHref({ label: 'About', item: { type: 'page', url: 'about' }, children: [] })).toEqual({
      href: '/about',
      external: false,
    });
  });
  it('uses a custom url, opening it in a new tab when it contains http', () => {
    expect(menuEntryHref({ label: 'Blog', customUrl: 'https://blog.example.com', children: [] })).toEqual({
      href: 'https://blog.example.com',
      external: true,
    });
    expect(menuEntryHref({ label: 'Sale', customUrl: 'products?sort=price', children: [] })).toEqual({
      href: '/products?sort=price',
      external: false,
    });
  });
  it('prefers the custom url over the item', () => {
    expect(
      menuEntryHref({ label: 'X', customUrl: '/x', item: { type: 'page', url: 'y' }, children: [] })?.href,
    ).toBe('/x');
  });
  it('refuses javascript: urls and has no link for a bare parent', () => {
    expect(menuEntryHref({ label: 'Bad', customUrl: 'javascript:alert(1)', children: [] })).toBeNull();
    expect(menuEntryHref({ label: 'Parent', children: [] })).toBeNull();
  });
});

describe('desktopMenuLinks', () => {
  const links = buildMenuLinks([
    { label: 'Home', customUrl: '/', children: [] },
    { label: 'Retail Stores', customUrl: '/stores', children: [] },
    {
      label: 'Shop',
      children: [{ label: 'Hats', item: { type: 'category', url: 'hats' }, children: [] }],
    },
  ]);

  it('hides Retail Stores for store 66 only', () => {
    expect(desktopMenuLinks(links, 66).map((l) => l.label)).toEqual(['Home', 'Shop']);
    expect(desktopMenuLinks(links, 1).map((l) => l.label)).toEqual(['Home', 'Retail Stores', 'Shop']);
  });
  it('keeps nested children', () => {
    expect(links[2]?.children[0]?.href).toBe('/categories/hats');
  });
});
