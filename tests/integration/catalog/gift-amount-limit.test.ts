import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateStorefront } from '../../../worker/tenant/registry.ts';
import { api } from '../orders/order-helpers.ts';
import { DEMO_DB } from '../databases.ts';

type QuoteBody = { data: { subtotal: number; problems: { kind: string; message: string }[] } };

async function giftCard(): Promise<{ product_id: number; product_variant_id: number }> {
  const row = await DEMO_DB.prepare(
    "SELECT p.id AS product_id, v.id AS product_variant_id FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.storefront_id = 1 AND p.slug = 'digital-gift-card' LIMIT 1",
  ).first<{ product_id: number; product_variant_id: number }>();
  return row!;
}

async function quoteGiftAmount(amount: number): Promise<QuoteBody['data']> {
  const gift = await giftCard();
  const { status, body } = await api<QuoteBody>('POST', '/storefronts/1/checkout/quote', {
    body: { items: [{ ...gift, product_size_id: null, gift_amount: amount, quantity: 1, email: 'friend@demo.test' }] },
  });
  expect(status).toBe(200);
  return body.data;
}

async function setGiftMax(max: number | undefined): Promise<void> {
  const row = await env.DB.prepare('SELECT config FROM storefronts WHERE id = 1').first<{ config: string }>();
  const config = JSON.parse(row!.config) as { settings: Record<string, unknown> };
  if (max === undefined) delete config.settings.giftCardMaxAmount;
  else config.settings.giftCardMaxAmount = max;
  await env.DB.prepare('UPDATE storefronts SET config = ? WHERE id = 1').bind(JSON.stringify(config)).run();
  invalidateStorefront(1);
}

afterEach(() => setGiftMax(undefined));

describe('custom gift-card amount limit (server pricing)', () => {
  it('prices up to $1,000 by default and refuses more', async () => {
    const atMax = await quoteGiftAmount(100_000);
    expect(atMax.problems).toEqual([]);
    expect(atMax.subtotal).toBe(100_000);

    const huge = await quoteGiftAmount(9_999_999_900);
    expect(huge.problems).toHaveLength(1);
    expect(huge.problems[0]).toMatchObject({ kind: 'invalid', message: 'Digital Gift Card: The amount can be at most $1,000.00.' });
    expect((await quoteGiftAmount(100_001)).problems).toHaveLength(1);
  });

  it("follows the store's own maximum", async () => {
    await setGiftMax(250);
    expect((await quoteGiftAmount(25_000)).problems).toEqual([]);
    expect((await quoteGiftAmount(25_001)).problems).toHaveLength(1);
  });
});
