import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './order-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Issue 13: a gift card's line names no pseudo-colour ("Digital"), and a custom amount above the
// store's largest is refused at checkout with the reason the product page gives.

type QuoteBody = { data: { lines: { name: string }[]; problems: { kind: string; message: string }[] } };

let gift: { product_id: number; product_variant_id: number; color: string };
let fifty: number;

beforeAll(async () => {
  gift = (await DEMO_DB.prepare(
    "SELECT p.id AS product_id, v.id AS product_variant_id, v.color FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.storefront_id = 1 AND p.slug = 'digital-gift-card' LIMIT 1",
  ).first())!;
  fifty = (await DEMO_DB.prepare("SELECT id FROM variant_sizes WHERE variant_id = ? AND size = '$50'").bind(gift.product_variant_id).first<{ id: number }>())!.id;
});

const giftLine = (over: Record<string, unknown>) => ({ ...gift, color: undefined, quantity: 1, email: 'friend@demo.test', product_size_id: null, ...over });

describe('gift-card lines at checkout', () => {
  it('names the store\'s largest amount when a custom amount is over it', async () => {
    const { status, body } = await api<QuoteBody>('POST', '/storefronts/1/checkout/quote', { body: { items: [giftLine({ gift_amount: 100_001 })] } });
    expect(status).toBe(200);
    expect(body.data.problems).toEqual([expect.objectContaining({ kind: 'invalid', message: 'Digital Gift Card: The amount can be at most $1,000.00.' })]);
  });

  it('says it in the shopper\'s language', async () => {
    const { body } = await api<QuoteBody>('POST', '/storefronts/1/checkout/quote', {
      headers: { cookie: 'lang=de' },
      body: { items: [giftLine({ gift_amount: 99_999_999_900 })] },
    });
    expect(body.data.problems[0]?.message).toBe('Digital Gift Card: Der Betrag darf höchstens 1.000,00\u00a0$ betragen.');
  });

  it('keeps the general message for an amount below $1', async () => {
    const { body } = await api<QuoteBody>('POST', '/storefronts/1/checkout/quote', { body: { items: [giftLine({ gift_amount: 50 })] } });
    expect(body.data.problems[0]?.message).toBe('Digital Gift Card: Please enter a valid gift card amount!');
  });

  it('labels a gift card by its amount, not by its pseudo-colour', async () => {
    expect(gift.color).toBe('Digital');
    const { body } = await api<QuoteBody>('POST', '/storefronts/1/checkout/quote', { body: { items: [giftLine({ product_size_id: fifty, email: 'not-an-address' })] } });
    expect(body.data.problems[0]?.message).toBe('Digital Gift Card ($50): please enter a valid recipient e-mail address.');
  });
});
