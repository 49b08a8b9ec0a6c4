import { describe, expect, it } from 'vitest';
import { filterQuery, orderListQuery } from './order-filters.ts';

describe('order filters', () => {
  it('passes the set filters, the limit and the cursor to the API', () => {
    const search = new URLSearchParams('status=1&payment_status=&q=%20sam%20&order=x');
    expect(orderListQuery(search, 50, 'abc')).toBe('?status=1&q=sam&limit=50&cursor=abc');
  });
  it('keeps only the filters for the export and for links', () => {
    expect(filterQuery(new URLSearchParams('payment_status=paid&order=x'))).toBe('?payment_status=paid');
    expect(filterQuery(new URLSearchParams(''), { order: 'u' })).toBe('?order=u');
    expect(filterQuery(new URLSearchParams(''))).toBe('');
  });
});
