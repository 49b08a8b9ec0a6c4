import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-types.ts';
import type { Customer } from './customer.ts';
import { hashToken, SESSION_COOKIE } from './session-token.ts';
import { touchSession } from './sessions.ts';

export type { Customer } from './customer.ts';

/** The session token of a request: the HttpOnly cookie, or `Authorization: Bearer` (API clients). */
export function readSessionToken(c: Context<AppEnv>): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return bearer ?? getCookie(c, SESSION_COOKIE) ?? null;
}

type CustomerRow = Omit<Customer, 'verified' | 'sso' | 'session_id'> & {
  email_verified_at: string | null;
  sso_object_id: string | null;
  session_created_at: string;
  session_expires_at: string;
};

/**
 * Looks up a live session of this storefront; expired (idle or past their lifetime) sessions and
 * other stores' sessions are ignored. A found session's idle deadline moves on.
 */
export async function findCustomerBySessionToken(db: D1Database, storefrontId: number, token: string): Promise<Customer | null> {
  const sessionId = await hashToken(token);
  const row = await db
    .prepare(
      `SELECT c.id, c.storefront_id, c.email, c.username, c.first_name, c.last_name, c.email_verified_at, c.sso_object_id,
              s.created_at AS session_created_at, s.expires_at AS session_expires_at
         FROM sessions s JOIN customers c ON c.id = s.customer_id
        WHERE s.id = ? AND s.storefront_id = ? AND c.storefront_id = ? AND s.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(sessionId, storefrontId, storefrontId)
    .first<CustomerRow>();
  if (!row) return null;
  const { email_verified_at, sso_object_id, session_created_at, session_expires_at, ...customer } = row;
  await touchSession(db, sessionId, session_created_at, session_expires_at);
  return { ...customer, verified: email_verified_at != null, sso: sso_object_id != null, session_id: sessionId };
}

/** Sets c.var.customer when the request carries a valid session; never refuses. */
export const optionalCustomer = createMiddleware<AppEnv>(async (c, next) => {
  const token = readSessionToken(c);
  if (token) {
    const customer = await findCustomerBySessionToken(c.var.db, c.var.storefront.id, token);
    if (customer) c.set('customer', customer);
  }
  await next();
});

/** Refuses with 401 unless the request carries a valid session of this store; sets c.var.customer. */
export const requireCustomer = createMiddleware<AppEnv>(async (c, next) => {
  const token = readSessionToken(c);
  const customer = token ? await findCustomerBySessionToken(c.var.db, c.var.storefront.id, token) : null;
  if (!customer) return c.json({ message: 'Please log in to continue.' }, 401);
  c.set('customer', customer);
  await next();
});
