import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_MENU_DEPTH, MenuEntrySchema, type StoredMenuEntry } from './menu.ts';
import { parseTolerantly } from './read-tolerantly.ts';

/** An entry `levels` deep: each level the only child of the one above. */
function entryOf(levels: number): unknown {
  let entry: unknown = { label: `Level ${levels}` };
  for (let level = levels - 1; level >= 1; level -= 1) entry = { label: `Level ${level}`, children: [entry] };
  return entry;
}

function depthOf(entry: StoredMenuEntry): number {
  return 1 + Math.max(0, ...entry.children.map(depthOf));
}

describe('MenuEntrySchema', () => {
  it('takes a menu six levels deep, children defaulting to []', () => {
    expect(MAX_MENU_DEPTH).toBe(6);
    const parsed = v.parse(MenuEntrySchema, entryOf(6));
    expect(depthOf(parsed)).toBe(6);
  });

  it('refuses a seventh level at the path of its first entry', () => {
    const result = v.safeParse(MenuEntrySchema, entryOf(7));
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['children.0.children.0.children.0.children.0.children.0.children.0', 'must not nest deeper than 6 menu levels'],
    ]);
  });

  it('refuses an entry thousands of levels deep without recursing into it', () => {
    const result = v.safeParse(MenuEntrySchema, entryOf(10_000));
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['children.0.children.0.children.0.children.0.children.0.children.0']);
  });

  it('cuts a stored menu deeper than six levels on read', () => {
    const { result, notes } = parseTolerantly(MenuEntrySchema, entryOf(9));
    expect(result.success).toBe(true);
    expect(result.success && depthOf(result.output)).toBe(6);
    expect(notes).toEqual(['children.0.children.0.children.0.children.0.children.0.children: no longer valid, its default applies']);
  });
});
