import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductListQuerySchema } from './product-list-query.ts';

const parse = (query: Record<string, string | string[]>) => v.safeParse(ProductListQuerySchema, query);
const message = (query: Record<string, string | string[]>) => {
  const result = parse(query);
  return result.success ? null : result.issues[0]?.message;
};

describe('product list query', () => {
  it('has defaults for everything', () => {
    const result = parse({});
    expect(result.success && result.output).toEqual({
      relations: [],
      global_filter: '',
      sort_order: 'asc',
      product_categories: [],
      brands: [],
      rows: 10,
      page: 1,
    });
  });

  it('reads lists given once or repeated, numbers and a trimmed search', () => {
    const result = parse({
      relations: ['productThumbnail', 'productVariants', 'productThumbnail'],
      global_filter: '  tee ',
      sort_field: 'final_price',
      sort_order: 'DESC',
      product_categories: ['101', '104', '101'],
      product_category_id: '101',
      brands: 'Summit Goods',
      rows: '9',
      page: '2',
    });
    expect(result.success && result.output).toEqual({
      relations: ['productThumbnail', 'productVariants'],
      global_filter: 'tee',
      sort_field: 'final_price',
      sort_order: 'desc',
      product_categories: [101, 104],
      product_category_id: 101,
      brands: ['Summit Goods'],
      rows: 9,
      page: 2,
    });
  });

  it('names the parameter and what it accepts when a value is wrong', () => {
    expect(message({ sort_field: 'price' })).toBe('sort_field must be one of: created_at, final_price, name.');
    expect(message({ sort_order: 'up' })).toBe('sort_order must be asc or desc.');
    expect(message({ rows: '-1' })).toBe('rows must be between 1 and 100.');
    expect(message({ rows: '0' })).toBe('rows must be between 1 and 100.');
    expect(message({ rows: '100000000000000000000' })).toBe('rows must be a whole number.');
    expect(message({ page: '100001' })).toBe('page must be between 1 and 100000.');
    expect(message({ page: '1.5' })).toBe('page must be a whole number.');
    expect(message({ page: ['1', '2'] })).toBe('page must be a whole number.');
    expect(message({ product_categories: ['1', 'shoes'] })).toBe('product_categories must be a list of ids (whole numbers).');
    expect(message({ product_categories: Array.from({ length: 51 }, (_, i) => String(i + 1)) })).toBe(
      'product_categories accepts at most 50 values.',
    );
    expect(message({ product_category_id: 'abc' })).toBe('product_category_id must be a whole number.');
    expect(message({ relations: ['reviews'] })).toBe(
      'relations accepts only: productThumbnail, productVariants, productVariants.variantThumbnail.',
    );
    expect(message({ global_filter: 'x'.repeat(101) })).toBe('global_filter must be at most 100 characters.');
  });
});
