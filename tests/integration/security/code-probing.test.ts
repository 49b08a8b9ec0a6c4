import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../worker/auth/rate-limit-policy.ts';
import { DEMO, fetchAs } from '../helpers.ts';
import { freshIp, postJson } from '../accounts/account-helpers.ts';
import { DEMO_DB } from '../databases.ts';

let items: unknown[] = [];
beforeAll(async () => {
  const gift = await DEMO_DB.prepare(
    "SELECT p.id AS product_id, v.id AS product_variant_id FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.storefront_id = 1 AND p.slug = 'digital-gift-card' LIMIT 1",
  ).first<{ product_id: number; product_variant_id: number }>();
  items = [{ ...gift!, product_size_id: null, gift_amount: 3000, quantity: 1, email: 'friend@demo.test' }];
});

// Issue 8, item 6: one per-client limit over every path that checks a code.
describe('gift-card codes cannot be probed', () => {
  it('answers 429 once a client checked too many codes through the checkout quote', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.codeCheckClient.limit; i += 1) {
      const { status } = await postJson(DEMO, '/api/storefronts/1/checkout/quote', { items, gift_card_code: `GUESS${i}XYZ` }, { ip });
      statuses.push(status);
    }
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([400])); // "Not a valid gift card"
    expect(statuses.at(-1)).toBe(429);
  });

  it('shares the count with the gift-card balance', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.codeCheckClient.limit; i += 1) {
      await postJson(DEMO, '/api/storefronts/1/checkout/quote', { items, gift_card_code: `GUESS${i}XYZ` }, { ip });
    }
    const balance = await fetchAs(DEMO, '/api/storefronts/1/gift-cards/balance?code=ANOTHERGUESS', { headers: { 'cf-connecting-ip': ip } });
    expect(balance.status).toBe(429);
    expect(((await balance.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });
});
