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
import { authorizeUrl, backToButton, providerAuthorizeEndpoint, ssoReturnPath } from '../auth/sso/sso-form-flow.ts';
import { afterLoginPath, safeReturnUrl } from '../../shared/return-url.ts';
import type { SsoError } from '../../shared/sso-authority.ts';
import { findCustomerBySso, insertCustomer, updateSsoProfile, type CustomerRecord } from '../db/customers.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { tooManyAttempts, validAccountJson } from './account-validation.ts';

/** HttpOnly cookie holding the nonce of a sign-in in progress (10 minutes). */
const NONCE_COOKIE = 'sso_nonce';
/** The return url of a sign-in started without JavaScript (10 minutes). */
const RETURN_COOKIE = 'sso_return';
// The provider posts the ID token from its own site: only a SameSite=None cookie comes with it.
const FORM_FLOW_COOKIE = { ...CREDENTIAL_COOKIE, sameSite: 'None', maxAge: SSO_NONCE_TTL_SECONDS } as const;

type SignInOutcome = { ok: true; user: ReturnType<typeof toPublicUser>; accessToken: string } | { ok: false; error: Exclude<SsoError, 'unreachable' | 'failed' | 'busy'> };

/**
 * The end of both ways in (docs/decisions/0170, 0301): the nonce cookie is spent before the token
 * is even looked at (whatever happens next, it signs in no one else), the token is verified
 * against it, and the work account's customer is signed in.
 */
async function finishSignIn(c: Context<AppEnv>, sso: { client_id: string; tenant_id: string }, idToken: string): Promise<SignInOutcome> {
  const nonce = getCookie(c, NONCE_COOKIE);
  deleteCookie(c, NONCE_COOKIE, CREDENTIAL_COOKIE);
  if (!nonce || !(await spendSsoNonce(c.var.db, c.var.storefront.id, nonce))) return { ok: false, error: 'expired' };
  const { issuer, jwksUrl } = ssoEndpoints(c.env, sso.tenant_id);
  const keys = (c.env.SSO_JWKS && localKeySet(c.env.SSO_JWKS)) || remoteKeySet(jwksUrl);
  let identity: WorkIdentity;
  try {
    identity = await verifyIdToken(idToken, keys, { issuer, audience: sso.client_id, tenantId: sso.tenant_id, nonce });
  } catch (error) {
    if (!(error instanceof IdTokenError)) throw error;
    console.warn(error.message);
    return { ok: false, error: 'unverified' };
  }
  const customer = await customerFor(c, identity);
  if (!customer) return { ok: false, error: 'taken' };
  const accessToken = await signIn(c, customer.id);
  return { ok: true, user: toPublicUser(customer), accessToken };
}

const formText = (form: Record<string, unknown>, name: string) => (typeof form[name] === 'string' ? form[name] : null);

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
 * token against it and signs in → data.user, data.access_token. Without JavaScript the button's
 * form posts to /sso/start and the provider posts the token back to /sso/return (ADR 0301).
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
    const outcome = await finishSignIn(c, sso, c.req.valid('json').id_token);
    if (outcome.ok) return c.json({ data: { user: outcome.user, access_token: outcome.accessToken } });
    if (outcome.error === 'expired') return c.json({ message: i18n._('The work-account sign-in expired or was started in another browser. Please try again.') }, 400);
    if (outcome.error === 'unverified') return c.json({ message: i18n._('Your work account could not be verified. Please try again.') }, 401);
    return c.json({ message: i18n._('An account with this e-mail address already exists.') }, 409);
  })
  // Without JavaScript (ADR 0301): the button's form. To the provider, or back to the page saying why not.
  .post('/sso/start', async (c) => {
    const sso = ssoOf(c);
    if (!sso) return c.text('Not found.', 404);
    const form = await c.req.parseBody();
    const back = formText(form, 'back');
    const storefrontId = c.var.storefront.id;
    const limit = await storeRateLimits(c).hit(RATE_LIMITS.ssoNonceClient, clientIp(c));
    if (!limit.allowed) return c.redirect(backToButton(back, 'busy', Math.max(1, Math.ceil(limit.retryAfterSeconds / 60))), 303);
    const endpoint = await providerAuthorizeEndpoint(ssoEndpoints(c.env, sso.tenant_id).issuer);
    if (!endpoint) return c.redirect(backToButton(back, 'unreachable'), 303);
    const nonce = await issueSsoNonce(c.var.db, storefrontId);
    setCookie(c, NONCE_COOKIE, nonce, FORM_FLOW_COOKIE);
    const returnUrl = safeReturnUrl(formText(form, 'returnUrl'));
    if (returnUrl) setCookie(c, RETURN_COOKIE, returnUrl, FORM_FLOW_COOKIE);
    else deleteCookie(c, RETURN_COOKIE, CREDENTIAL_COOKIE);
    const { origin, hostname } = new URL(c.req.url);
    return c.redirect(authorizeUrl(endpoint, { clientId: sso.client_id, redirectUri: `${origin}${ssoReturnPath(storefrontId)}`, hostname, nonce }), 303);
  })
  // The provider's form post back (a cross-site POST by design: the nonce cookie and the signed token are the proof).
  .post('/sso/return', async (c) => {
    const sso = ssoOf(c);
    if (!sso) return c.text('Not found.', 404);
    const form = await c.req.parseBody();
    const returnUrl = getCookie(c, RETURN_COOKIE) ?? null;
    deleteCookie(c, RETURN_COOKIE, CREDENTIAL_COOKIE);
    const back = returnUrl ? `/login?${new URLSearchParams({ returnUrl })}` : '/login';
    const idToken = formText(form, 'id_token');
    // The provider's own refusal (the shopper cancelled, consent missing) or an answer for another site.
    if (!idToken || formText(form, 'state') !== new URL(c.req.url).hostname) {
      deleteCookie(c, NONCE_COOKIE, CREDENTIAL_COOKIE);
      return c.redirect(backToButton(back, 'unverified'), 303);
    }
    const outcome = await finishSignIn(c, sso, idToken);
    if (!outcome.ok) return c.redirect(backToButton(back, outcome.error), 303);
    return c.redirect(afterLoginPath(returnUrl), 303);
  });
