import { describe, expect, it } from 'vitest';
import { buildCategoryTree, subtreesOf, toFilterNodes, treeIds, type CategoryRecord } from './category-tree.ts';

const rows: CategoryRecord[] = [
  { id: 1, parent_id: null, name: 'Apparel', slug: 'apparel', is_company: 0, position: 1 },
  { id: 2, parent_id: 1, name: 'T-Shirts', slug: 't-shirts', is_company: 0, position: 2 },
  { id: 3, parent_id: 1, name: 'Outerwear', slug: 'outerwear', is_company: 0, position: 1 },
  { id: 4, parent_id: 3, name: 'Hoodies', slug: 'hoodies', is_company: 0, position: 1 },
  { id: 5, parent_id: null, name: 'Empty', slug: 'empty', is_company: 1, position: 2 },
  { id: 6, parent_id: 5, name: 'Also empty', slug: 'also-empty', is_company: 0, position: 1 },
];

describe('category tree', () => {
  it('nests children by position and keeps a parent whose only products sit in a descendant', () => {
    const tree = buildCategoryTree(rows, new Set([2, 4]));
    expect(tree).toEqual([
      {
        id: 1, name: 'Apparel', slug: 'apparel', is_company: false,
        sub_categories: [
          { id: 3, name: 'Outerwear', slug: 'outerwear', is_company: false, sub_categories: [
            { id: 4, name: 'Hoodies', slug: 'hoodies', is_company: false, sub_categories: [] },
          ] },
          { id: 2, name: 'T-Shirts', slug: 't-shirts', is_company: false, sub_categories: [] },
        ],
      },
    ]);
  });

  it('builds the tree below one category', () => {
    expect(buildCategoryTree(rows, new Set([4]), 1).map((c) => c.slug)).toEqual(['outerwear']);
    expect(buildCategoryTree(rows, new Set([4]), 5)).toEqual([]);
  });

  it('survives a cycle in stored data', () => {
    const cyclic: CategoryRecord[] = [
      { id: 1, parent_id: null, name: 'Root', slug: 'root', is_company: 0, position: 1 },
      { id: 2, parent_id: 3, name: 'A', slug: 'a', is_company: 0, position: 1 },
      { id: 3, parent_id: 2, name: 'B', slug: 'b', is_company: 0, position: 1 },
    ];
    expect(buildCategoryTree(cyclic, new Set([1, 2, 3]))).toHaveLength(1);
  });

  it('maps categories to filter nodes and lists their ids', () => {
    const nodes = toFilterNodes(buildCategoryTree(rows, new Set([2, 4])));
    expect(nodes[0]).toMatchObject({ key: '1', label: 'Apparel', data: 1 });
    expect(treeIds(nodes)).toEqual([1, 3, 4, 2]);
  });

  it('picks subtrees by id without repeating nested picks', () => {
    const tree = buildCategoryTree(rows, new Set([2, 4]));
    expect(subtreesOf(tree, [3, 4]).map((c) => c.slug)).toEqual(['outerwear']);
    expect(subtreesOf(tree, [2, 4]).map((c) => c.slug)).toEqual(['hoodies', 't-shirts']);
    expect(subtreesOf(tree, [99])).toEqual([]);
  });
});
