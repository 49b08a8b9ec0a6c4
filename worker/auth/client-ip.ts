import type { Context } from 'hono';

/**
 * The client's address as Cloudflare reports it (CF-Connecting-IP; set by the edge, not
 * forgeable through it). Without one (local tools) every client shares the 'unknown' bucket.
 */
export function clientIp(c: Context): string {
  return c.req.header('cf-connecting-ip')?.trim().toLowerCase() || 'unknown';
}
