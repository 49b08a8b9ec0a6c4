import { operator } from './operator-helpers.ts';

/** A new, empty store on `host` (its id), in store database 0 (DEMO_DB), where the tests read its rows. */
export async function newStore(host: string, name = `Store ${host}`): Promise<number> {
  const answer = await operator<{ data: { id: number } }>('POST', '/storefronts', { name, hostnames: [host], config: {}, database: 0 });
  if (answer.status !== 201) throw new Error(`store ${host}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.id;
}

export type ImportAnswer = {
  data: {
    mode: string;
    dry_run: boolean;
    created: Record<string, number>;
    updated: Record<string, number>;
    archived: Record<string, number>;
    unchanged: Record<string, number>;
  };
  message?: string;
  errors?: Record<string, string[]>;
  error_count?: number;
};

export function importCatalog(id: number, catalog: unknown, query = '', token?: string) {
  return operator<ImportAnswer>('PUT', `/storefronts/${id}/catalog${query}`, catalog, token === undefined ? {} : { token });
}

/** Sum of one state's counts. */
export const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * A small catalog: a two-level category tree, two brands, one warehouse, a tee in two colours
 * with three sizes each, a mug, and a gift card. Pictures are the store's own media paths.
 */
export function smallCatalog(id: number) {
  const media = (file: string) => `/media/${id}/${file}`;
  return {
    categories: [
      { slug: 'apparel', name: 'Apparel', position: 1 },
      { slug: 'tees', name: 'Tees', parent: 'apparel', position: 1 },
      { slug: 'drinkware', name: 'Drinkware', position: 2 },
      { slug: 'gifts', name: 'Gifts', position: 3 },
    ],
    brands: [{ name: 'Harbor' }, { name: 'Summit' }],
    warehouses: [{ key: 'main', name: 'Main Warehouse' }],
    decoration_methods: [{ name: 'Embroidery' }],
    products: [
      {
        slug: 'harbor-tee',
        name: 'Harbor Tee',
        price: 2400,
        description: 'A soft cotton tee.',
        brand: 'Harbor',
        categories: ['tees'],
        warehouse: 'main',
        thumbnail: media('harbor-tee.png'),
        additional_photos: [media('harbor-tee-photo.png')],
        decoration_methods: ['Embroidery'],
        size_guide: { specification_type: 'Chest width', sizes: [{ size: 'S', value: '18"' }, { size: 'M', value: '20"' }] },
        variants: [
          {
            color: 'Navy',
            primary_hex_color: '#1e3a8a',
            thumbnail: media('harbor-tee-navy.png'),
            images: [{ type: 'frontImage', path: media('harbor-tee-navy.png') }, { type: 'rearImage', path: 'https://cdn.example.com/tee-navy-back.png' }],
            sizes: [
              { size: 'S', quantity: 5 },
              { size: 'M', quantity: 0 },
              { size: 'L', quantity: 12, price: 2600, weight: 0.2 },
            ],
          },
          {
            color: 'White',
            primary_hex_color: '#ffffff',
            sizes: [
              { size: 'S', quantity: 3 },
              { size: 'M', quantity: 4 },
              { size: 'L', quantity: 5 },
            ],
          },
        ],
      },
      {
        slug: 'summit-mug',
        name: 'Summit Mug',
        price: 1500,
        brand: 'Summit',
        categories: ['drinkware'],
        warehouse: 'main',
        is_custom: true,
        input_fields: [{ label: 'Name on mug', is_required: true }],
        variants: [{ color: 'Black', primary_hex_color: '#000', sizes: [{ size: 'One Size', quantity: 20 }] }],
      },
      {
        slug: 'store-gift-card',
        name: 'Store Gift Card',
        price: 2500,
        is_gift_card: true,
        allow_custom_amount: true,
        categories: ['gifts'],
        variants: [
          {
            color: 'Digital',
            primary_hex_color: '#7c3aed',
            sizes: [
              { size: '$25', quantity: 1000, price: 2500 },
              { size: '$50', quantity: 1000, price: 5000 },
            ],
          },
        ],
      },
    ],
  };
}
