import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SsoLoginSchema } from '../../shared/schemas/account.ts';
import type { AppEnv } from '../app-types.ts';
import { toPublicUser } from '../auth/public-user.ts';
import { CREDENTIAL_COOKIE, signIn } from '../auth/session-cookie.ts';
import { clientIp } from '../auth/client-ip.ts';
import { RATE_LIMITS } from '../auth/rate-limit-policy.ts';
import { storeRateLimits } from '../auth/store-rate-limits.ts';
import { IdTokenError, verifyIdToken, type WorkIdentity } from '../auth/sso/id-token.ts';
import { issueSsoNonce, spendSsoNonce, SSO_NONCE_TTL_SECONDS } from '../auth/sso/sso-nonces.ts';
import { localKeySet, remoteKeySet, ssoEndpoints } from '../auth/sso/sso-settings.ts';
import { findCustomerBySso, insertCustomer, updateSsoProfile, type CustomerRecord } from '../db/customers.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { tooManyAttempts, validAccountJson } from './account-validation.ts';

/** HttpOnly cookie holding the nonce of a sign-in in progress (10 minutes). */
const NONCE_COOKIE = 'sso_nonce';

function ssoOf(c: Context<AppEnv>) {
  const sso = c.var.storefront.config.sso;
  return sso.enabled && sso.client_id && sso.tenant_id ? sso : null;
}

/** The customer of a work identity: found by tenant id + object id, created on first sign-in. */
async function customerFor(c: Context<AppEnv>, identity: WorkIdentity): Promise<CustomerRecord | null> {
  const db = c.var.db;
  const storefrontId = c.var.storefront.id;
  const found = await findCustomerBySso(db, storefrontId, identity.tenantId, identity.objectId);
  const profile = { first_name: identity.firstName, last_name: identity.lastName };
  if (found) {
    if (found.first_name !== profile.first_name || found.last_name !== profile.last_name) await updateSsoProfile(db, storefrontId, found.id, profile);
    return { ...found, ...profile };
  }
  // Never linked to an existing account by e-mail: an address already taken is refused.
  return insertCustomer(db, storefrontId, {
    email: identity.email,
    username: identity.username,
    ...profile,
    password_hash: null,
    verified: true,
    sso_tenant_id: identity.tenantId,
    sso_object_id: identity.objectId,
  });
}

/**
 * Work-account sign-in (docs/product.md §7, Single sign-on). POST /sso/nonce gives the browser a
 * nonce (kept on the server and in an HttpOnly cookie); after the provider's redirect, POST
 * /sso/login { id_token } spends the cookie's nonce (once: docs/decisions/0170), verifies the
 * token against it and signs in → data.user, data.access_token.
 */
export const ssoApi = new Hono<AppEnv>()
  .post('/sso/nonce', async (c) => {
    if (!ssoOf(c)) return c.json({ message: 'Not found.' }, 404);
    const storefrontId = c.var.storefront.id;
    // Each nonce is a row until it is spent or the daily clean-up takes it: bounded per client.
    const limit = await storeRateLimits(c).hit(RATE_LIMITS.ssoNonceClient, clientIp(c));
    if (!limit.allowed) return tooManyAttempts(c, limit.retryAfterSeconds);
    const nonce = await issueSsoNonce(c.var.db, storefrontId);
    setCookie(c, NONCE_COOKIE, nonce, { ...CREDENTIAL_COOKIE, maxAge: SSO_NONCE_TTL_SECONDS });
    return c.json({ data: { nonce } });
  })
  .post('/sso/login', validAccountJson(SsoLoginSchema), async (c) => {
    const sso = ssoOf(c);
    if (!sso) return c.json({ message: 'Not found.' }, 404);
    const i18n = requestI18n(c);
    const nonce = getCookie(c, NONCE_COOKIE);
    deleteCookie(c, NONCE_COOKIE, CREDENTIAL_COOKIE);
    // Spent before the token is even looked at: whatever happens next, this nonce signs in no one else.
    if (!nonce || !(await spendSsoNonce(c.var.db, c.var.storefront.id, nonce))) {
      return c.json({ message: i18n._('The work-account sign-in expired or was started in another browser. Please try again.') }, 400);
    }

    const { issuer, jwksUrl } = ssoEndpoints(c.env, sso.tenant_id);
    const keys = (c.env.SSO_JWKS && localKeySet(c.env.SSO_JWKS)) || remoteKeySet(jwksUrl);
    let identity: WorkIdentity;
    try {
      identity = await verifyIdToken(c.req.valid('json').id_token, keys, { issuer, audience: sso.client_id, tenantId: sso.tenant_id, nonce });
    } catch (error) {
      if (!(error instanceof IdTokenError)) throw error;
      console.warn(error.message);
      return c.json({ message: i18n._('Your work account could not be verified. Please try again.') }, 401);
    }

    const customer = await customerFor(c, identity);
    if (!customer) return c.json({ message: i18n._('An account with this e-mail address already exists.') }, 409);
    const accessToken = await signIn(c, customer.id);
    return c.json({ data: { user: toPublicUser(customer), access_token: accessToken } });
  });
