import { describe, expect, it } from 'vitest';
import type { MenuLink } from './menu-links.ts';
import { menuGroupKey, menuTrail } from './menu-trail.ts';

const link = (label: string, href: string, children: MenuLink[] = [], external = false): MenuLink => ({ label, href, external, children });

const menu: MenuLink[] = [
  link('Apparel', '/categories/apparel', [
    link('T-Shirts', '/categories/t-shirts'),
    link('Outerwear', '/categories/outerwear', [link('Hoodies', '/categories/hoodies'), link('Jackets', '/categories/jackets')]),
  ]),
  link('About', '', [link('Our Story', '/about'), link('Blog', 'https://example.com/about', [], true)]),
  link('Shop All', '/shop-all'),
];

describe('menuTrail', () => {
  it('opens every group above the current page', () => {
    expect(menuTrail(menu, '/categories/jackets')).toEqual(['0', '0.1']);
    expect(menuTrail(menu, '/about/')).toEqual(['1']);
  });

  it('opens nothing for a top-level page or a page outside the menu', () => {
    expect(menuTrail(menu, '/shop-all')).toEqual([]);
    expect(menuTrail(menu, '/categories/apparel')).toEqual([]);
    expect(menuTrail(menu, '/cart')).toEqual([]);
  });

  it('never matches an external link', () => {
    expect(menuTrail(menu, '/https://example.com/about')).toEqual([]);
  });

  it('ignores the query of a menu link', () => {
    expect(menuTrail([link('Sale', '', [link('Tees', '/products?sort=new')])], '/products')).toEqual(['0']);
  });

  it('keys groups by their position', () => {
    expect(menuGroupKey([2, 0])).toBe('2.0');
  });
});
