import { describe, expect, it } from 'vitest';
import { indent, insertAt, moveAmongSiblings, moveItem, moveTo, nodeAt, outdent, removeAt, updateAt, type TreeNode } from './tree-moves.ts';

type Entry = TreeNode<{ label: string }>;
const e = (label: string, children: Entry[] = []): Entry => ({ label, children });
const labels = (tree: Entry[]): unknown => tree.map((node) => (node.children.length ? [node.label, labels(node.children)] : node.label));
const menu = () => [e('A', [e('A1'), e('A2')]), e('B'), e('C', [e('C1')])];

describe('tree moves', () => {
  it('moves items of a flat list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('finds, updates, removes and inserts by path without changing the old tree', () => {
    const tree = menu();
    expect(nodeAt(tree, [0, 1])?.label).toBe('A2');
    expect(nodeAt(tree, [5])).toBeUndefined();
    expect(labels(updateAt(tree, [2, 0], (node) => ({ ...node, label: 'C one' })))).toEqual([['A', ['A1', 'A2']], 'B', ['C', ['C one']]]);
    expect(labels(removeAt(tree, [0, 0]))).toEqual([['A', ['A2']], 'B', ['C', ['C1']]]);
    expect(labels(insertAt(tree, [1], 0, e('B1')))).toEqual([['A', ['A1', 'A2']], ['B', ['B1']], ['C', ['C1']]]);
    expect(labels(tree)).toEqual(labels(menu()));
  });

  it('moves up and down among siblings, not past the ends', () => {
    expect(labels(moveAmongSiblings(menu(), [1], -1))).toEqual(['B', ['A', ['A1', 'A2']], ['C', ['C1']]]);
    expect(labels(moveAmongSiblings(menu(), [0, 0], 1))).toEqual([['A', ['A2', 'A1']], 'B', ['C', ['C1']]]);
    expect(labels(moveAmongSiblings(menu(), [0], -1))).toEqual(labels(menu()));
  });

  it('nests into the entry before and back out after the parent', () => {
    expect(labels(indent(menu(), [1]))).toEqual([['A', ['A1', 'A2', 'B']], ['C', ['C1']]]);
    expect(labels(indent(menu(), [0]))).toEqual(labels(menu()));
    expect(labels(outdent(menu(), [0, 0]))).toEqual([['A', ['A2']], 'A1', 'B', ['C', ['C1']]]);
    expect(labels(outdent(menu(), [1]))).toEqual(labels(menu()));
  });

  it('drags before another entry or into it, never into itself', () => {
    expect(labels(moveTo(menu(), [0], [2]))).toEqual(['B', ['A', ['A1', 'A2']], ['C', ['C1']]]);
    expect(labels(moveTo(menu(), [2], [0]))).toEqual([['C', ['C1']], ['A', ['A1', 'A2']], 'B']);
    expect(labels(moveTo(menu(), [0, 1], [2, 0]))).toEqual([['A', ['A1']], 'B', ['C', ['A2', 'C1']]]);
    expect(labels(moveTo(menu(), [1], [2], true))).toEqual([['A', ['A1', 'A2']], ['C', ['C1', 'B']]]);
    expect(labels(moveTo(menu(), [0], [2, 0], true))).toEqual(['B', ['C', [['C1', [['A', ['A1', 'A2']]]]]]]);
    expect(labels(moveTo(menu(), [0], [0, 1]))).toEqual(labels(menu()));
  });
});
