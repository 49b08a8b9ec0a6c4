import { Hono } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { AblyPreviewRealtime } from '../realtime/ably-realtime.ts';
import { DurableObjectPreviewRealtime } from '../realtime/durable-object-realtime.ts';
import { createPreviewRealtime } from '../realtime/preview-realtime.ts';

/**
 * The preview page's realtime endpoints, only for requests with this store's preview cookie
 * (c.var.preview): how to subscribe, the Durable Object WebSocket, and Ably token requests.
 */
export const previewApi = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    if (!c.var.preview) return c.json({ message: 'Open a preview link first.' }, 403);
    await next();
  })
  .get('/realtime', (c) => c.json({ data: createPreviewRealtime(c.env).connection(c.var.storefront.id) }))
  .get('/socket', (c) => {
    const realtime = createPreviewRealtime(c.env);
    if (!(realtime instanceof DurableObjectPreviewRealtime)) return c.json({ message: 'This deployment uses Ably for previews.' }, 404);
    if (c.req.header('upgrade') !== 'websocket') return c.json({ message: 'Expected a WebSocket upgrade.' }, 426);
    return realtime.channel(c.var.storefront.id).fetch(c.req.raw);
  })
  .get('/realtime-token', async (c) => {
    const realtime = createPreviewRealtime(c.env);
    if (!(realtime instanceof AblyPreviewRealtime)) return c.json({ message: 'This deployment has no Ably key.' }, 404);
    // Ably's client reads the token request itself from this answer (its authUrl).
    return c.json(await realtime.tokenRequest(c.var.storefront.id));
  });
