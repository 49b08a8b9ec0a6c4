import { describe, expect, it } from 'vitest';
import { approxBytes } from './approx-bytes.ts';

describe('approxBytes (the estimate caches are bounded by)', () => {
  it('grows with a string’s length, two bytes a character', () => {
    expect(approxBytes('')).toBe(16);
    expect(approxBytes('x'.repeat(1_000)) - approxBytes('')).toBe(2_000);
  });

  it('counts numbers and the like as a word, byte arrays by their bytes', () => {
    expect(approxBytes(12_345)).toBe(8);
    expect(approxBytes(null)).toBe(8);
    expect(approxBytes(new Uint8Array(4_096))).toBe(64 + 4_096);
  });

  it('adds up arrays and objects, keys included, and never undercounts what they hold', () => {
    const path = '/products/' + 'a'.repeat(500);
    const answer = [[['handler', { slug: path.slice(10) }]]];
    expect(approxBytes(answer)).toBeGreaterThan(2 * path.length);
    expect(approxBytes({ a: 'x' })).toBe(32 + 16 + 2 + 16 + 2);
    expect(approxBytes([1, 2, 3])).toBe(32 + 3 * 16);
  });

  it('stops at the depth it is given', () => {
    let deep: unknown = 'x'.repeat(10_000);
    for (let i = 0; i < 20; i++) deep = [deep];
    expect(approxBytes(deep)).toBeLessThan(1_000);
  });
});
