import { APPAREL_SIZES, type ProductSpec } from './product-spec.ts';

const TEE_DESCRIPTION =
  'Our best-selling crew neck tee is cut from soft, pre-shrunk ring-spun cotton with a relaxed ' +
  'fit that keeps its shape wash after wash. Taped shoulders, a double-stitched hem and a tear-away ' +
  'label make it the shirt your team will actually wear, whether it is printed with a small chest ' +
  'logo or a bold full-back design.';

const HOODIE_BULLETS = JSON.stringify([
  'Midweight 8.5 oz cotton-polyester fleece',
  'Lined hood with matching flat drawcords',
  'Front kangaroo pocket',
  'Ribbed cuffs and waistband',
  'Tear-away label for easy rebranding',
  'Pre-shrunk to keep its size',
]);

const CHEST = { XS: '17"', S: '18"', M: '20"', L: '22"', XL: '24"', '2XL': '26"', '3XL': '28"' };
const LENGTH = { XS: '26"', S: '27"', M: '28"', L: '29"', XL: '30"', '2XL': '31"', '3XL': '32"' };

/** Store 1 apparel: t-shirts, outerwear (hoodies, jackets), headwear (caps, beanies), socks. */
export const store1Apparel: ProductSpec[] = [
  {
    id: 1001, store: 1, slug: 'classic-crew-tee', name: 'Classic Crew T-Shirt', kind: 'tshirt',
    categories: ['t-shirts', 'company-picks'], brand: 'Northwind Apparel', warehouse: 1, price: 2200,
    created: '2026-03-02', sizes: APPAREL_SIZES, description: TEE_DESCRIPTION,
    short: 'Soft ring-spun cotton tee in eight colours, XS to 3XL.',
    copyUnder: 'Printed to order. Allow 7-10 business days for production.',
    colors: ['black', 'white', 'heather-grey', 'navy', 'red', 'forest-green', 'light-yellow', 'royal-blue', 'orange'],
    discontinuedColors: ['orange'], zeroStock: [['black', 'XS']], detailImages: true, photos: 2,
    decorations: ['Screen Print', 'Embroidery'],
    sizeGuides: [{ type: 'Chest width', values: CHEST }, { type: 'Body length', values: LENGTH }],
    reviews: [
      { rating: 5, author: 'Jordan P.', body: 'Great fit and the print survived twenty washes.', date: '2026-03-10' },
      { rating: 4, author: 'Mia K.', body: 'Nice and soft, runs slightly large.', date: '2026-03-12' },
      { rating: 5, author: 'Chris L.', body: 'Ordered for the whole team, everyone loved them.', date: '2026-03-15' },
      { rating: 3, author: 'Alex R.', body: 'Good shirt, the yellow is lighter than I expected.', date: '2026-03-18' },
    ],
  },
  {
    id: 1002, store: 1, slug: 'v-neck-tee', name: 'V-Neck Tee', kind: 'tshirt', categories: ['t-shirts'],
    brand: 'Northwind Apparel', warehouse: 1, price: 2400, created: '2025-11-14', sizes: APPAREL_SIZES,
    colors: ['black', 'white', 'charcoal', 'light-pink'], decorations: ['Screen Print'],
  },
  {
    id: 1003, store: 1, slug: 'organic-cotton-tee', name: 'Organic Cotton Tee', kind: 'tshirt',
    categories: ['t-shirts'], brand: 'Summit Goods', warehouse: 2, price: 2800, created: '2026-01-20',
    sizes: APPAREL_SIZES, colors: ['natural', 'sand', 'forest-green'],
    description: '<p>GOTS-certified <strong>organic cotton</strong>, garment dyed for a lived-in look.</p>',
  },
  {
    id: 1004, store: 1, slug: 'long-sleeve-tee', name: 'Long Sleeve Tee', kind: 'longsleeve',
    categories: ['t-shirts'], brand: 'Northwind Apparel', warehouse: 1, price: 3200, created: '2025-09-08',
    sizes: APPAREL_SIZES, colors: ['black', 'white', 'maroon'],
  },
  {
    // Deliberately without a size guide: the product page shows the empty size-guide message.
    id: 1005, store: 1, slug: 'performance-polo', name: 'Performance Polo', kind: 'polo',
    categories: ['t-shirts'], brand: 'Summit Goods', warehouse: 2, price: 3900, created: '2025-12-03',
    sizes: APPAREL_SIZES, colors: ['navy', 'white', 'black'], decorations: ['Embroidery'],
  },
  {
    id: 1006, store: 1, slug: 'kids-graphic-tee', name: 'Kids Graphic Tee', kind: 'tshirt',
    categories: ['t-shirts'], brand: 'Northwind Apparel', warehouse: 1, price: 1600, created: '2025-06-11',
    sizes: ['XS', 'S', 'M', 'L'], colors: ['royal-blue', 'light-yellow', 'red'],
  },
  {
    id: 1007, store: 1, slug: 'triblend-raglan-tee', name: 'Tri-Blend Raglan Tee', kind: 'tshirt',
    categories: ['t-shirts'], brand: 'Blue Harbor', warehouse: 2, price: 2600, created: '2025-04-22',
    sizes: APPAREL_SIZES, colors: ['heather-grey', 'navy'],
  },
  {
    id: 1045, store: 1, slug: 'retro-ringer-tee', name: 'Retro Ringer Tee', kind: 'tshirt',
    categories: ['t-shirts'], brand: 'Blue Harbor', warehouse: 2, price: 2500, created: '2026-03-18',
    sizes: APPAREL_SIZES, colors: ['white-navy'],
  },
  {
    id: 1010, store: 1, slug: 'heavyweight-hoodie', name: 'Heavyweight Pullover Hoodie', kind: 'hoodie',
    categories: ['hoodies', 'company-picks'], brand: 'Northwind Apparel', warehouse: 1, price: 5400,
    created: '2026-02-14', sizes: APPAREL_SIZES, description: HOODIE_BULLETS, photos: 1,
    colors: ['black', 'heather-grey', 'navy', 'maroon'], decorations: ['Embroidery', 'Screen Print'],
    sizeGuides: [{ type: 'Chest width', values: CHEST }],
    reviews: [
      { rating: 5, author: 'Sam T.', body: 'Thick, warm and the embroidery is crisp.', date: '2026-02-20' },
      { rating: 5, author: 'Priya N.', body: 'My go-to hoodie now.', date: '2026-02-25' },
      { rating: 4, author: 'Leo M.', body: 'Sleeves a bit long, otherwise perfect.', date: '2026-03-01' },
    ],
  },
  {
    id: 1011, store: 1, slug: 'zip-up-hoodie', name: 'Zip-Up Hoodie', kind: 'hoodie', categories: ['hoodies'],
    brand: 'Summit Goods', warehouse: 2, price: 5900, created: '2025-10-19', sizes: APPAREL_SIZES,
    colors: ['charcoal', 'forest-green', 'black'],
  },
  {
    id: 1012, store: 1, slug: 'crewneck-sweatshirt', name: 'Crewneck Sweatshirt', kind: 'longsleeve',
    categories: ['hoodies'], brand: 'Northwind Apparel', warehouse: 1, price: 4400, created: '2025-08-05',
    sizes: APPAREL_SIZES, colors: ['sand', 'heather-grey'],
  },
  {
    id: 1013, store: 1, slug: 'softshell-jacket', name: 'Softshell Jacket', kind: 'jacket', categories: ['jackets'],
    brand: 'Summit Goods', warehouse: 2, price: 8900, created: '2026-01-05', sizes: APPAREL_SIZES,
    colors: ['black', 'navy'], decorations: ['Embroidery'],
    sizeGuides: [{ type: 'Chest width', values: { ...CHEST, XS: '18"', S: '19"' } }],
  },
  {
    id: 1014, store: 1, slug: 'packable-rain-jacket', name: 'Packable Rain Jacket', kind: 'jacket',
    categories: ['jackets'], brand: 'Blue Harbor', warehouse: 2, price: 7400, created: '2025-05-30',
    sizes: APPAREL_SIZES, colors: ['red', 'royal-blue', 'light-yellow'],
  },
  {
    id: 1015, store: 1, slug: 'quilted-vest', name: 'Quilted Vest', kind: 'jacket', categories: ['jackets'],
    brand: 'Summit Goods', warehouse: 1, price: 6800, created: '2025-03-18', sizes: APPAREL_SIZES,
    colors: ['black', 'forest-green'],
  },
  {
    id: 1016, store: 1, slug: 'structured-cap', name: 'Structured Baseball Cap', kind: 'cap', categories: ['caps'],
    brand: 'Northwind Apparel', warehouse: 1, price: 2400, created: '2025-12-22',
    colors: ['black', 'navy', 'white', 'red'], decorations: ['Embroidery'],
    reviews: [
      { rating: 4, author: 'Dana W.', body: 'Solid cap, adjustable strap works well.', date: '2026-01-04' },
      { rating: 5, author: 'Omar F.', body: 'Embroidery looks premium.', date: '2026-01-09' },
    ],
  },
  {
    id: 1017, store: 1, slug: 'trucker-cap', name: 'Trucker Cap', kind: 'cap', categories: ['caps'],
    brand: 'Blue Harbor', warehouse: 2, price: 2200, created: '2025-07-15', colors: ['black-white', 'navy-white'],
  },
  {
    id: 1018, store: 1, slug: 'dad-hat', name: 'Dad Hat', kind: 'cap', categories: ['caps'], brand: 'Summit Goods',
    warehouse: 1, price: 2000, created: '2026-02-27', colors: ['sand', 'light-pink', 'forest-green'],
  },
  {
    id: 1044, store: 1, slug: 'bucket-hat', name: 'Bucket Hat', kind: 'cap', categories: ['caps'],
    brand: 'Blue Harbor', warehouse: 1, price: 2600, created: '2025-08-30', sizes: ['S/M', 'L/XL'],
    colors: ['sand', 'black'],
  },
  {
    id: 1019, store: 1, slug: 'cuffed-beanie', name: 'Cuffed Beanie', kind: 'beanie', categories: ['beanies'],
    brand: 'Northwind Apparel', warehouse: 1, price: 1800, created: '2025-11-01',
    colors: ['black', 'heather-grey', 'red', 'orange'],
  },
  {
    id: 1020, store: 1, slug: 'pom-pom-beanie', name: 'Pom-Pom Beanie', kind: 'beanie', categories: ['beanies'],
    brand: 'Blue Harbor', warehouse: 2, price: 2200, created: '2025-10-02', colors: ['navy', 'white', 'maroon'],
  },
  {
    id: 1039, store: 1, slug: 'crew-socks', name: 'Crew Socks', kind: 'socks', categories: ['apparel'],
    brand: 'Northwind Apparel', warehouse: 2, price: 1400, created: '2025-07-02', sizes: ['S/M', 'L/XL'],
    colors: ['black', 'white', 'red'],
  },
  {
    // Not published: must not appear in listings.
    id: 1047, store: 1, slug: 'prototype-hoodie', name: 'Prototype Hoodie', kind: 'hoodie', categories: ['hoodies'],
    brand: 'Northwind Apparel', warehouse: 1, price: 6100, created: '2026-03-19', sizes: APPAREL_SIZES,
    colors: ['teal'], flags: { status: 'draft' },
  },
];
