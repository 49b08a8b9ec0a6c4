import { describe, expect, it } from 'vitest';
import type { ProductPage } from './product-list-answer.ts';
import { cappedPage, showsDummies, widgetQuery, widgetSettings, type WidgetChoice } from './widget-settings.ts';

const none: WidgetChoice = { search: '', sort: null, categories: [], brands: [], page: 1 };
const item = (id: number) => ({ id, slug: `p${id}`, name: `P${id}`, price: 1, final_price: 1, currency: 'USD', is_gift_card: false, is_custom: false, created_at: '' });
const answer = (total: number, page: number, perPage: number, count: number): ProductPage => ({
  data: Array.from({ length: count }, (_, i) => item(i)),
  total,
  per_page: perPage,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  from: count ? (page - 1) * perPage + 1 : null,
  to: count ? (page - 1) * perPage + count : null,
});

describe('products list widget', () => {
  it('defaults to 4 per row, 12 per page, 12 to show', () => {
    expect(widgetSettings({})).toEqual({
      perRow: 4, perPage: 12, toShow: 12, showFilters: false, categories: [], brands: [], leadCategory: null, defaultSort: null,
    });
  });

  it('ignores the selection and the cap when listing all products', () => {
    const settings = widgetSettings({ listAllProducts: true, categories: [1], brands: ['B'], productsToShow: 5, sortingOption: '{"id":3,"name":"final_price","code":"desc"}' });
    // All products, still capped at productsToShow (the home page's 8 are 8, not the catalog).
    expect(settings).toMatchObject({ toShow: 5, categories: [], brands: [], defaultSort: 'price-desc' });
    expect(widgetSettings({ listAllProducts: true }).toShow).toBe(12);
  });

  it("sends the designer's selection until the shopper ticks their own", () => {
    const settings = widgetSettings({ categories: [101, 110], brands: ['Summit Goods'], productsPerPage: 8 });
    expect(widgetQuery(settings, { ...none, sort: 'name-asc', page: 2 })).toMatchObject({
      product_categories: [101, 110], brands: ['Summit Goods'], rows: 8, page: 2, sort_field: 'name', sort_order: 'asc',
    });
    expect(widgetQuery(settings, { ...none, categories: [111], brands: ['Blue Harbor'] })).toMatchObject({
      product_categories: [111], brands: ['Blue Harbor'], sort_field: undefined,
    });
  });

  it('caps the products shown at productsToShow', () => {
    const settings = widgetSettings({ productsToShow: 10, productsPerPage: 4 });
    expect(cappedPage(settings, answer(43, 1, 4, 4))).toMatchObject({ total: 10, last_page: 3, from: 1, to: 4 });
    const last = cappedPage(settings, answer(43, 3, 4, 4));
    expect(last.data).toHaveLength(2);
    expect(last).toMatchObject({ from: 9, to: 10 });
    expect(cappedPage(settings, answer(43, 4, 4, 4))).toMatchObject({ data: [], from: null, to: null });
    expect(cappedPage(settings, answer(7, 1, 4, 4)).total).toBe(7);
  });

  it('shows dummies when a brand and category selection yields nothing, not for a search', () => {
    const designed = widgetSettings({ categories: [1], brands: ['B'] });
    const all = widgetSettings({ listAllProducts: true });
    expect(showsDummies(designed, none, answer(0, 1, 12, 0))).toBe(true);
    expect(showsDummies(designed, { ...none, search: 'x' }, answer(0, 1, 12, 0))).toBe(false);
    expect(showsDummies(designed, none, answer(3, 1, 12, 3))).toBe(false);
    expect(showsDummies(all, none, answer(0, 1, 12, 0))).toBe(false);
    // The shopper's own brand and category ticks that match nothing.
    expect(showsDummies(all, { ...none, categories: [7], brands: ['Blue Harbor'] }, answer(0, 1, 12, 0))).toBe(true);
    expect(showsDummies(all, { ...none, brands: ['Blue Harbor'], search: 'zzz' }, answer(0, 1, 12, 0))).toBe(false);
  });
});
