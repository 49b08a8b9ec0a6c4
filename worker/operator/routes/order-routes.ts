import { Hono, type Context } from 'hono';
import { validJson, validQuery } from '../../api/validation.ts';
import type { AppEnv } from '../../app-types.ts';
import { registryDb, storeDb } from '../../db/databases.ts';
import { decodeOrderCursor, encodeOrderCursor, linesOfOrders, listStoreOrders } from '../../db/operator-orders.ts';
import { readOperatorOrder, readOrderParts } from '../../db/operator-order-detail.ts';
import { afterPaid, afterStatusChange } from '../../orders/fulfilment/after-status-change.ts';
import { markOrderPayment } from '../../orders/fulfilment/mark-payment.ts';
import { contactEmailsOf, originForHost, type FulfilmentStore } from '../../orders/fulfilment/order-mail-context.ts';
import { orderDetailView, orderListView } from '../../orders/fulfilment/order-views.ts';
import { ordersCsvStream } from '../../orders/fulfilment/orders-csv.ts';
import { changeOrderStatus } from '../../orders/fulfilment/status-change.ts';
import { actorOf, badCursor, pageOf, paged, storeFor } from '../operator-http.ts';
import { previewHostname, type OperatorStore } from '../operator-stores.ts';
import { OrderListQuery, PaymentBody, StatusBody } from './order-bodies.ts';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

const orderNotFound = (c: Context<AppEnv>) => c.json({ message: 'Order not found.' }, 404);

/** The store as mails and events need it: name, contact e-mails, the origin of its links (its primary hostname, else the first it was given). */
async function fulfilmentStore(c: Context<AppEnv>, store: OperatorStore): Promise<FulfilmentStore> {
  const hostname = store.primary_hostname ?? (await previewHostname(registryDb(c.env), store.id));
  return { id: store.id, name: store.name, contactEmails: contactEmailsOf(store.config), origin: originForHost(c.env, hostname) };
}

/**
 * A store's orders for its admins, store managers and fulfilment (docs/api.md "Orders";
 * docs/decisions/0200-operator-order-api.md): the list, a CSV export, one order, status changes
 * and manual payments. Every query goes to the store's own database handle.
 */
export const orderRoutes = new Hono<AppEnv>()
  .get('/storefronts/:id/orders', validQuery(OrderListQuery), async (c) => {
    const found = await storeFor(c, 'orders');
    if ('response' in found) return found.response;
    const page = pageOf(c);
    if ('response' in page) return page.response;
    const cursor = page.cursor === null ? null : decodeOrderCursor(page.cursor);
    if (page.cursor !== null && !cursor) return badCursor(c);
    const id = found.store.id;
    const db = storeDb(c.env, found.store);
    const { rows, next } = await listStoreOrders(db, id, c.req.valid('query'), page.limit, cursor);
    const lines = await linesOfOrders(db, rows.map((row) => row.id));
    return paged(c, rows.map((row) => orderListView(row, lines.get(row.id) ?? [])), next ? encodeOrderCursor(next) : null);
  })
  .get('/storefronts/:id/orders/export.csv', validQuery(OrderListQuery), async (c) => {
    const found = await storeFor(c, 'orders');
    if ('response' in found) return found.response;
    const id = found.store.id;
    const day = new Date().toISOString().slice(0, 10);
    return c.body(ordersCsvStream(storeDb(c.env, found.store), id, c.req.valid('query')), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="store-${id}-orders-${day}.csv"`,
    });
  })
  .get(`/storefronts/:id/orders/:uuid{${UUID}}`, async (c) => {
    const found = await storeFor(c, 'orders');
    if ('response' in found) return found.response;
    const db = storeDb(c.env, found.store);
    const order = await readOperatorOrder(db, found.store.id, c.req.param('uuid').toLowerCase());
    if (!order) return orderNotFound(c);
    return c.json({ data: orderDetailView(order, await readOrderParts(db, order)) });
  })
  .post(`/storefronts/:id/orders/:uuid{${UUID}}/status`, validJson(StatusBody), async (c) => {
    const found = await storeFor(c, 'orders');
    if ('response' in found) return found.response;
    const body = c.req.valid('json');
    if (body.tracking && body.status !== 3 && body.status !== 4) {
      return c.json({ message: 'tracking goes with Shipped (3) or Partially Shipped (4) only.', errors: { tracking: ['Only for Shipped or Partially Shipped.'] } }, 400);
    }
    const id = found.store.id;
    const db = storeDb(c.env, found.store);
    const uuid = c.req.param('uuid').toLowerCase();
    const input = { status: body.status, note: body.note || null, tracking: body.tracking };
    const result = await changeOrderStatus(db, registryDb(c.env), id, uuid, input, actorOf(c));
    if (!result.ok) return c.json({ message: result.message, ...(result.current ? { current_status: result.current } : {}) }, result.status);
    const shopperMail = await afterStatusChange(c.env, db, await fulfilmentStore(c, found.store), { ...result, tracking: input.tracking, note: input.note });
    return c.json({ data: { ...orderDetailView(result.order, await readOrderParts(db, result.order)), shopper_mail: shopperMail } });
  })
  .post(`/storefronts/:id/orders/:uuid{${UUID}}/payment`, validJson(PaymentBody), async (c) => {
    const found = await storeFor(c, 'orders');
    if ('response' in found) return found.response;
    const id = found.store.id;
    const db = storeDb(c.env, found.store);
    const uuid = c.req.param('uuid').toLowerCase();
    const result = await markOrderPayment(db, registryDb(c.env), id, uuid, c.req.valid('json').status, actorOf(c));
    if (!result.ok) return c.json({ message: result.message }, result.status);
    const store = await fulfilmentStore(c, found.store);
    const giftCardMails =
      result.payment === 'paid'
        ? await afterPaid(c.env, db, store, result.order, result.issued)
        : (await afterStatusChange(c.env, db, store, { order: result.order, from: 1, to: 7, restocked: true, tracking: null, note: 'The payment failed.' }), { sent: 0, not_sent: 0 });
    return c.json({ data: { ...orderDetailView(result.order, await readOrderParts(db, result.order)), gift_card_mails: giftCardMails } });
  });
