import { describe, expect, it } from 'vitest';
import { decodeCartCookie } from './cart-cookie-lines.ts';
import { encodeCartCookie } from './cart-cookie-encode.ts';
import { CART_TOO_LARGE, cartPathCookies, decodeGiftCodeCookie, readCookie } from './cart-cookie.ts';
import type { OrderLineInput } from './schemas/checkout.ts';

const tee: OrderLineInput = { product_id: 1, product_variant_id: 11, product_size_id: 111, quantity: 2, input_fields: [], email: null, note: null, gift_amount: null };
const gift: OrderLineInput = { product_id: 2, product_variant_id: 21, product_size_id: null, quantity: 1, input_fields: [{ id: 5, value: 'Team; "A"' }], email: 'friend@demo.test', note: 'Enjoy, really!', gift_amount: 3000 };

describe('cart cookie', () => {
  it('round-trips order lines, extras included, in a cookie-safe value', () => {
    const value = encodeCartCookie([tee, gift]);
    expect(value).not.toMatch(/[;,\s"]/);
    expect(decodeCartCookie(value)).toEqual([tee, gift]);
  });
  it('is empty for an empty cart and marks a cart too large for a cookie', () => {
    expect(encodeCartCookie([])).toBe('');
    expect(encodeCartCookie(Array.from({ length: 100 }, () => ({ ...gift, note: 'x'.repeat(200) })))).toBe(CART_TOO_LARGE);
  });
  it('orders nothing from a value that is not a cart', () => {
    expect(decodeCartCookie(null)).toBeNull();
    expect(decodeCartCookie(CART_TOO_LARGE)).toBeNull();
    expect(decodeCartCookie('%7Bnope')).toBeNull();
    expect(decodeCartCookie(encodeURIComponent(JSON.stringify([[1, 11, 111, 0]])))).toBeNull();
  });
  it('reads a cookie from a header', () => {
    expect(readCookie('a=1; cart_lines=x%3D; b=2', 'cart_lines')).toBe('x%3D');
    expect(readCookie(null, 'cart_lines')).toBeNull();
  });
  it('is set on /cart, /checkout and /kit only, and removed from each', () => {
    expect(cartPathCookies('cart_lines', 'v', 60, true)).toEqual([
      'cart_lines=v; Path=/cart; SameSite=Lax; Max-Age=60; Secure',
      'cart_lines=v; Path=/checkout; SameSite=Lax; Max-Age=60; Secure',
      'cart_lines=v; Path=/kit; SameSite=Lax; Max-Age=60; Secure',
    ]);
    expect(cartPathCookies('cart_code', '', 60, false)).toEqual(['cart_code=; Path=/cart; SameSite=Lax; Max-Age=0', 'cart_code=; Path=/checkout; SameSite=Lax; Max-Age=0', 'cart_code=; Path=/kit; SameSite=Lax; Max-Age=0']);
  });
  it('reads the gift code cookie, and nothing from a value that is not one', () => {
    expect(decodeGiftCodeCookie(encodeURIComponent('GIFT-DEMO-50'))).toBe('GIFT-DEMO-50');
    expect(decodeGiftCodeCookie(encodeURIComponent('Café; 1'))).toBe('Café; 1');
    expect(decodeGiftCodeCookie(null)).toBeNull();
    expect(decodeGiftCodeCookie('%E0%A4%A')).toBeNull();
    expect(decodeGiftCodeCookie('%20')).toBeNull();
    expect(decodeGiftCodeCookie('x'.repeat(201))).toBeNull();
  });
});
