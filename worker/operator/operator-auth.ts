import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-types.ts';
import { constantTimeEqual } from './constant-time.ts';

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * The operator API's lock: `Authorization: Bearer <OPERATOR_TOKEN>`. Without a configured token
 * the API does not exist (404); a missing or wrong token is 401. Compared in constant time.
 */
export const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.env.OPERATOR_TOKEN;
  if (!expected) return c.json({ message: 'Not found.' }, 404);
  const given = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '';
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  if (!given || !constantTimeEqual(a, b)) {
    return c.json({ message: 'A valid operator token is required (Authorization: Bearer <token>).' }, 401, {
      'www-authenticate': 'Bearer realm="operator"',
    });
  }
  c.header('cache-control', 'no-store');
  await next();
});
