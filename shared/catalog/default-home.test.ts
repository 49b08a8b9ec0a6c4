import { describe, expect, it } from 'vitest';
import type { CategoryNode } from './category-tree.ts';
import { defaultHomeCategories, defaultHomeProductCount } from './default-home.ts';

const node = (id: number, name: string, extra: Partial<CategoryNode> = {}): CategoryNode => ({
  id,
  name,
  slug: name.toLowerCase(),
  is_company: false,
  sub_categories: [],
  ...extra,
});

describe('defaultHomeCategories', () => {
  it('offers the top level of the tree', () => {
    const tree = [node(1, 'Apparel', { sub_categories: [node(2, 'Tees')] }), node(3, 'Mugs')];
    expect(defaultHomeCategories(tree)).toEqual([
      { name: 'Apparel', slug: 'apparel' },
      { name: 'Mugs', slug: 'mugs' },
    ]);
  });

  it('replaces a company category by its sub-categories and keeps each slug once', () => {
    const tree = [node(1, 'Acme', { is_company: true, sub_categories: [node(2, 'Tees'), node(3, 'Mugs')] }), node(4, 'Mugs')];
    expect(defaultHomeCategories(tree).map((c) => c.name)).toEqual(['Tees', 'Mugs']);
  });

  it('stops at twelve', () => {
    const tree = Array.from({ length: 20 }, (_unused, i) => node(i, `C${i}`));
    expect(defaultHomeCategories(tree)).toHaveLength(12);
  });
});

describe('defaultHomeProductCount', () => {
  it('shows two rows of the store grid', () => {
    expect(defaultHomeProductCount(4)).toBe(8);
    expect(defaultHomeProductCount(3)).toBe(6);
    expect(defaultHomeProductCount(0)).toBe(8);
    expect(defaultHomeProductCount(9)).toBe(12);
  });
});
