/**
 * Moves in a menu tree (entries with `children`), addressed by index paths ([2, 0] is the first
 * child of the third entry). Pure: each returns a new tree and leaves the old one as it was, or
 * the same tree when the move is not possible (the first entry cannot move up, …).
 */
export type TreeNode<T> = T & { children: TreeNode<T>[] };
export type TreePath = readonly number[];

/** Moves one item of a flat list from one index to another (sections, social links). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function nodeAt<T>(tree: readonly TreeNode<T>[], path: TreePath): TreeNode<T> | undefined {
  let list = tree;
  let node: TreeNode<T> | undefined;
  for (const index of path) {
    node = list[index];
    if (!node) return undefined;
    list = node.children;
  }
  return node;
}

/** The tree with the children list at `parent` replaced by what `change` makes of it. */
function withChildren<T>(tree: readonly TreeNode<T>[], parent: TreePath, change: (list: TreeNode<T>[]) => TreeNode<T>[]): TreeNode<T>[] {
  if (parent.length === 0) return change([...tree]);
  const [head, ...rest] = parent as [number, ...number[]];
  return tree.map((node, index) => (index === head ? { ...node, children: withChildren(node.children, rest, change) } : node));
}

export function updateAt<T>(tree: readonly TreeNode<T>[], path: TreePath, change: (node: TreeNode<T>) => TreeNode<T>): TreeNode<T>[] {
  const index = path.at(-1);
  if (index === undefined || !nodeAt(tree, path)) return [...tree];
  return withChildren(tree, path.slice(0, -1), (list) => list.map((node, i) => (i === index ? change(node) : node)));
}

export function removeAt<T>(tree: readonly TreeNode<T>[], path: TreePath): TreeNode<T>[] {
  const index = path.at(-1);
  if (index === undefined || !nodeAt(tree, path)) return [...tree];
  return withChildren(tree, path.slice(0, -1), (list) => list.filter((_, i) => i !== index));
}

export function insertAt<T>(tree: readonly TreeNode<T>[], parent: TreePath, index: number, node: TreeNode<T>): TreeNode<T>[] {
  return withChildren(tree, parent, (list) => [...list.slice(0, index), node, ...list.slice(index)]);
}

/** Up or down among its siblings. */
export function moveAmongSiblings<T>(tree: readonly TreeNode<T>[], path: TreePath, by: -1 | 1): TreeNode<T>[] {
  const index = path.at(-1);
  if (index === undefined) return [...tree];
  return withChildren(tree, path.slice(0, -1), (list) => moveItem(list, index, index + by));
}

/** Into the sibling before it, as its last child. */
export function indent<T>(tree: readonly TreeNode<T>[], path: TreePath): TreeNode<T>[] {
  const index = path.at(-1);
  const node = nodeAt(tree, path);
  if (index === undefined || index === 0 || !node) return [...tree];
  const parent = path.slice(0, -1);
  const previous = nodeAt(tree, [...parent, index - 1])!;
  const without = removeAt(tree, path);
  return insertAt(without, [...parent, index - 1], previous.children.length, node);
}

/** Out of its parent, right after it. */
export function outdent<T>(tree: readonly TreeNode<T>[], path: TreePath): TreeNode<T>[] {
  const node = nodeAt(tree, path);
  if (path.length < 2 || !node) return [...tree];
  const parentPath = path.slice(0, -1);
  const parentIndex = parentPath.at(-1)!;
  const without = removeAt(tree, path);
  return insertAt(without, parentPath.slice(0, -1), parentIndex + 1, node);
}

const isWithin = (path: TreePath, ancestor: TreePath) => ancestor.length <= path.length && ancestor.every((index, i) => path[i] === index);

/**
 * Dragging: the entry at `from` goes before the entry at `before` (or, with `inside`, becomes the
 * last child of it). Not into itself or its own children.
 */
export function moveTo<T>(tree: readonly TreeNode<T>[], from: TreePath, target: TreePath, inside = false): TreeNode<T>[] {
  const node = nodeAt(tree, from);
  if (!node || !nodeAt(tree, target) || isWithin(target, from)) return [...tree];
  // Where the target is once the dragged entry has left: later siblings of `from` (and their
  // descendants) move up by one.
  const adjusted = [...target];
  const depth = from.length - 1;
  if (adjusted.length > depth && from.slice(0, -1).every((index, i) => adjusted[i] === index) && adjusted[depth]! > from[depth]!) {
    adjusted[depth] = adjusted[depth]! - 1;
  }
  const without = removeAt(tree, from);
  if (inside) return insertAt(without, adjusted, nodeAt(without, adjusted)!.children.length, node);
  return insertAt(without, adjusted.slice(0, -1), adjusted.at(-1)!, node);
}
