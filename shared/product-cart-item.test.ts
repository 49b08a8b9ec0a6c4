import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartItemSchema } from './cart.ts';
import { ProductDetailSchema, type ProductDetailInput } from './product-detail.ts';
import { productCartItem } from './product-cart-item.ts';

const raw: ProductDetailInput = {
  id: 7, slug: 'badge', name: 'Badge', description: '', short_description: '', copy_underneath_description: '',
  price: 1200, price_decimal: '12.00', final_price: 1200, currency: 'USD', status: 'published', discontinued: false,
  disabled: false, is_gift_card: false, is_custom: true, allow_custom_amount: false, library_approved: true,
  need_attention: 0, product_color_id: 701, reviews_rate_average: 0, reviews_count: 0, created_at: '2026-01-01',
  warehouse: { id: 1, name: 'East' },
  product_thumbnail: { name: 't', extension: 'svg', path: 't.svg', full_path: '/t.svg', type: 'thumbnail', order: 0, fileable_id: 7 },
  input_fields: [
    { id: 1, label: 'Name', value: null, is_required: true },
    { id: 2, label: 'Title', value: null, is_required: false },
  ],
  product_variants: [
    {
      id: 701, color: 'White', primary_hex_color: '#fff', secondary_hex_color: null, swatch_url: null,
      variant_thumbnail: { full_path: '/white.svg' }, variant_images: [],
      product_variant_sizes: [{ id: 70101, size: 'One Size', price: 1300, quantity: 5, weight: 0.1 }],
      catalog_product_variant: { supplier_product_variant: { discontinued: false } },
    },
  ],
};
const product = v.parse(ProductDetailSchema, raw);
const variant = product.product_variants[0]!;
const size = variant.product_variant_sizes[0]!;

describe('productCartItem', () => {
  it('builds a valid cart item from the chosen variant, size and input values', () => {
    const item = productCartItem({ product, variant, size, customAmount: null, quantity: 2, image: '/front.svg', fieldValues: { 1: ' Ada ', 2: '' }, gift: null });
    expect(v.is(v.omit(CartItemSchema, ['id']), item)).toBe(true);
    expect(item).toMatchObject({
      product_id: 7, quantity: 2, size: 'One Size', price: 1300, final_price: 1300, product_size_id: 70101,
      product_variant_id: 701, product_color_id: 701, color: 'White', image: '/front.svg', weight: 0.1,
      warehouse: { id: 1, name: 'East' }, slug: 'badge', product_thumbnail: '/t.svg', is_gift_card: false,
      input_fields: [{ id: 1, label: 'Name', value: 'Ada' }],
    });
    expect(item).not.toHaveProperty('email');
  });
  it('stores a custom gift amount as the price and its label as the size, with recipient and note', () => {
    const gift = { ...product, is_gift_card: true, warehouse: null, input_fields: [] };
    const item = productCartItem({ product: gift, variant, size: null, customAmount: 3750, quantity: 1, image: null, fieldValues: {}, gift: { email: ' a@b.co ', note: 'Enjoy' } });
    expect(item).toMatchObject({ size: '$37.50', price: 3750, final_price: 3750, product_size_id: null, email: 'a@b.co', note: 'Enjoy', is_gift_card: true, image: '/white.svg', warehouse: null });
    const noNote = productCartItem({ product: gift, variant, size, customAmount: null, quantity: 1, image: null, fieldValues: {}, gift: { email: 'a@b.co', note: '  ' } });
    expect(noNote).not.toHaveProperty('note');
    expect(noNote.price).toBe(1300);
  });
});
