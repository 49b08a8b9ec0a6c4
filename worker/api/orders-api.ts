import { Hono } from 'hono';
import { openUnpaidOrderCap } from '../orders/open-unpaid-cap.ts';
import * as v from 'valibot';
import { PlaceOrderSchema } from '../../shared/schemas/checkout.ts';
import { OrderListQuerySchema } from '../../shared/schemas/orders.ts';
import type { AppEnv } from '../app-types.ts';
import { limitCodeCheck } from '../auth/code-check-limit.ts';
import { storeOrigin } from '../http/store-origin.ts';
import { requireCustomer } from '../auth/current-customer.ts';
import { listCustomerOrders, readCustomerOrder } from '../db/orders.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { placeOrder } from '../orders/place-order.ts';
import { createPaymentProvider } from '../payments/create-payment-provider.ts';
import { deliverMail } from '../services/deliver-mail.ts';
import { afterOrderPlaced } from '../orders/fulfilment/order-events.ts';
import { requestStore } from '../orders/fulfilment/request-store.ts';
import { validAccountJson } from './account-validation.ts';
import { validQuery } from './validation.ts';

const UuidSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));

/**
 * The signed-in customer's orders (docs/api.md, "Cart, checkout and orders"), mounted under
 * /api/storefronts/{storefrontId}: GET /orders (docs/product.md §7, orders list), GET /orders/{uuid},
 * POST /orders (place an order). Another customer's or another store's order answers 404.
 */
export const ordersApi = new Hono<AppEnv>()
  .get('/orders', requireCustomer, validQuery(OrderListQuerySchema), async (c) => {
    const { rows, total } = await listCustomerOrders(c.var.db, c.var.storefront.id, c.var.customer!.id, c.req.valid('query'));
    c.header('cache-control', 'no-store');
    return c.json({ data: { data: rows, total } });
  })
  .get('/orders/:uuid', requireCustomer, async (c) => {
    const uuid = v.safeParse(UuidSchema, c.req.param('uuid'));
    const order = uuid.success ? await readCustomerOrder(c.var.db, c.var.storefront.id, c.var.customer!.id, uuid.output.toLowerCase()) : null;
    if (!order) return c.json({ message: requestI18n(c)._('The order was not found.') }, 404);
    c.header('cache-control', 'no-store');
    return c.json({ data: order });
  })
  .post('/orders', requireCustomer, validAccountJson(PlaceOrderSchema), async (c) => {
    const customer = c.var.customer!;
    const i18n = requestI18n(c);
    if (!customer.verified && !customer.sso) {
      return c.json({ message: i18n._('Please verify your e-mail address before placing an order.') }, 403);
    }
    if (c.req.valid('json').gift_card_code) {
      const limited = await limitCodeCheck(c);
      if (limited) return limited;
    }
    const result = await placeOrder(
      {
        db: c.var.db,
        storefront: { id: c.var.storefront.id, name: c.var.storefront.name, config: c.var.storefront.config },
        i18n,
        origin: storeOrigin(c),
        buyer: { customerId: customer.id, firstName: customer.first_name },
        provider: createPaymentProvider(c.env),
        sendMail: (message) => deliverMail(c, message),
        maxOpenUnpaidOrders: openUnpaidOrderCap(c.env),
      },
      c.req.valid('json'),
    );
    if (!result.ok) {
      if (result.placedUuid) await afterOrderPlaced(c.env, c.var.db, requestStore(c), result.placedUuid);
      const errors = result.field ? { [result.field]: [result.message] } : {};
      // A changed total comes with the total to show (docs/decisions/0174).
      const total = result.total === undefined ? {} : { total: result.total };
      return c.json({ message: result.message, problems: result.problems ?? [], errors, ...total }, result.status);
    }
    if (result.created) await afterOrderPlaced(c.env, c.var.db, requestStore(c), result.order.uuid);
    return c.json({ data: result.order }, result.created ? 201 : 200);
  });
