import type { BrandRow, CategoryRow, DecorationMethodRow, WarehouseRow } from './row-types.ts';

/**
 * Categories of every demo store, parents before children. Ids are fixed and unique across
 * stores: store 1 uses 101-199, store 2 201-299, store 3 301-399, store 4 401-499, store 66 6601+.
 * Store 1's Apparel > Outerwear > Hoodies/Jackets and Apparel > Headwear > Caps/Beanies are
 * two levels deep, for the category filter tree.
 */
export const categories: CategoryRow[] = [
  // Store 1 "Demo Merch"
  { id: 101, storefront_id: 1, parent_id: null, name: 'Apparel', slug: 'apparel', is_company: 0, position: 1 },
  { id: 102, storefront_id: 1, parent_id: 101, name: 'T-Shirts', slug: 't-shirts', is_company: 0, position: 1 },
  { id: 103, storefront_id: 1, parent_id: 101, name: 'Outerwear', slug: 'outerwear', is_company: 0, position: 2 },
  { id: 104, storefront_id: 1, parent_id: 103, name: 'Hoodies', slug: 'hoodies', is_company: 0, position: 1 },
  { id: 105, storefront_id: 1, parent_id: 103, name: 'Jackets', slug: 'jackets', is_company: 0, position: 2 },
  { id: 106, storefront_id: 1, parent_id: 101, name: 'Headwear', slug: 'headwear', is_company: 0, position: 3 },
  { id: 107, storefront_id: 1, parent_id: 106, name: 'Caps', slug: 'caps', is_company: 0, position: 1 },
  { id: 108, storefront_id: 1, parent_id: 106, name: 'Beanies', slug: 'beanies', is_company: 0, position: 2 },
  { id: 110, storefront_id: 1, parent_id: null, name: 'Drinkware', slug: 'drinkware', is_company: 0, position: 2 },
  { id: 111, storefront_id: 1, parent_id: 110, name: 'Mugs', slug: 'mugs', is_company: 0, position: 1 },
  { id: 112, storefront_id: 1, parent_id: 110, name: 'Bottles', slug: 'bottles', is_company: 0, position: 2 },
  { id: 113, storefront_id: 1, parent_id: 110, name: 'Tumblers', slug: 'tumblers', is_company: 0, position: 3 },
  { id: 120, storefront_id: 1, parent_id: null, name: 'Accessories', slug: 'accessories', is_company: 0, position: 3 },
  { id: 121, storefront_id: 1, parent_id: 120, name: 'Bags', slug: 'bags', is_company: 0, position: 1 },
  { id: 122, storefront_id: 1, parent_id: 120, name: 'Stationery', slug: 'stationery', is_company: 0, position: 2 },
  { id: 123, storefront_id: 1, parent_id: 120, name: 'Tech', slug: 'tech', is_company: 0, position: 3 },
  { id: 130, storefront_id: 1, parent_id: null, name: 'Gift Cards', slug: 'gift-cards', is_company: 0, position: 4 },
  { id: 140, storefront_id: 1, parent_id: null, name: 'Company Picks', slug: 'company-picks', is_company: 1, position: 5 },
  // Store 2 "Acme Private"
  { id: 201, storefront_id: 2, parent_id: null, name: 'Apparel', slug: 'apparel', is_company: 0, position: 1 },
  { id: 202, storefront_id: 2, parent_id: null, name: 'Drinkware', slug: 'drinkware', is_company: 0, position: 2 },
  { id: 203, storefront_id: 2, parent_id: null, name: 'Office', slug: 'office', is_company: 1, position: 3 },
  // Store 3 "Contoso Workplace"
  { id: 301, storefront_id: 3, parent_id: null, name: 'Apparel', slug: 'apparel', is_company: 0, position: 1 },
  { id: 302, storefront_id: 3, parent_id: null, name: 'Accessories', slug: 'accessories', is_company: 0, position: 2 },
  // Store 4 "Draft Preview"
  { id: 401, storefront_id: 4, parent_id: null, name: 'Apparel', slug: 'apparel', is_company: 0, position: 1 },
  { id: 402, storefront_id: 4, parent_id: null, name: 'Drinkware', slug: 'drinkware', is_company: 0, position: 2 },
  // Store 66 "Store 66 Retail"
  { id: 6601, storefront_id: 66, parent_id: null, name: 'Apparel', slug: 'apparel', is_company: 0, position: 1 },
  { id: 6602, storefront_id: 66, parent_id: null, name: 'Accessories', slug: 'accessories', is_company: 0, position: 2 },
  { id: 6603, storefront_id: 66, parent_id: null, name: 'Drinkware', slug: 'drinkware', is_company: 0, position: 3 },
];

export const brands: BrandRow[] = [
  { id: 1, storefront_id: 1, name: 'Northwind Apparel' },
  { id: 2, storefront_id: 1, name: 'Summit Goods' },
  { id: 3, storefront_id: 1, name: 'Blue Harbor' },
  { id: 4, storefront_id: 2, name: 'Acme Originals' },
  { id: 5, storefront_id: 3, name: 'Contoso Gear' },
  { id: 6, storefront_id: 4, name: 'Draft Studio' },
  { id: 7, storefront_id: 66, name: 'Store 66 Basics' },
];

/** Store 1 has two warehouses so a cart splits into parcels. */
export const warehouses: WarehouseRow[] = [
  { id: 1, storefront_id: 1, name: 'East Coast Warehouse' },
  { id: 2, storefront_id: 1, name: 'West Coast Warehouse' },
  { id: 3, storefront_id: 2, name: 'Acme HQ Warehouse' },
  { id: 4, storefront_id: 3, name: 'Contoso Fulfilment Center' },
  { id: 5, storefront_id: 4, name: 'Draft Studio Stockroom' },
  { id: 6, storefront_id: 66, name: 'Store 66 Depot' },
  { id: 7, storefront_id: 66, name: 'Store 66 Backroom' },
];

export const decorationMethods: DecorationMethodRow[] = [
  { id: 1, storefront_id: 1, name: 'Screen Print' },
  { id: 2, storefront_id: 1, name: 'Embroidery' },
  { id: 3, storefront_id: 1, name: 'Laser Engraving' },
  { id: 4, storefront_id: 1, name: 'Full-Color Print' },
  { id: 5, storefront_id: 2, name: 'Embroidery' },
  { id: 6, storefront_id: 66, name: 'Screen Print' },
];
