import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearerFor, countRows, giftCardBalance, line, orderBody, setStock, SHOPPER_ID, sku, stockOf, type Sku } from './order-helpers.ts';
import { DEMO_DB } from '../databases.ts';

let shopper: Record<string, string>;
let tee: Sku;

beforeAll(async () => {
  shopper = await bearerFor(SHOPPER_ID);
  tee = await sku('classic-crew-tee', 'Black', 'L');
});

describe('concurrent checkouts', () => {
  it('sells the last unit exactly once to 50 simultaneous orders', async () => {
    await setStock(tee.product_size_id, 1);
    const before = await countRows('SELECT id FROM orders WHERE storefront_id = 1');
    // Every shopper saw the same total before anyone ordered.
    const seen = await orderBody([line(tee)]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api('POST', '/storefronts/1/orders', { headers: shopper, body: { ...seen, idempotency_key: crypto.randomUUID() } })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toBe(`${tee.name} (Black, L) is out of stock. Please remove it from your cart.`);
    }
    expect(await stockOf(tee.product_size_id)).toBe(0);
    expect(await countRows('SELECT id FROM orders WHERE storefront_id = 1')).toBe(before + 1);
  });

  it("lets only one of 20 parallel orders spend a gift card's whole balance", async () => {
    await setStock(tee.product_size_id, 1000);
    await DEMO_DB.prepare("UPDATE gift_cards SET balance = 5000 WHERE storefront_id = 1 AND code = 'GIFT-DEMO-50'").run();
    const card = await DEMO_DB.prepare("SELECT id FROM gift_cards WHERE storefront_id = 1 AND code = 'GIFT-DEMO-50'").first<{ id: number }>();
    const before = await countRows('SELECT id FROM orders WHERE gift_card_id = ?', card!.id);
    // Three tees and shipping cost more than the card holds: every order wants all of it, each
    // at the total its shopper saw with the card's whole balance taken off.
    const seen = await orderBody([line(tee, 3)], { gift_card_code: 'GIFT-DEMO-50' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api('POST', '/storefronts/1/orders', { headers: shopper, body: { ...seen, idempotency_key: crypto.randomUUID() } })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(19).fill(409));
    // The card is spent: each is told the total without it (ADR 0174), and pays nothing unseen.
    const full = (seen.expected_total as number) + 5000;
    for (const answer of refused) {
      expect(answer.body.message).toBe(`The total of your order is now $${(full / 100).toFixed(2)}. Please check your order and place it again.`);
      expect((answer.body as { total?: number }).total).toBe(full);
    }
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(0);
    expect(await countRows('SELECT id FROM orders WHERE gift_card_id = ?', card!.id)).toBe(before + 1);
    expect(await stockOf(tee.product_size_id)).toBe(997);
  });
});
