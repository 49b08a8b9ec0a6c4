import { APPAREL_SIZES, type ProductSpec } from './product-spec.ts';

/** Small catalogs of stores 2, 3, 4 and 66, so none of their pages is empty. */
export const otherStoresProducts: ProductSpec[] = [
  // Store 2 "Acme Private"
  {
    id: 2001, store: 2, slug: 'acme-logo-tee', name: 'Acme Logo Tee', kind: 'tshirt', categories: ['apparel'],
    brand: 'Acme Originals', warehouse: 3, price: 2000, created: '2026-01-10', sizes: APPAREL_SIZES,
    colors: ['black', 'white', 'grey'], decorations: ['Embroidery'],
  },
  {
    id: 2002, store: 2, slug: 'acme-fleece-hoodie', name: 'Acme Fleece Hoodie', kind: 'hoodie', categories: ['apparel'],
    brand: 'Acme Originals', warehouse: 3, price: 5200, created: '2025-12-01', sizes: APPAREL_SIZES, colors: ['navy', 'charcoal'],
  },
  {
    id: 2003, store: 2, slug: 'acme-coffee-mug', name: 'Acme Coffee Mug', kind: 'mug', categories: ['drinkware'],
    brand: 'Acme Originals', warehouse: 3, price: 1300, created: '2025-11-15', colors: ['white', 'red'],
  },
  {
    id: 2004, store: 2, slug: 'acme-water-bottle', name: 'Acme Water Bottle', kind: 'bottle', categories: ['drinkware'],
    brand: 'Acme Originals', warehouse: 3, price: 2900, created: '2026-02-02', colors: ['stainless'],
  },
  {
    id: 2005, store: 2, slug: 'acme-notebook', name: 'Acme Notebook', kind: 'notebook', categories: ['office'],
    brand: 'Acme Originals', warehouse: 3, price: 1500, created: '2025-10-20', colors: ['black', 'red'],
  },
  // Store 3 "Contoso Workplace"
  {
    id: 3001, store: 3, slug: 'contoso-team-tee', name: 'Contoso Team Tee', kind: 'tshirt', categories: ['apparel'],
    brand: 'Contoso Gear', warehouse: 4, price: 2100, created: '2026-02-12', sizes: APPAREL_SIZES,
    colors: ['royal-blue', 'white', 'black'],
  },
  {
    id: 3002, store: 3, slug: 'contoso-quarter-zip', name: 'Contoso Quarter-Zip', kind: 'jacket', categories: ['apparel'],
    brand: 'Contoso Gear', warehouse: 4, price: 6400, created: '2025-12-18', sizes: APPAREL_SIZES, colors: ['navy', 'heather-grey'],
  },
  {
    id: 3003, store: 3, slug: 'contoso-cap', name: 'Contoso Cap', kind: 'cap', categories: ['accessories'],
    brand: 'Contoso Gear', warehouse: 4, price: 2300, created: '2025-11-05', colors: ['navy', 'white'],
  },
  {
    id: 3004, store: 3, slug: 'contoso-travel-tumbler', name: 'Contoso Travel Tumbler', kind: 'tumbler',
    categories: ['accessories'], brand: 'Contoso Gear', warehouse: 4, price: 2700, created: '2026-01-22', colors: ['black', 'stainless'],
  },
  {
    id: 3005, store: 3, slug: 'contoso-laptop-backpack', name: 'Contoso Laptop Backpack', kind: 'backpack',
    categories: ['accessories'], brand: 'Contoso Gear', warehouse: 4, price: 7200, created: '2025-09-30', colors: ['charcoal'],
  },
  // Store 4 "Draft Preview" (status draft, prices disabled)
  {
    id: 4001, store: 4, slug: 'preview-tee', name: 'Preview Tee', kind: 'tshirt', categories: ['apparel'],
    brand: 'Draft Studio', warehouse: 5, price: 1900, created: '2026-03-01', sizes: APPAREL_SIZES, colors: ['white', 'teal'],
  },
  {
    id: 4002, store: 4, slug: 'preview-hoodie', name: 'Preview Hoodie', kind: 'hoodie', categories: ['apparel'],
    brand: 'Draft Studio', warehouse: 5, price: 4900, created: '2026-02-15', sizes: APPAREL_SIZES, colors: ['purple', 'black'],
  },
  {
    id: 4003, store: 4, slug: 'preview-beanie', name: 'Preview Beanie', kind: 'beanie', categories: ['apparel'],
    brand: 'Draft Studio', warehouse: 5, price: 1700, created: '2026-01-30', colors: ['orange'],
  },
  {
    id: 4004, store: 4, slug: 'preview-mug', name: 'Preview Mug', kind: 'mug', categories: ['drinkware'],
    brand: 'Draft Studio', warehouse: 5, price: 1200, created: '2026-01-08', colors: ['white', 'light-blue'],
  },
  {
    id: 4005, store: 4, slug: 'preview-tumbler', name: 'Preview Tumbler', kind: 'tumbler', categories: ['drinkware'],
    brand: 'Draft Studio', warehouse: 5, price: 2600, created: '2025-12-12', colors: ['teal'],
  },
  // Store 66 "Store 66 Retail"
  {
    id: 6601, store: 66, slug: 'store66-tee', name: 'Store 66 Tee', kind: 'tshirt', categories: ['apparel'],
    brand: 'Store 66 Basics', warehouse: 6, price: 1800, created: '2026-02-08', sizes: APPAREL_SIZES,
    colors: ['black', 'white', 'red'], decorations: ['Screen Print'],
  },
  {
    id: 6602, store: 66, slug: 'store66-hoodie', name: 'Store 66 Hoodie', kind: 'hoodie', categories: ['apparel'],
    brand: 'Store 66 Basics', warehouse: 6, price: 4600, created: '2026-01-14', sizes: APPAREL_SIZES, colors: ['heather-grey'],
  },
  {
    id: 6603, store: 66, slug: 'store66-beanie', name: 'Store 66 Beanie', kind: 'beanie', categories: ['accessories'],
    brand: 'Store 66 Basics', warehouse: 7, price: 1600, created: '2025-12-20', colors: ['black', 'red'],
  },
  {
    id: 6604, store: 66, slug: 'store66-tote', name: 'Store 66 Tote', kind: 'tote', categories: ['accessories'],
    brand: 'Store 66 Basics', warehouse: 7, price: 1400, created: '2025-11-28', colors: ['natural'],
  },
  {
    id: 6605, store: 66, slug: 'store66-mug', name: 'Store 66 Mug', kind: 'mug', categories: ['drinkware'],
    brand: 'Store 66 Basics', warehouse: 6, price: 1200, created: '2025-10-31', colors: ['white', 'black'],
  },
];
