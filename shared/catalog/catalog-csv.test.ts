import { describe, expect, it } from 'vitest';
import { catalogFromCsv, catalogToCsv, inventoryFromCsv, minorUnits, slugify } from './catalog-csv.ts';
import { parseCsv, toCsv } from './csv.ts';

const CSV = `slug,name,category,brand,price,colour,hex,size,quantity,image,description
harbor-tee,Harbor Tee,Apparel > T-Shirts,Harbor,24.00,Navy,#1e3a8a,S,5,/media/7/tee-navy.png,"A soft tee, in cotton."
harbor-tee,,,,,Navy,,M,0,,
harbor-tee,,,,,White,#ffffff,S,3,,
summit-mug,Summit Mug,Drinkware | Apparel > T-Shirts,Summit,15,Black,#000,One Size,20,,
`;

describe('CSV', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, ""y""","multi\nline"\r\n\r\n')).toEqual([['a', 'b'], ['x, "y"', 'multi\nline']]);
    expect(() => parseCsv('a,"open')).toThrow('quoted field');
    expect(toCsv([['a,b', 'say "hi"', null, 3]])).toBe('"a,b","say ""hi""",,3\n');
  });

  it('reads amounts and category names', () => {
    expect([minorUnits('24'), minorUnits('24.5'), minorUnits('24.05'), minorUnits('-1'), minorUnits('24,00')]).toEqual([2400, 2450, 2405, null, null]);
    expect(slugify('T-Shirts & Tees')).toBe('t-shirts-tees');
    expect(slugify('Café Crème')).toBe('cafe-creme');
  });
});

