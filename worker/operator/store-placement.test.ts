import { describe, expect, it } from 'vitest';
import { pickDatabase } from './store-placement.ts';

describe('pickDatabase', () => {
  it('takes the database with the fewest rows, whatever its stores', () => {
    expect(pickDatabase([900, 120, 400, 300], [1, 9, 2, 2])).toBe(1);
  });

  it('spreads stores created one after another on empty databases', () => {
    const stores = [0, 0, 0, 0];
    const placed = [1, 2, 3, 4, 5].map(() => {
      const database = pickDatabase([0, 0, 0, 0], stores);
      stores[database]! += 1;
      return database;
    });
    expect(placed).toEqual([0, 1, 2, 3, 0]);
  });

  it('takes the lowest number when rows and stores tie', () => {
    expect(pickDatabase([5, 5, 7], [2, 2, 0])).toBe(0);
  });
});
