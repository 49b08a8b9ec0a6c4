import { Hono } from 'hono';
import * as v from 'valibot';
import { KitOrderSchema, KitTokenSchema } from '../../shared/schemas/kit-order.ts';
import type { AppEnv } from '../app-types.ts';
import { findKit, kitAnswer, kitOrderAnswer, KIT_RELATIONS, type KitRelation } from '../db/kits.ts';
import { storeOrigin } from '../http/store-origin.ts';
import { deliverMail } from '../services/deliver-mail.ts';
import { afterOrderPlaced } from '../orders/fulfilment/order-events.ts';
import { requestStore } from '../orders/fulfilment/request-store.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { placeKitOrder } from '../orders/place-kit-order.ts';
import { validAccountJson } from './account-validation.ts';
import { validQuery } from './validation.ts';

const KitQuery = v.object({
  user_token: v.optional(v.string(), ''),
  relations: v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())], 'relations must be a list of values.'),
      v.transform((value) => (typeof value === 'string' ? [value] : value)),
      v.check((values) => values.every((value) => (KIT_RELATIONS as readonly string[]).includes(value)), `relations accepts only: ${KIT_RELATIONS.join(', ')}.`),
      v.transform((values) => [...new Set(values)] as KitRelation[]),
    ),
    [],
  ),
});

/** Looks a kit up by both tokens; anything that does not match is null (answered 404 alike). */
async function kitFor(c: { env: AppEnv['Bindings']; var: { storefront: { id: number }; db: D1Database } }, token: string, userToken: string) {
  const t = v.safeParse(KitTokenSchema, token);
  const u = v.safeParse(KitTokenSchema, userToken);
  return t.success && u.success ? findKit(c.var.db, c.var.storefront.id, t.output, u.output) : null;
}

/**
 * Gifting kits under /api/storefronts/{storefrontId} (docs/product.md §7; docs/decisions/0080):
 * GET /product-kits/token/{token}?user_token=…, GET …/order (the link's placed order) and POST …/orders. A wrong or missing user
 * token, another store's kit and an unknown token answer 404 alike.
 */
export const kitsApi = new Hono<AppEnv>()
  .get('/product-kits/token/:token', validQuery(KitQuery), async (c) => {
    const { user_token, relations } = c.req.valid('query');
    const kit = await kitFor(c, c.req.param('token'), user_token);
    if (!kit) return c.json({ message: requestI18n(c)._('The kit was not found.') }, 404);
    c.header('cache-control', 'no-store');
    return c.json({ data: await kitAnswer(c.var.db, c.var.storefront.id, kit, relations) });
  })
  .get('/product-kits/token/:token/order', validQuery(KitQuery), async (c) => {
    const i18n = requestI18n(c);
    const kit = await kitFor(c, c.req.param('token'), c.req.valid('query').user_token);
    const order = kit ? await kitOrderAnswer(c.var.db, c.var.storefront.id, kit) : null;
    if (!kit) return c.json({ message: i18n._('The kit was not found.') }, 404);
    if (!order) return c.json({ message: i18n._('This gift has not been ordered yet.') }, 404);
    c.header('cache-control', 'no-store');
    return c.json({ data: order });
  })
  .post('/product-kits/token/:token/orders', validAccountJson(KitOrderSchema), async (c) => {
    const input = c.req.valid('json');
    const i18n = requestI18n(c);
    const kit = await kitFor(c, c.req.param('token'), input.user_token);
    if (!kit) return c.json({ message: i18n._('The kit was not found.') }, 404);
    const result = await placeKitOrder(
      { db: c.var.db, storefront: c.var.storefront, i18n, origin: storeOrigin(c), sendMail: (message) => deliverMail(c, message) },
      kit,
      input,
    );
    if (!result.ok) return c.json({ message: result.message, problems: result.problems ?? [] }, result.status);
    if (result.created) await afterOrderPlaced(c.env, c.var.db, requestStore(c), result.order.uuid);
    return c.json({ data: result.order }, result.created ? 201 : 200);
  });
