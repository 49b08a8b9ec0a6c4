import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SortSettingSchema } from '../schemas/sort-setting.ts';
import { shapeVariants } from '../shape-samples.ts';
import { defaultSortOption, sortOptionByKey, SORT_OPTIONS } from './sort-options.ts';

describe('sort options', () => {
  it('lists the five options of the spec in order', () => {
    expect(SORT_OPTIONS.map((o) => `${o.field} ${o.order}`)).toEqual([
      'created_at desc',
      'final_price asc',
      'final_price desc',
      'name asc',
      'name desc',
    ]);
  });

  it('finds an option by its URL key', () => {
    expect(sortOptionByKey('price-desc')?.id).toBe(3);
    expect(sortOptionByKey('cheapest')).toBeNull();
    expect(sortOptionByKey(null)).toBeNull();
  });

  it('picks the default by id from an object or a JSON string', () => {
    expect(defaultSortOption({ id: 1, name: 'created_at', code: 'desc' })?.key).toBe('newest');
    expect(defaultSortOption('{"id":4,"name":"name","code":"asc"}')?.key).toBe('name-asc');
  });

  it('means no default for dont_sort, nothing, or unreadable settings', () => {
    expect(defaultSortOption({ id: 6, name: 'dont_sort', code: 'asc' })).toBeNull();
    expect(defaultSortOption(null)).toBeNull();
    expect(defaultSortOption('not json')).toBeNull();
    expect(defaultSortOption('{"id":"x"}')).toBeNull();
  });

  it('falls back to field and direction when the id is unknown', () => {
    expect(defaultSortOption({ id: 42, name: 'final_price', code: 'DESC' })?.key).toBe('price-desc');
    expect(defaultSortOption({ id: 42, name: 'weight', code: 'asc' })).toBeNull();
  });
});

describe('defaultSortOption reading a JSON setting without valibot', () => {
  it('accepts exactly the settings SortSettingSchema accepts', () => {
    for (const { label, value } of shapeVariants({ id: 4, name: 'name', code: 'asc', extra: true })) {
      const json = JSON.stringify(value) ?? 'undefined';
      const reference = v.safeParse(SortSettingSchema, value === undefined ? undefined : JSON.parse(json));
      const expected = reference.success ? defaultSortOption(reference.output) : null;
      expect({ label, key: defaultSortOption(json)?.key ?? null }).toEqual({ label, key: expected?.key ?? null });
    }
  });
});
