import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductDetailAnswerSchema } from '../../../shared/product-detail.ts';
import { serverReads } from '../../../worker/ssr/server-reads.ts';
import { DEMO, getJson, STORE66 } from '../helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Server-rendered pages read the catalog through the API's answer functions, not through the app
// (docs/decisions/0145-direct-catalog-reads.md): the answers must be the API's, byte for byte
// once serialised, for the Host's store and for paths naming another store.

const demoReads = serverReads({ db: DEMO_DB, storefrontId: 1 }, { privateLocked: false })!;
const store66Reads = serverReads({ db: DEMO_DB, storefrontId: 66 }, { privateLocked: false })!;

async function direct(read: typeof demoReads, url: string): Promise<{ status: number; body: unknown }> {
  const answer = read(url);
  if (!answer) throw new Error(`${url} was not read directly`);
  const { status, body } = await answer;
  // What the browser would receive: the answer as JSON.
  return { status, body: JSON.parse(JSON.stringify(body)) };
}

const CARD_RELATIONS = 'relations[]=productThumbnail&relations[]=productVariants&relations[]=productVariants.variantThumbnail';

const DEMO_URLS = [
  `/api/storefronts/1/storefront-products?${CARD_RELATIONS}&rows=9`,
  `/api/storefronts/1/storefront-products?${CARD_RELATIONS}&rows=4&page=2&sort_field=price&sort_order=desc`,
  `/api/storefronts/1/storefront-products?${CARD_RELATIONS}&global_filter=tee&product_categories[]=102`,
  `/api/storefronts/1/storefront-products?product_category_id=101&brands[]=Acme`,
  '/api/storefronts/1/storefront-products?rows=0',
  '/api/storefronts/1/storefront-products?relations[]=secrets',
  '/api/storefronts/1/has-products/product-categories',
  '/api/storefronts/1/has-products/product-categories?company_category_id=101',
  '/api/storefronts/1/has-products/product-categories?company_category_id=201',
  '/api/storefronts/1/has-products/product-categories?company_category_id=abc',
  '/api/storefronts/1/product-categories/slug/apparel',
  '/api/storefronts/1/product-categories/slug/no-such-category',
  '/api/storefronts/1/product-categories/slug/not%20a%20slug',
  '/api/storefronts/1/storefront-products/slug/classic-crew-tee',
  '/api/storefronts/1/storefront-products/slug/classic-crew-tee?relations[]=productVariants&relations[]=productImages',
  '/api/storefronts/1/storefront-products/slug/classic-crew-tee?relations[]=nope',
  '/api/storefronts/1/storefront-products/slug/no-such-product',
  '/api/storefronts/1/storefront-products/0',
  '/api/brands/colors?storefront_id=1',
  '/api/brands/colors?storefront_id=66',
  '/api/brands/colors',
  // Paths naming another store: the same 404 as a missing record.
  `/api/storefronts/66/storefront-products?${CARD_RELATIONS}`,
  '/api/storefronts/66/has-products/product-categories',
  '/api/storefronts/66/product-categories/slug/drinkware',
  '/api/storefronts/66/storefront-products/slug/classic-crew-tee',
  '/api/storefronts/%36%36/storefront-products',
];

describe('direct catalog reads of server-rendered pages', () => {
  it.each(DEMO_URLS)('answers %s exactly as the API does', async (url) => {
    expect(await direct(demoReads, url)).toEqual(await getJson(DEMO, url));
  });

  // A loader reading with the answer's own schema takes it unparsed (docs/decisions/0130-ssr-cpu.md):
  // so it must be exactly what parsing it gives, for every read that claims so.
  it.each([...DEMO_URLS, '/api/storefronts/1/storefront-products/slug/classic-crew-tee?relations[]=productVariants'])(
    'claims a parsed shape for %s only where parsing it changes nothing',
    async (url) => {
      const answer = await demoReads(url)!;
      if (!answer.parsedBy) return;
      expect(answer.status).toBe(200);
      expect(v.parse(answer.parsedBy, answer.body)).toStrictEqual(answer.body);
    },
  );

  it('claims the parsed shape for every 200 of the pages\' reads, never for a detail without every relation', async () => {
    const answers = await Promise.all(DEMO_URLS.map((url) => demoReads(url)!));
    expect(answers.map((answer) => answer.parsedBy !== undefined)).toEqual(answers.map((answer) => answer.status === 200));
    expect(answers.filter((answer) => answer.parsedBy).length).toBeGreaterThanOrEqual(8);
    const partial = await demoReads('/api/storefronts/1/storefront-products/slug/classic-crew-tee?relations[]=productVariants')!;
    expect(partial.parsedBy).toBeUndefined();
    expect((await demoReads(DEMO_URLS[13]!)!).parsedBy).toBe(ProductDetailAnswerSchema);
    // Another store's products too, with all their relations.
    const list = await store66Reads('/api/storefronts/66/storefront-products?rows=50')!;
    const products = (list.body as { data: { data: { slug: string }[] } }).data.data;
    expect(products.length).toBeGreaterThan(0);
    for (const { slug } of products) {
      const detail = await store66Reads(`/api/storefronts/66/storefront-products/slug/${slug}`)!;
      expect(detail.parsedBy).toBe(ProductDetailAnswerSchema);
      expect(v.parse(ProductDetailAnswerSchema, detail.body)).toStrictEqual(detail.body);
    }
  });

  it('answers a product by id exactly as the API does', async () => {
    const list = await getJson<{ data: { data: { id: number }[] } }>(DEMO, '/api/storefronts/1/storefront-products?rows=1');
    const url = `/api/storefronts/1/storefront-products/${list.body.data.data[0]!.id}`;
    const answer = await direct(demoReads, url);
    expect(answer.status).toBe(200);
    expect(answer).toEqual(await getJson(DEMO, url));
  });

  it("never answers one store's reads with another store's catalog", async () => {
    const own = await direct(store66Reads, '/api/storefronts/66/has-products/product-categories');
    expect(own).toEqual(await getJson(STORE66, '/api/storefronts/66/has-products/product-categories'));
    for (const url of [
      '/api/storefronts/1/storefront-products?rows=9',
      '/api/storefronts/1/has-products/product-categories',
      '/api/storefronts/1/product-categories/slug/apparel',
      '/api/storefronts/1/storefront-products/slug/classic-crew-tee',
    ]) {
      expect(await direct(store66Reads, url)).toEqual({ status: 404, body: { message: 'Not found.' } });
      expect(await direct(store66Reads, url)).toEqual(await getJson(STORE66, url));
    }
    // Store 66 has no product of the demo store, even by the demo's own slug under its own id.
    const borrowed = await direct(store66Reads, '/api/storefronts/66/storefront-products/slug/classic-crew-tee');
    expect(borrowed).toEqual({ status: 404, body: { message: 'The requested product was not found.' } });
    expect((await direct(store66Reads, '/api/brands/colors?storefront_id=1')).status).toBe(404);
  });

  it('leaves everything else, and a private store before its gate, to the app', () => {
    expect(demoReads('/api/storefronts/1/orders')).toBeNull();
    expect(demoReads('/api/storefronts/1/codes/auth-gift-cards')).toBeNull();
    expect(demoReads('/api/storefronts/get-by-url?url=demo.localhost')).toBeNull();
    expect(serverReads({ db: DEMO_DB, storefrontId: 1 }, { privateLocked: true })).toBeUndefined();
  });
});
