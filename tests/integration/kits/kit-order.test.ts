import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, api, countRows, stockOf } from '../orders/order-helpers.ts';
import { lineOf, type Line } from './kit-lines.ts';
import { DEMO_DB } from '../databases.ts';

const PATH = '/storefronts/1/product-kits/token/demo-kit-token/orders';

function body(items: Line[], extra: Record<string, unknown> = {}) {
  return { user_token: 'demo-user-token', email: 'recipient@example.test', shipping_address: ADDRESS, items, idempotency_key: crypto.randomUUID(), ...extra };
}

let tee: Line, mug: Line, cap: Line;
beforeAll(async () => {
  tee = await lineOf(1001);
  mug = await lineOf(1021);
  cap = await lineOf(1016);
});

describe('kit order rules', () => {
  it('refuses a wrong user token and an unknown kit with 404, without an account', async () => {
    expect((await api('POST', PATH, { body: body([tee, mug], { user_token: 'wrong' }) })).status).toBe(404);
    expect((await api('POST', '/storefronts/1/product-kits/token/nope/orders', { body: body([tee, mug]) })).status).toBe(404);
  });

  it('requires a shipping address', async () => {
    const answer = await api('POST', PATH, { body: body([tee, mug], { shipping_address: undefined }) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('A shipping address is required for items that ship.');
  });

  it('refuses a product that is not in the kit', async () => {
    const answer = await api('POST', PATH, { body: body([tee, mug, await lineOf(1010)]) });
    expect(answer.status).toBe(422);
    expect(answer.body.problems!.map((p) => p.kind)).toEqual(['not-in-kit']);
    expect(answer.body.message).toMatch(/is not part of this kit\.$/);
  });

  it('refuses more of a product than its kit quantity', async () => {
    const answer = await api('POST', PATH, { body: body([{ ...tee, quantity: 2 }, mug]) });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('You can choose at most 1 of Classic Crew T-Shirt.');
  });

  it('refuses more products than the kit amount', async () => {
    const answer = await api('POST', PATH, { body: body([tee, { ...mug, quantity: 2 }, cap]) });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('This kit holds at most 3 products. Please remove 1.');
  });

  it('refuses an order without every required product, listing each problem', async () => {
    const answer = await api('POST', PATH, { body: body([{ ...cap, quantity: 2 }]) });
    expect(answer.status).toBe(422);
    expect(answer.body.problems!.map((p) => p.kind)).toEqual(['missing-required', 'missing-required']);
    expect(answer.body.message).toBe('Classic Crew T-Shirt is required in this kit. Classic Ceramic Mug 11 oz is required in this kit.');
  });

  it('answers in the shopper language', async () => {
    const answer = await api('POST', PATH, { body: body([{ ...cap, quantity: 2 }]), headers: { cookie: 'lang=de' } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).not.toContain('is required in this kit');
  });
});

describe('one order per kit link', () => {
  it('lets exactly one of 20 parallel orders through, paid by the kit, stock decremented once', async () => {
    const stockBefore = tee.product_size_id ? await stockOf(tee.product_size_id) : null;
    const before = await countRows('SELECT id FROM orders WHERE storefront_id = 1');
    const answers = await Promise.all(Array.from({ length: 20 }, () => api('POST', PATH, { body: body([tee, mug, cap]) })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(19).fill(409));
    expect(refused[0]!.body.message).toBe('This gift has already been ordered.');
    expect(await countRows('SELECT id FROM orders WHERE storefront_id = 1')).toBe(before + 1);
    const order = await DEMO_DB.prepare("SELECT customer_id, payment_status, payment_provider FROM orders WHERE kit_id = 1").first();
    expect(order).toEqual({ customer_id: null, payment_status: 'paid', payment_provider: 'kit' });
    if (tee.product_size_id) expect(await stockOf(tee.product_size_id)).toBe(stockBefore! - 1);
  });

  it('answers a repeated submit with the same order, a later new submit with 409 (en, de, fr)', async () => {
    const winner = await DEMO_DB.prepare('SELECT uuid, idempotency_key FROM orders WHERE kit_id = 1').first<{ uuid: string; idempotency_key: string }>();
    const again = await api('POST', PATH, { body: body([tee, mug, cap], { idempotency_key: winner!.idempotency_key }) });
    expect(again.status).toBe(200);
    expect(again.body.data.uuid).toBe(winner!.uuid);
    const messages = new Set<string>();
    for (const lang of ['en', 'de', 'fr']) {
      const answer = await api('POST', PATH, { body: body([tee, mug, cap]), headers: { cookie: `lang=${lang}` } });
      expect(answer.status).toBe(409);
      messages.add(answer.body.message!);
    }
    expect(messages.size).toBe(3);
    // Another kit's order is not confused with this one: the hidden kit can still be ordered once.
    const hidden = await api('POST', '/storefronts/1/product-kits/token/hidden-kit-token/orders', { body: body([await lineOf(1010)]) });
    expect(hidden.status).toBe(201);
  });
});
