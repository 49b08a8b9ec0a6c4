import { beforeAll, describe, expect, it } from 'vitest';
import { isAllowedMove, orderStatusLabel } from '../../../shared/orders/status-moves.ts';
import { setStock, sku, type Sku } from '../orders/order-helpers.ts';
import { tokenFor } from '../operator/operator-helpers.ts';
import { forceStatus, moveOrder, placeOrder } from './fulfilment-helpers.ts';

// Every move between the spec's statuses 1-8 through POST …/orders/{uuid}/status: the 14 moves of
// issue 24 answer 200 and change the order; every other one is 409 naming the allowed ones.

let tee: Sku;
beforeAll(async () => {
  tee = await sku('classic-crew-tee', 'Navy', 'M');
  await setStock(tee.product_size_id, 500);
});

const STATUSES = [1, 2, 3, 4, 5, 6, 7, 8];

describe('status moves', () => {
  for (const from of STATUSES) {
    it(`from ${orderStatusLabel(from)}: exactly the allowed moves`, async () => {
      for (const to of STATUSES) {
        const uuid = await placeOrder([{ item: tee }]);
        await forceStatus(uuid, from);
        const answer = await moveOrder(uuid, { status: to });
        if (isAllowedMove(from, to)) {
          expect(answer.status, `${from} → ${to}`).toBe(200);
          expect(answer.body.data).toMatchObject({ status: to, status_label: orderStatusLabel(to) });
          expect(answer.body.data.status_history.at(-1)).toMatchObject({ from, to, actor: { name: 'OPERATOR_TOKEN' } });
        } else {
          expect(answer.status, `${from} → ${to}`).toBe(409);
          expect(answer.body.message).toContain(`The order is ${orderStatusLabel(from)}`);
          expect(answer.body.current_status).toBe(from);
        }
      }
    });
  }

  it('names the allowed moves in the 409', async () => {
    const uuid = await placeOrder([{ item: tee }]);
    const answer = await moveOrder(uuid, { status: 'Shipped' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'The order is New Order: it cannot move to Shipped. From New Order it can move to In Progress (2), On Hold (6), Cancelled (5) or Not Paid (7).',
    );
    await forceStatus(uuid, 5);
    expect((await moveOrder(uuid, { status: 1 })).body.message).toBe('The order is Cancelled, which is final: it cannot move to New Order or any other status.');
  });

  it('ships with a tracking number and keeps it in the history', async () => {
    const uuid = await placeOrder([{ item: tee }]);
    expect((await moveOrder(uuid, { status: 'In Progress', note: 'printing' })).status).toBe(200);
    const shipped = await moveOrder(uuid, { status: 3, tracking: { carrier: 'UPS', number: '1Z999AA10123456784', url: 'https://ups.example/track/1Z999' } });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.status_history.map((entry) => [entry.from, entry.to, entry.note])).toEqual([
      [1, 2, 'printing'],
      [2, 3, null],
    ]);
    expect(shipped.body.data.status_history[1]!.tracking).toEqual({ carrier: 'UPS', number: '1Z999AA10123456784', url: 'https://ups.example/track/1Z999' });
    expect(shipped.body.data.allowed_moves).toEqual([{ status: 8, label: 'Refund' }]);
  });

  it('refuses tracking on other statuses and unknown statuses with 400', async () => {
    const uuid = await placeOrder([{ item: tee }]);
    expect((await moveOrder(uuid, { status: 2, tracking: { carrier: 'UPS', number: '1' } })).status).toBe(400);
    const unknown = await moveOrder(uuid, { status: 'Lost' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('status must be an order status: 1-8 or its label (e.g. 3 or "Shipped").');
  });

  it('lets fulfilment move its store\'s orders, 404s other stores and unknown orders', async () => {
    const fulfilment = (await tokenFor('fulfilment', [1])).token;
    const designer = (await tokenFor('designer', [1])).token;
    const uuid = await placeOrder([{ item: tee }]);
    expect((await moveOrder(uuid, { status: 2 }, fulfilment)).status).toBe(200);
    const refused = await moveOrder(uuid, { status: 6 }, designer);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This token's role (designer) cannot read or change a store's orders: that needs the admin or store_manager or fulfilment role.");
    const otherStore = (await tokenFor('fulfilment', [2])).token;
    expect((await moveOrder(uuid, { status: 6 }, otherStore)).status).toBe(404);
    expect((await moveOrder('00000000-0000-4000-8000-000000000000', { status: 2 })).status).toBe(404);
  });
});
