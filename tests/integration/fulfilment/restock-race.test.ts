import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, giftCardBalance, setStock, sku, stockOf, type Sku } from '../orders/order-helpers.ts';
import { markPayment, moveOrder, orderRow, placeOrder } from './fulfilment-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Cancelled and Refund put the stock and the spent gift-card balance back exactly once, also when
// 20 operators press the button at the same moment (one D1 batch, every statement guarded).

let tee: Sku;
let hoodie: Sku;
beforeAll(async () => {
  tee = await sku('classic-crew-tee', 'Black', 'L');
  hoodie = await sku('heavyweight-hoodie', 'Black', 'L');
  await setStock(tee.product_size_id, 100);
  await setStock(hoodie.product_size_id, 100);
});

async function spendCard(balance: number) {
  await DEMO_DB.prepare("UPDATE gift_cards SET balance = ?, status = 'active' WHERE storefront_id = 1 AND code = 'GIFT-DEMO-50'").bind(balance).run();
}

describe('restock and balance restore under a 20-way race', () => {
  it('cancels once: one 200, nineteen 409, stock and balance back once', async () => {
    await spendCard(3000);
    const uuid = await placeOrder([{ item: tee, quantity: 2 }, { item: hoodie, quantity: 3 }], { gift_card_code: 'GIFT-DEMO-50' });
    expect(await stockOf(tee.product_size_id)).toBe(98);
    expect(await stockOf(hoodie.product_size_id)).toBe(97);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(0);
    expect((await moveOrder(uuid, { status: 2 })).status).toBe(200);

    const answers = await Promise.all(Array.from({ length: 20 }, () => moveOrder(uuid, { status: 'Cancelled', note: 'customer asked' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual(Array(19).fill(409));
    expect(refused[0]!.body.message).toBe('The order is Cancelled, which is final: it cannot move to Cancelled or any other status.');

    expect(await stockOf(tee.product_size_id)).toBe(100);
    expect(await stockOf(hoodie.product_size_id)).toBe(100);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(3000);
    const row = await orderRow(uuid);
    expect(row.status).toBe(5);
    expect(row.restocked_at).not.toBeNull();
    expect(await countRows('SELECT id FROM order_status_history WHERE order_id = ? AND to_status = 5', row.id)).toBe(1);
    // The audit log is the registry's (another database than the order's).
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM operator_audit WHERE action = 'order.status' AND json_extract(detail, '$.uuid') = ? AND json_extract(detail, '$.to') = 5").bind(uuid).first('n')).toBe(1);
  });

  it('refunds a shipped order once under 20 racing calls', async () => {
    await spendCard(1000);
    const uuid = await placeOrder([{ item: tee, quantity: 4 }], { gift_card_code: 'GIFT-DEMO-50' });
    expect(await stockOf(tee.product_size_id)).toBe(96);
    await moveOrder(uuid, { status: 2 });
    await moveOrder(uuid, { status: 3, tracking: { carrier: 'DHL', number: 'JD0001' } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => moveOrder(uuid, { status: 8 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await stockOf(tee.product_size_id)).toBe(100);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(1000);
  });

  it('never gives back twice: a failed payment restocks, cancelling it afterwards does not', async () => {
    await spendCard(500);
    const uuid = await placeOrder([{ item: hoodie, quantity: 5 }], { gift_card_code: 'GIFT-DEMO-50' });
    expect(await stockOf(hoodie.product_size_id)).toBe(95);
    const failed = await markPayment(uuid, 'failed');
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({ status: 7, payment_status: 'failed' });
    expect(await stockOf(hoodie.product_size_id)).toBe(100);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(500);
    const cancelled = await Promise.all(Array.from({ length: 20 }, () => moveOrder(uuid, { status: 5 })));
    expect(cancelled.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await stockOf(hoodie.product_size_id)).toBe(100);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(500);
  });

  it('takes stock and balance again when a Not Paid order becomes a New Order, or refuses when they are gone', async () => {
    await spendCard(700);
    const uuid = await placeOrder([{ item: tee, quantity: 3 }], { gift_card_code: 'GIFT-DEMO-50' });
    await markPayment(uuid, 'failed');
    expect(await stockOf(tee.product_size_id)).toBe(100);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(700);

    await setStock(tee.product_size_id, 2);
    const short = await moveOrder(uuid, { status: 1 });
    expect(short.status).toBe(409);
    expect(short.body.message).toContain('no longer all there to take again');
    expect((await orderRow(uuid)).status).toBe(7);
    expect(await stockOf(tee.product_size_id)).toBe(2);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(700);

    await setStock(tee.product_size_id, 100);
    const answers = await Promise.all(Array.from({ length: 20 }, () => moveOrder(uuid, { status: 1 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await stockOf(tee.product_size_id)).toBe(97);
    expect(await giftCardBalance('GIFT-DEMO-50')).toBe(0);
    expect(await orderRow(uuid)).toMatchObject({ status: 1, payment_status: 'pending', restocked_at: null });
  });
});
