import type { ProductSpec } from './product-spec.ts';

/** Store 1 drinkware, bags, stationery, tech, the gift card and the custom product. */
export const store1Goods: ProductSpec[] = [
  {
    id: 1021, store: 1, slug: 'ceramic-mug', name: 'Classic Ceramic Mug 11 oz', kind: 'mug', categories: ['mugs'],
    brand: 'Blue Harbor', warehouse: 1, price: 1400, created: '2025-09-25', sizes: ['11 oz'],
    colors: ['white', 'black', 'royal-blue'], decorations: ['Full-Color Print'],
    reviews: [
      { rating: 5, author: 'Grace H.', body: 'Dishwasher safe and the print has not faded.', date: '2025-10-10' },
      { rating: 3, author: 'Tom B.', body: 'Smaller than I thought.', date: '2025-10-22' },
    ],
  },
  {
    id: 1022, store: 1, slug: 'enamel-camp-mug', name: 'Enamel Camp Mug', kind: 'mug', categories: ['mugs'],
    brand: 'Summit Goods', warehouse: 2, price: 1800, created: '2026-03-10', colors: ['white', 'forest-green', 'navy'],
  },
  {
    id: 1023, store: 1, slug: 'latte-mug', name: 'Latte Mug 15 oz', kind: 'mug', categories: ['mugs'], brand: 'Blue Harbor',
    warehouse: 1, price: 1600, created: '2025-02-14', sizes: ['15 oz'], colors: ['light-yellow', 'light-pink', 'white'],
  },
  {
    id: 1046, store: 1, slug: 'espresso-cup-set', name: 'Espresso Cup Set', kind: 'mug', categories: ['mugs'],
    brand: 'Summit Goods', warehouse: 1, price: 2200, created: '2025-01-28', colors: ['white', 'black'],
  },
  {
    id: 1024, store: 1, slug: 'insulated-bottle', name: 'Insulated Water Bottle 20 oz', kind: 'bottle',
    categories: ['bottles', 'company-picks'], brand: 'Summit Goods', warehouse: 2, price: 3200, created: '2026-01-28',
    sizes: ['20 oz'], colors: ['stainless', 'black', 'teal'], decorations: ['Laser Engraving'], photos: 1,
    reviews: [{ rating: 5, author: 'Nina S.', body: 'Keeps water cold all day.', date: '2026-02-11' }],
  },
  {
    id: 1025, store: 1, slug: 'glass-bottle', name: 'Glass Water Bottle', kind: 'bottle', categories: ['bottles'],
    brand: 'Blue Harbor', warehouse: 1, price: 2400, created: '2025-06-27', colors: ['frost', 'light-blue'],
  },
  {
    id: 1026, store: 1, slug: 'sport-bottle', name: 'Sport Squeeze Bottle', kind: 'bottle', categories: ['bottles'],
    brand: 'Northwind Apparel', warehouse: 2, price: 900, created: '2025-04-04', colors: ['red', 'royal-blue', 'light-yellow'],
  },
  {
    id: 1027, store: 1, slug: 'travel-tumbler', name: 'Travel Tumbler 16 oz', kind: 'tumbler', categories: ['tumblers'],
    brand: 'Summit Goods', warehouse: 2, price: 2800, created: '2025-12-10', colors: ['stainless', 'black', 'light-pink'],
    decorations: ['Laser Engraving'],
  },
  {
    id: 1028, store: 1, slug: 'cold-brew-tumbler', name: 'Cold Brew Tumbler', kind: 'tumbler', categories: ['tumblers'],
    brand: 'Blue Harbor', warehouse: 1, price: 3400, created: '2026-02-03', colors: ['teal', 'white'],
  },
  {
    id: 1029, store: 1, slug: 'canvas-tote', name: 'Canvas Tote Bag', kind: 'tote', categories: ['bags'], brand: 'Blue Harbor',
    warehouse: 1, price: 1500, created: '2025-08-19', colors: ['natural', 'black', 'navy'], decorations: ['Screen Print'],
    reviews: [{ rating: 4, author: 'Ivy C.', body: 'Sturdy and roomy.', date: '2025-09-02' }],
  },
  {
    id: 1030, store: 1, slug: 'laptop-backpack', name: 'Laptop Backpack', kind: 'backpack', categories: ['bags'],
    brand: 'Summit Goods', warehouse: 2, price: 6900, created: '2025-11-25', colors: ['black', 'charcoal'], photos: 2,
    description:
      '<p>A commuter backpack with a <strong>padded 16" laptop sleeve</strong>.</p>' +
      '<ul><li>Water-resistant shell</li><li>Luggage pass-through</li></ul>',
    reviews: [
      { rating: 4, author: 'Ben A.', body: 'Lots of pockets.', date: '2025-12-05' },
      { rating: 5, author: 'Zoe D.', body: 'Fits my 16 inch laptop with room to spare.', date: '2025-12-19' },
    ],
  },
  {
    id: 1031, store: 1, slug: 'drawstring-bag', name: 'Drawstring Bag', kind: 'tote', categories: ['bags'],
    brand: 'Northwind Apparel', warehouse: 1, price: 800, created: '2025-03-03', colors: ['red', 'royal-blue', 'black'],
  },
  {
    id: 1032, store: 1, slug: 'duffel-bag', name: 'Weekender Duffel Bag', kind: 'duffel', categories: ['bags'],
    brand: 'Summit Goods', warehouse: 2, price: 7900, created: '2025-10-30', colors: ['navy', 'charcoal'],
  },
  {
    id: 1033, store: 1, slug: 'hardcover-notebook', name: 'Hardcover Notebook', kind: 'notebook', categories: ['stationery'],
    brand: 'Blue Harbor', warehouse: 1, price: 1600, created: '2026-01-12', sizes: ['A5'], colors: ['black', 'navy', 'maroon'],
    decorations: ['Laser Engraving'],
  },
  {
    id: 1034, store: 1, slug: 'metal-pen', name: 'Metal Ballpoint Pen', kind: 'pen', categories: ['stationery'],
    brand: 'Summit Goods', warehouse: 1, price: 500, created: '2025-05-16', colors: ['black', 'silver', 'royal-blue'],
  },
  {
    id: 1035, store: 1, slug: 'sticker-sheet', name: 'Sticker Sheet', kind: 'sticker', categories: ['stationery'],
    brand: 'Northwind Apparel', warehouse: 2, price: 600, created: '2025-12-28', colors: ['white'],
  },
  {
    id: 1036, store: 1, slug: 'wireless-charger', name: 'Wireless Charger Pad', kind: 'tech', categories: ['tech'],
    brand: 'Summit Goods', warehouse: 2, price: 3500, created: '2025-09-14', colors: ['black', 'white'],
    flags: { need_attention: 1 },
  },
  {
    id: 1037, store: 1, slug: 'power-bank', name: 'Power Bank 10000 mAh', kind: 'tech', categories: ['tech'],
    brand: 'Blue Harbor', warehouse: 1, price: 4200, created: '2026-02-20', colors: ['black', 'silver'],
  },
  {
    id: 1038, store: 1, slug: 'enamel-lapel-pin', name: 'Enamel Lapel Pin', kind: 'pin', categories: ['accessories'],
    brand: 'Northwind Apparel', warehouse: 1, price: 700, created: '2026-03-14', colors: ['gold', 'silver'],
    flags: { library_approved: 0 },
  },
  {
    id: 1043, store: 1, slug: 'fleece-blanket', name: 'Fleece Blanket', kind: 'blanket', categories: ['accessories'],
    brand: 'Summit Goods', warehouse: 2, price: 4500, created: '2025-02-26', sizes: ['50" x 60"'], colors: ['charcoal', 'navy'],
  },
  {
    id: 1041, store: 1, slug: 'custom-name-badge', name: 'Custom Name Badge', kind: 'badge',
    categories: ['stationery', 'company-picks'], brand: 'Blue Harbor', warehouse: 1, price: 1200, created: '2025-11-08',
    colors: ['white', 'black'], flags: { is_custom: 1 },
    description: 'A magnetic name badge engraved with the name and title you enter.',
    inputFields: [{ label: 'Name on badge', required: true }, { label: 'Job title', required: false }],
  },
  {
    id: 1042, store: 1, slug: 'digital-gift-card', name: 'Digital Gift Card', kind: 'giftcard', categories: ['gift-cards'],
    brand: null, warehouse: null, price: 2500, created: '2025-01-15', colors: ['gift-violet'],
    sizes: ['$25', '$50', '$100'], sizePrices: { $25: 2500, $50: 5000, $100: 10000 },
    flags: { is_gift_card: 1, allow_custom_amount: 1 },
    description: 'Send a Demo Merch gift card by e-mail. Choose an amount or enter your own.',
  },
  {
    // Disabled: must not appear in listings.
    id: 1048, store: 1, slug: 'retired-stadium-cup', name: 'Retired Stadium Cup', kind: 'tumbler', categories: ['tumblers'],
    brand: 'Blue Harbor', warehouse: 1, price: 700, created: '2025-01-05', colors: ['red'], flags: { disabled: 1 },
  },
];
