import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, pathTooDeep } from './json-depth.ts';

function nested(levels: number): unknown {
  let value: unknown = {};
  for (let level = 1; level < levels; level += 1) value = { children: [value] };
  return value;
}

describe('pathTooDeep', () => {
  it('passes bodies up to the limit, and flat values', () => {
    expect(pathTooDeep({ a: [1, { b: 'x' }], c: null })).toBeNull();
    expect(pathTooDeep('text')).toBeNull();
    expect(pathTooDeep([[[[]]]], 4)).toBeNull();
  });

  it('names the path of the first object or list past the limit', () => {
    expect(pathTooDeep([[[[]]]], 3)).toEqual([0, 0, 0]);
    expect(pathTooDeep({ ok: [1], deep: { a: { b: {} } } }, 3)).toEqual(['deep', 'a', 'b']);
    expect(pathTooDeep({ first: [[[]]], second: [[[]]] }, 3)).toEqual(['first', 0, 0]);
  });

  it('walks a body nested 100,000 levels deep without overflowing the stack', () => {
    const path = pathTooDeep(nested(100_000));
    expect(path).toHaveLength(MAX_JSON_DEPTH);
    expect(path?.slice(0, 3)).toEqual(['children', 0, 'children']);
  });
});
