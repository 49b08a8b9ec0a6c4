import { Hono } from 'hono';
import * as v from 'valibot';
import { validJson } from '../../api/validation.ts';
import type { AppEnv } from '../../app-types.ts';
import { registryDb, storeDb } from '../../db/databases.ts';
import { isDevelopment } from '../../env.ts';
import { queueDelivery } from '../../webhooks/enqueue-webhook.ts';
import { WEBHOOK_EVENTS } from '../../webhooks/webhook-events.ts';
import { newWebhookSecret } from '../../webhooks/webhook-signature.ts';
import { deleteEndpointStatement, deliveryView, listDeliveries, readDelivery, readEndpoint, upsertEndpointStatement } from '../../webhooks/webhook-store.ts';
import { auditStatement } from '../audit-log.ts';
import { actorOf, badCursor, numericCursor, pageOf, paged, storeFor } from '../operator-http.ts';

const WebhookBody = v.object({
  url: v.pipe(v.string('url must be a URL.'), v.trim(), v.url('url must be a URL like https://erp.example.com/hooks/shop.'), v.maxLength(2000, 'url is too long.')),
  events: v.pipe(
    v.array(v.picklist(WEBHOOK_EVENTS, `events may only contain: ${WEBHOOK_EVENTS.join(', ')}.`), 'events must be a list of event names.'),
    v.minLength(1, `Name at least one event: ${WEBHOOK_EVENTS.join(', ')}.`),
    v.transform((events) => [...new Set(events)]),
  ),
  rotate_secret: v.optional(v.boolean('rotate_secret must be true or false.'), false),
});

const DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'dead', 'cancelled', 'not_queued'] as const;

const endpointView = (endpoint: { url: string; events: readonly string[]; created_at: string; updated_at: string }) => ({
  url: endpoint.url,
  events: endpoint.events,
  created_at: endpoint.created_at,
  updated_at: endpoint.updated_at,
});

/**
 * A store's webhook endpoint and its deliveries (docs/api.md "Webhooks",
 * docs/decisions/0205-webhooks-through-a-queue.md). Setting it is store configuration (admins,
 * store managers); reading it, its deliveries and retrying one is for whoever handles the store's
 * orders too (fulfilment runs the warehouse system it feeds).
 */
export const webhookRoutes = new Hono<AppEnv>()
  .get('/storefronts/:id/webhooks', async (c) => {
    const found = await storeFor(c, 'orders');
    if ('response' in found) return found.response;
    const endpoint = await readEndpoint(storeDb(c.env, found.store), found.store.id);
    return c.json({ data: endpoint ? endpointView(endpoint) : null });
  })
  .put('/storefronts/:id/webhooks', validJson(WebhookBody), async (c) => {
    const found = await storeFor(c, 'stores.write');
    if ('response' in found) return found.response;
    const body = c.req.valid('json');
    if (!isDevelopment(c.env) && !body.url.startsWith('https://')) {
      return c.json({ message: 'url must be an https:// URL.', errors: { url: ['must be an https:// URL'] } }, 400);
    }
    const id = found.store.id;
    const db = storeDb(c.env, found.store);
    const existing = await readEndpoint(db, id);
    const secret = !existing || body.rotate_secret ? newWebhookSecret() : null;
    const audit = auditStatement(registryDb(c.env), actorOf(c), 'webhooks.set', id, { url: body.url, events: body.events, secret_rotated: secret !== null });
    if (db === registryDb(c.env)) await db.batch([upsertEndpointStatement(db, id, body.url, body.events, secret), audit]);
    else {
      await upsertEndpointStatement(db, id, body.url, body.events, secret).run();
      await audit.run();
    }
    const saved = (await readEndpoint(db, id))!;
    // The secret is shown this once: it signs every delivery, and only the receiver should keep it.
    return c.json({ data: { ...endpointView(saved), secret } }, existing ? 200 : 201);
  })
  .delete('/storefronts/:id/webhooks', async (c) => {
    const found = await storeFor(c, 'stores.write');
    if ('response' in found) return found.response;
    const id = found.store.id;
    const db = storeDb(c.env, found.store);
    const audit = auditStatement(registryDb(c.env), actorOf(c), 'webhooks.remove', id);
    const [removed] = db === registryDb(c.env) ? await db.batch([deleteEndpointStatement(db, id), audit]) : [await deleteEndpointStatement(db, id).run(), await audit.run()];
    return c.json({ data: { deleted: (removed?.meta.changes ?? 0) > 0 } });
  })
  .get('/storefronts/:id/webhooks/deliveries', async (c) => {
    const found = await storeFor(c, 'orders');
    if ('response' in found) return found.response;
    const page = pageOf(c);
    if ('response' in page) return page.response;
    const cursor = numericCursor(page.cursor);
    if (cursor === undefined) return badCursor(c);
    const status = c.req.query('status') || null;
    if (status !== null && !(DELIVERY_STATUSES as readonly string[]).includes(status)) {
      return c.json({ message: `status must be one of ${DELIVERY_STATUSES.join(', ')}.`, errors: { status: ['not a delivery status'] } }, 400);
    }
    const { rows, attempts, next } = await listDeliveries(storeDb(c.env, found.store), found.store.id, status, page.limit, cursor);
    return paged(c, rows.map((row) => deliveryView(row, attempts.get(row.id) ?? [])), next);
  })
  .post('/storefronts/:id/webhooks/deliveries/:deliveryId{[1-9][0-9]{0,15}}/retry', async (c) => {
    const found = await storeFor(c, 'orders');
    if ('response' in found) return found.response;
    const id = found.store.id;
    const db = storeDb(c.env, found.store);
    const delivery = await readDelivery(db, id, Number(c.req.param('deliveryId')));
    if (!delivery) return c.json({ message: 'No such delivery.' }, 404);
    if (!c.env.WEBHOOKS) return c.json({ message: 'Webhooks cannot be sent: this deployment has no WEBHOOKS queue binding (see GET /api/operator/health).' }, 503);
    const audit = auditStatement(registryDb(c.env), actorOf(c), 'webhooks.retry', id, { delivery_id: delivery.id, event: delivery.event });
    const reset = db.prepare("UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = NULL WHERE id = ?").bind(delivery.id);
    if (db === registryDb(c.env)) await db.batch([reset, audit]);
    else {
      await reset.run();
      await audit.run();
    }
    await queueDelivery(c.env, db, { delivery_id: delivery.id, storefront_id: id });
    const { rows, attempts } = await listDeliveries(db, id, null, 1, delivery.id + 1);
    return c.json({ data: deliveryView(rows[0]!, attempts.get(delivery.id) ?? []) }, 202);
  });
