/** docs/product.md §3: a category with its nested sub-categories. */
export type CategoryNode = {
  id: number;
  name: string;
  slug: string;
  is_company: boolean;
  sub_categories: CategoryNode[];
};

// The answer schemas (and CategoryAnswer) live in category-tree-schema.ts: loaders import them
// when they run, so the tree helpers here reach the browser's first load without valibot (ADR 0006).

/** A category row as stored. */
export type CategoryRecord = {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  is_company: number | boolean;
  position: number;
};

/**
 * The tree below `rootId` (null: the whole store), keeping only categories that hold a listed
 * product themselves or in a sub-category, so a filter never offers an empty choice. Siblings
 * keep their configured position, then their name.
 */
export function buildCategoryTree(
  rows: readonly CategoryRecord[],
  withProducts: ReadonlySet<number>,
  rootId: number | null = null,
): CategoryNode[] {
  const children = new Map<number | null, CategoryRecord[]>();
  for (const row of rows) {
    const siblings = children.get(row.parent_id) ?? [];
    siblings.push(row);
    children.set(row.parent_id, siblings);
  }
  const visiting = new Set<number>();
  const build = (parentId: number | null): CategoryNode[] => {
    const siblings = [...(children.get(parentId) ?? [])].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
    const nodes: CategoryNode[] = [];
    for (const row of siblings) {
      if (visiting.has(row.id)) continue; // a cycle in stored data must not loop forever
      visiting.add(row.id);
      const sub = build(row.id);
      visiting.delete(row.id);
      if (sub.length === 0 && !withProducts.has(row.id)) continue;
      nodes.push({ id: row.id, name: row.name, slug: row.slug, is_company: Boolean(row.is_company), sub_categories: sub });
    }
    return nodes;
  };
  return build(rootId);
}

/** docs/product.md §3: a filter tree node (key, label, data = category id, children). */
export type FilterNode = { key: string; label: string; data: number; children: FilterNode[] };

export function toFilterNodes(categories: readonly CategoryNode[]): FilterNode[] {
  return categories.map((category) => ({
    key: String(category.id),
    label: category.name,
    data: category.id,
    children: toFilterNodes(category.sub_categories),
  }));
}

/** Every id in a tree, parents before children. */
export function treeIds(nodes: readonly FilterNode[]): number[] {
  return nodes.flatMap((node) => [node.data, ...treeIds(node.children)]);
}

/** The subtrees rooted at the given category ids (in tree order); nested picks are not repeated. */
export function subtreesOf(nodes: readonly CategoryNode[], ids: readonly number[]): CategoryNode[] {
  const wanted = new Set(ids);
  const found: CategoryNode[] = [];
  const walk = (list: readonly CategoryNode[]) => {
    for (const node of list) {
      if (wanted.has(node.id)) found.push(node);
      else walk(node.sub_categories);
    }
  };
  walk(nodes);
  return found;
}
