import { describe, expect, it } from 'vitest';
import { api } from '../orders/order-helpers.ts';

type KitProduct = { id: number; slug: string; product_kit_product: { required: boolean; quantity: number }; product_thumbnail?: { full_path: string } | null; product_variants?: { variant_thumbnail?: unknown }[] };
type KitBody = { data: { amount: number; hide_prices: boolean; banner?: { full_path: string } | null; products: KitProduct[] }; message?: string };

const RELATIONS = 'relations[]=products.productThumbnail&relations[]=products.productVariants.variantThumbnail&relations[]=banner';

describe('GET product-kits/token/{token}', () => {
  it('answers the demo kit with its amount, banner, products, pivots and the requested relations', async () => {
    const { status, body } = await api<KitBody>('GET', `/storefronts/1/product-kits/token/demo-kit-token?user_token=demo-user-token&${RELATIONS}`);
    expect(status).toBe(200);
    expect(body.data.amount).toBe(3);
    expect(body.data.hide_prices).toBe(false);
    expect(body.data.banner?.full_path).toMatch(/kits\/demo-kit-banner\.svg$/);
    expect(body.data.products.map((p) => p.id)).toEqual([1001, 1021, 1016, 1024, 1029, 1033, 1019]);
    expect(body.data.products[0]).toMatchObject({ slug: 'classic-crew-tee', product_kit_product: { required: true, quantity: 1 } });
    expect(body.data.products[2]!.product_kit_product).toEqual({ required: false, quantity: 2 });
    expect(body.data.products[0]!.product_thumbnail?.full_path).toBeTruthy();
    expect(body.data.products[0]!.product_variants!.length).toBeGreaterThan(0);
    expect(body.data.products[0]!.product_variants![0]).toHaveProperty('variant_thumbnail');
  });

  it('leaves out relations that were not asked for and says when prices are hidden', async () => {
    const { status, body } = await api<KitBody>('GET', '/storefronts/1/product-kits/token/hidden-kit-token?user_token=demo-user-token');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ amount: 2, hide_prices: true });
    expect(body.data).not.toHaveProperty('banner');
    expect(body.data.products[0]).not.toHaveProperty('product_thumbnail');
    expect(body.data.products[0]).not.toHaveProperty('product_variants');
  });

  it('answers 404 alike for a wrong or missing user token, an unknown token and another store', async () => {
    const paths = [
      '/storefronts/1/product-kits/token/demo-kit-token?user_token=wrong',
      '/storefronts/1/product-kits/token/demo-kit-token',
      '/storefronts/1/product-kits/token/no-such-kit?user_token=demo-user-token',
    ];
    for (const path of paths) {
      const answer = await api('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.message).toBe('The kit was not found.');
    }
    // Store 2's (private) host never hands out store 1's kit: not by store 1's id, not by its own.
    for (const id of [1, 2]) {
      const other = await api<KitBody>('GET', `/storefronts/${id}/product-kits/token/demo-kit-token?user_token=demo-user-token`, { host: 'private.localhost' });
      expect(other.status).not.toBe(200);
      expect(JSON.stringify(other.body)).not.toContain('classic-crew-tee');
    }
  });

  it('refuses unknown relations with a 400 naming them', async () => {
    const answer = await api('GET', '/storefronts/1/product-kits/token/demo-kit-token?user_token=demo-user-token&relations[]=secrets');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('relations accepts only');
  });
});
