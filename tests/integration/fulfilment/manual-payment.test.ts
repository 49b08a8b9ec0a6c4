import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, setStock, sku, type Sku } from '../orders/order-helpers.ts';
import { forceStatus, markPayment, moveOrder, orderRow, outboxMails, placeOrder } from './fulfilment-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// POST …/orders/{uuid}/payment: a manual payment marked paid issues the order's gift cards (set-wise,
// one statement) and mails them exactly once, however many calls race; failed makes a New Order Not Paid.

let tee: Sku;
let gift: Sku;
beforeAll(async () => {
  tee = await sku('classic-crew-tee', 'White', 'S');
  await setStock(tee.product_size_id, 100);
  const color = (await DEMO_DB.prepare("SELECT v.color FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.slug = 'digital-gift-card' AND p.storefront_id = 1").first<{ color: string }>())!.color;
  gift = await sku('digital-gift-card', color, '$25');
});

const giftItem = (quantity: number, email: string) => ({ item: gift, quantity, fields: { email, note: 'From all of us' } });

describe('marking a manual payment', () => {
  it('issues the bought gift cards and mails them exactly once under 20 racing calls', async () => {
    const uuid = await placeOrder([{ item: tee }, giftItem(3, 'team@demo.test')]);
    expect(await countRows('SELECT g.id FROM gift_cards g JOIN orders o ON o.id = g.order_id WHERE o.uuid = ?', uuid)).toBe(0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => markPayment(uuid, 'paid')));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(
      Array(19).fill(`The payment of order ${uuid} is already paid: only a pending payment can be marked paid.`),
    );
    expect(ok[0]!.body.data.payment_status).toBe('paid');
    expect(ok[0]!.body.data.gift_card_mails).toEqual({ sent: 3, not_sent: 0 });
    const bought = ok[0]!.body.data.gift_cards_bought;
    expect(bought).toHaveLength(3);
    for (const card of bought) expect(card).toMatchObject({ balance: gift.price, status: 'active', recipient_email: 'team@demo.test', code: expect.stringMatching(/^GIFT-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/) });
    expect(new Set(bought.map((card) => card.code)).size).toBe(3);
    const mails = await outboxMails('team@demo.test', 'You received a Demo Merch gift card');
    expect(mails).toHaveLength(3);
    expect(mails.map((mail) => bought.some((card) => mail.text_body.includes(card.code)))).toEqual([true, true, true]);
    expect(mails[0]).toMatchObject({ from_name: 'Demo Merch', reply_to: expect.stringContaining('@') });
    expect((await orderRow(uuid)).paid_at).not.toBeNull();
  });

  it('issues a large order set-wise: 999 cards in one statement', async () => {
    const uuid = await placeOrder([giftItem(999, 'bulk@demo.test')], { shipping_address: null });
    const paid = await markPayment(uuid, 'paid');
    expect(paid.status).toBe(200);
    expect(await countRows('SELECT DISTINCT g.code FROM gift_cards g JOIN orders o ON o.id = g.order_id WHERE o.uuid = ?', uuid)).toBe(999);
    expect(paid.body.data.gift_card_mails).toEqual({ sent: 999, not_sent: 0 });
  });

  it('refuses what is not a pending manual payment of a live order', async () => {
    const uuid = await placeOrder([{ item: tee }]);
    await markPayment(uuid, 'paid');
    expect((await markPayment(uuid, 'failed')).status).toBe(409);

    const cancelled = await placeOrder([{ item: tee }]);
    await moveOrder(cancelled, { status: 5 });
    const refused = await markPayment(cancelled, 'paid');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Order ${cancelled} is Cancelled: its payment can no longer be marked.`);

    const stripe = await placeOrder([{ item: tee }]);
    await DEMO_DB.prepare("UPDATE orders SET payment_provider = 'stripe' WHERE uuid = ?").bind(stripe).run();
    expect((await markPayment(stripe, 'paid')).body.message).toBe(`Order ${stripe} is paid through stripe: its payment is recorded by that provider, not by hand.`);

    const inProgress = await placeOrder([{ item: tee }]);
    await forceStatus(inProgress, 2);
    expect((await markPayment(inProgress, 'failed')).status).toBe(409);
    expect((await markPayment(inProgress, 'paid')).status).toBe(200);
  });

  it('shows the payment, the cards used and bought, and the history in the detail', async () => {
    const uuid = await placeOrder([{ item: tee }, giftItem(1, 'detail@demo.test')]);
    await markPayment(uuid, 'paid');
    await moveOrder(uuid, { status: 2 });
    const { operator } = await import('../operator/operator-helpers.ts');
    const detail = await operator<{ data: Record<string, unknown> }>('GET', `/storefronts/1/orders/${uuid}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      uuid,
      status: 2,
      status_label: 'In Progress',
      payment: { status: 'paid', provider: 'manual', paid_at: expect.any(String) },
      gift_cards_used: [],
      gift_cards_bought: [expect.objectContaining({ recipient_email: 'detail@demo.test' })],
      status_history: [expect.objectContaining({ from: 1, to: 2, from_label: 'New Order', to_label: 'In Progress' })],
      customer: { id: 1, email: 'shopper@demo.test', name: 'Sam Shopper' },
      shipping_address: expect.objectContaining({ city: 'Wilmington' }),
      totals: expect.objectContaining({ paid: expect.any(Number), due: 0 }),
      parcels: [expect.objectContaining({ gift_cards: false }), expect.objectContaining({ gift_cards: true })],
      language: 'en',
    });
  });
});
