import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-types.ts';
import { rateLimits, type RateLimitRule } from '../auth/rate-limit.ts';
import { clientIp } from '../auth/client-ip.ts';
import { registryDb } from '../db/databases.ts';
import { constantTimeEqual } from './constant-time.ts';
import { can, missingPermissionMessage, type OperatorPermission, type OperatorPrincipal } from './operator-roles.ts';
import { principalOfSecret } from './operator-tokens.ts';
import { getCookie } from 'hono/cookie';
import { accessEmail } from '../studio/access-jwt.ts';
import { isStudioRequest } from '../studio/studio-host.ts';
import { principalOfEmail, principalOfSession } from '../studio/studio-people.ts';

/** The Studio's session cookie: host-only on STUDIO_HOST (docs/decisions/0161-studio.md). */
export const STUDIO_SESSION_COOKIE = '__Host-studio_session';

/** A person signed in to the Studio (its session cookie, else a Cloudflare Access token), on the Studio's host only. */
async function studioPrincipal(c: Context<AppEnv>): Promise<OperatorPrincipal | null> {
  if (!isStudioRequest(c.env, c.req.url)) return null;
  const session = getCookie(c, STUDIO_SESSION_COOKIE);
  if (session) {
    const principal = await principalOfSession(registryDb(c.env), session);
    if (principal) return principal;
  }
  const email = await accessEmail(c.env, c.req.header('cf-access-jwt-assertion'));
  return email ? principalOfEmail(registryDb(c.env), email) : null;
}

/** Failed authentications per client address; a valid token is never refused by it. */
export const OPERATOR_AUTH_FAILURES: RateLimitRule = { name: 'operator-auth-failures', limit: 30, windowSeconds: 600 };

export const ROOT_PRINCIPAL: OperatorPrincipal = { id: 'root', name: 'OPERATOR_TOKEN', role: 'admin', storefrontIds: null };

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** The root credential, compared in constant time. */
async function isRootToken(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return constantTimeEqual(a, b);
}

function waitUntil(c: Context<AppEnv>, work: Promise<unknown>): void {
  const logged = work.catch((error: unknown) => console.error('Operator token bookkeeping failed', error));
  try {
    c.executionCtx.waitUntil(logged);
  } catch {
    // No execution context (an in-process call): let it run on its own.
  }
}

/**
 * The operator API's lock (docs/decisions/0157-operator-tokens-and-roles.md): `Authorization:
 * Bearer <secret>`, either OPERATOR_TOKEN (the root credential, an admin) or a token made with
 * it; on the Studio's host, a person's Studio session or Cloudflare Access sign-in. Without a configured OPERATOR_TOKEN the API does not exist (404). A missing, wrong,
 * revoked or expired token is 401; a client that keeps failing gets 429 until its window ends.
 */
export const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  const root = c.env.OPERATOR_TOKEN;
  if (!root) return c.json({ message: 'Not found.' }, 404);
  const given = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '';
  let principal: OperatorPrincipal | null = null;
  if (given && (await isRootToken(given, root))) {
    principal = ROOT_PRINCIPAL;
  } else if (given) {
    const found = await principalOfSecret(registryDb(c.env), given);
    if (found) {
      principal = found.principal;
      waitUntil(c, found.markUsed());
    }
  }
  if (!principal && !given) principal = await studioPrincipal(c);
  if (!principal) {
    // Only a presented secret counts as a failed attempt: a request without one guesses nothing.
    const limit = given ? await rateLimits(c.env.RATE_LIMIT_COUNTERS, 'operator').hit(OPERATOR_AUTH_FAILURES, clientIp(c)) : null;
    if (limit && !limit.allowed) {
      return c.json({ message: `Too many failed operator sign-ins from this address. Try again in ${limit.retryAfterSeconds} seconds.` }, 429, {
        'retry-after': String(limit.retryAfterSeconds),
      });
    }
    return c.json({ message: 'A valid operator token is required (Authorization: Bearer <token>).' }, 401, {
      'www-authenticate': 'Bearer realm="operator"',
    });
  }
  c.set('operator', principal);
  c.header('cache-control', 'no-store');
  await next();
});

/** The authenticated principal (set by requireOperator). */
export function operatorOf(c: Context<AppEnv>): OperatorPrincipal {
  const principal = c.var.operator;
  if (!principal) throw new Error('operatorOf called outside requireOperator');
  return principal;
}

/** 403 naming what is missing, or null when the principal may. */
export function refuseWithout(c: Context<AppEnv>, permission: OperatorPermission): Response | null {
  const principal = operatorOf(c);
  return can(principal, permission) ? null : c.json({ message: missingPermissionMessage(principal, permission) }, 403);
}
