import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination.ts';

describe('page window', () => {
  it('shows no paginator for a single page', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows every page when there are at most 5', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page and stays within the range', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(99, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});
