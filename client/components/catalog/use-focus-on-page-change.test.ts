import { describe, expect, it } from 'vitest';
import { isNewPageOrList } from './use-focus-on-page-change.ts';

const shown = { page: 2, filters: '{"search":""}', list: 'apparel' };

describe('focus after a list change', () => {
  it('moves to the heading when another page of the same choice arrives', () => {
    expect(isNewPageOrList(shown, { ...shown, page: 3 })).toBe(true);
  });

  it('stays in the control when a filter, search or sort change sent the list back to page 1', () => {
    expect(isNewPageOrList(shown, { ...shown, page: 1, filters: '{"search":"mug"}' })).toBe(false);
    expect(isNewPageOrList(shown, { ...shown, filters: '{"search":"mug"}' })).toBe(false);
  });

  it('moves to the heading when another list (category) arrives', () => {
    expect(isNewPageOrList(shown, { page: 1, filters: '{}', list: 'drinkware' })).toBe(true);
  });

  it('does nothing when nothing changed', () => {
    expect(isNewPageOrList(shown, { ...shown })).toBe(false);
  });
});