describe('catalog from CSV (one row per size)', () => {
  it('builds products, colours, sizes, categories with parents, brands and the default warehouse', () => {
    const result = catalogFromCsv(CSV);
    if ('problems' in result) throw new Error(result.problems.join('\n'));
    expect(result.catalog).toEqual({
      categories: [
        { slug: 'apparel', name: 'Apparel', parent: null },
        { slug: 't-shirts', name: 'T-Shirts', parent: 'apparel' },
        { slug: 'drinkware', name: 'Drinkware', parent: null },
      ],
      brands: [{ name: 'Harbor' }, { name: 'Summit' }],
      warehouses: [{ key: 'main' }],
      products: [
        {
          slug: 'harbor-tee',
          name: 'Harbor Tee',
          price: 2400,
          categories: ['t-shirts'],
          brand: 'Harbor',
          description: 'A soft tee, in cotton.',
          warehouse: 'main',
          thumbnail: '/media/7/tee-navy.png',
          variants: [
            {
              color: 'Navy',
              primary_hex_color: '#1e3a8a',
              thumbnail: '/media/7/tee-navy.png',
              images: [{ type: 'frontImage', path: '/media/7/tee-navy.png' }],
              sizes: [{ size: 'S', quantity: 5, price: 2400 }, { size: 'M', quantity: 0, price: 2400 }],
            },
            { color: 'White', primary_hex_color: '#ffffff', sizes: [{ size: 'S', quantity: 3, price: 2400 }] },
          ],
        },
        {
          slug: 'summit-mug',
          name: 'Summit Mug',
          price: 1500,
          categories: ['drinkware', 't-shirts'],
          brand: 'Summit',
          warehouse: 'main',
          variants: [{ color: 'Black', primary_hex_color: '#000', sizes: [{ size: 'One Size', quantity: 20, price: 1500 }] }],
        },
      ],
    });
    expect(result.rowOf('products.0.variants.0.sizes.1.quantity')).toBe(3);
    expect(result.rowOf('products.0.variants.1.primary_hex_color')).toBe(4);
    expect(result.rowOf('products.1.brand')).toBe(5);
    expect(result.rowOf('categories.0')).toBeNull();
  });

  it('lists every problem by row and column before anything is sent', () => {
    const bad = `slug,name,price,colour,hex,size,quantity,weight,flavour
tee,Tee,24.0.0,Navy,#000,S,-1,heavy,x
tee,Other name,,Navy,#fff,S,2,,
,Mug,10,Red,#f00,M,1,,
`;
    const result = catalogFromCsv(bad);
    expect('problems' in result && result.problems).toEqual([
      'Unknown column flavour (columns: slug, name, category, brand, price, colour, hex, size, quantity, image, description, warehouse, size_price, weight, status, gift_card, secondary_hex).',
      'row 2, price: must be an amount like 24.00, not "24.0.0".',
      'row 2, quantity: must be a whole number, not "-1".',
      'row 2, weight: must be a number of kilograms like 0.25, not "heavy".',
      'row 3, name: differs from the product\'s first row (row 2: "Tee"); leave it empty or give the same value.',
      'row 3, hex: differs from the colour\'s first row ("#000").',
      'row 3, size: tee Navy S is on an earlier row already.',
      'row 4, slug: is required.',
    ]);
    expect('problems' in catalogFromCsv('slug,name\n')).toBe(true);
  });

  it('gift cards ship from no warehouse; sizes may have their own price', () => {
    const result = catalogFromCsv('slug,name,price,colour,hex,size,quantity,size_price,gift_card\ncard,Card,25,Digital,#7c3aed,$25,1000,,yes\ncard,,,Digital,,$50,1000,50.00,\n');
    if ('problems' in result) throw new Error(result.problems.join('\n'));
    const [card] = result.catalog.products as Record<string, unknown>[];
    expect(card).toMatchObject({ is_gift_card: true, warehouse: null, variants: [{ sizes: [{ size: '$25', price: 2500 }, { size: '$50', price: 5000 }] }] });
    expect(result.catalog.warehouses).toEqual([]);
  });

  it('writes the export as CSV that reads back to the same products', () => {
    const exported = {
      categories: [
        { slug: 'apparel', name: 'Apparel', parent: null },
        { slug: 'team-tees', name: 'Tees', parent: 'apparel' },
      ],
      products: [
        {
          slug: 'harbor-tee', name: 'Harbor Tee', price: 2400, description: 'Soft, "cotton".', brand: 'Harbor', categories: ['apparel', 'team-tees'], warehouse: 'east',
          status: 'published', is_gift_card: false, thumbnail: '/media/7/t.png',
          variants: [{ color: 'Navy', primary_hex_color: '#1e3a8a', secondary_hex_color: null, thumbnail: null, sizes: [{ size: 'S', quantity: 5, price: 2400, weight: 0.2 }, { size: 'XL', quantity: 1, price: 2600, weight: 0.2 }] }],
        },
      ],
    };
    const csv = catalogToCsv(exported);
    expect(csv.split('\n')[1]).toBe('harbor-tee,Harbor Tee,Apparel > Tees [team-tees],Harbor,24.00,Navy,#1e3a8a,S,5,/media/7/t.png,"Soft, ""cotton"".",east,24.00,0.2,published,no,');
    const back = catalogFromCsv(csv);
    if ('problems' in back) throw new Error(back.problems.join('\n'));
    expect(back.catalog.categories).toEqual([{ slug: 'apparel', name: 'Apparel', parent: null }, { slug: 'team-tees', name: 'Tees', parent: 'apparel' }]);
    expect((back.catalog.products as Record<string, unknown>[])[0]).toMatchObject({ slug: 'harbor-tee', categories: ['team-tees'], warehouse: 'east', is_gift_card: false, variants: [{ sizes: [{ price: 2400, weight: 0.2 }, { price: 2600 }] }] });
  });

  it('reads an inventory CSV', () => {
    const result = inventoryFromCsv('product,colour,size,quantity,price\nharbor-tee,Navy,S,7,\nharbor-tee,Navy,M,,26.00\n');
    expect(result).toMatchObject({ items: [{ product: 'harbor-tee', color: 'Navy', size: 'S', quantity: 7 }, { product: 'harbor-tee', color: 'Navy', size: 'M', price: 2600 }] });
    expect('problems' in inventoryFromCsv('product,size\n')).toBe(true);
  });
});
