import { Hono } from 'hono';
import { hashPassword, verifyPassword } from '../../shared/password-hash.ts';
import { LoginSchema } from '../../shared/schemas/account.ts';
import type { AppEnv } from '../app-types.ts';
import { emailAllowedInStore, passwordAccountsAllowed } from '../auth/account-policy.ts';
import { clientIp } from '../auth/client-ip.ts';
import { requireCustomer } from '../auth/current-customer.ts';
import { toPublicUser } from '../auth/public-user.ts';
import { isKnownDevice, rememberDevice } from '../auth/known-devices.ts';
import { limitSharedGuesses } from '../auth/shared-guess-limit.ts';
import { RATE_LIMITS } from '../auth/rate-limit-policy.ts';
import { storeRateLimits } from '../auth/store-rate-limits.ts';
import { signIn, signOut } from '../auth/session-cookie.ts';
import { findCustomerByEmail } from '../db/customers.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { fieldError, tooManyAttempts, validAccountJson } from './account-validation.ts';
import { otherStoreInPayload } from './storefront-id-check.ts';

// A hash nobody's password matches: unknown e-mails cost the same PBKDF2 work as known ones,
// so the answer time does not tell whether an account exists. Not tenant or user state.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword(crypto.randomUUID()));

/**
 * Sessions of a store (docs/product.md §7, Login): POST /login, POST /logout, GET /me.
 * Mounted under /api/storefronts/{storefrontId}.
 */
export const sessionApi = new Hono<AppEnv>()
  .post('/login', validAccountJson(LoginSchema), async (c) => {
    const { email, password, storefront_id } = c.req.valid('json');
    const otherStore = otherStoreInPayload(c, storefront_id);
    if (otherStore) return otherStore;
    const storefront = c.var.storefront;
    const i18n = requestI18n(c);
    if (!passwordAccountsAllowed(storefront)) return c.json({ message: i18n._('This store signs in with your work account.') }, 403);
    if (!emailAllowedInStore(storefront, email)) {
      return fieldError(c, 'email', i18n._('Please use your @{domain} e-mail address.', { domain: storefront.config.domain ?? '' }));
    }

    // Counters of this store (Durable Objects, not D1: ADR 0303); both counted on every attempt.
    const limits = storeRateLimits(c);
    const accountKey = email.toLowerCase();
    const accountClientKey = `${accountKey}:${clientIp(c)}`;
    const [pair, client] = await Promise.all([limits.hit(RATE_LIMITS.loginAccountClient, accountClientKey), limits.hit(RATE_LIMITS.loginClient, clientIp(c))]);
    if (!pair.allowed || !client.allowed) {
      return tooManyAttempts(c, Math.max(pair.allowed ? 0 : pair.retryAfterSeconds, client.allowed ? 0 : client.retryAfterSeconds));
    }
    const customer = await findCustomerByEmail(c.var.db, storefront.id, email);
    // Many clients guessing one account: past the limit a trickle goes through, the rest are
    // refused; a browser that signed in to this account before is not counted (ADR 0260).
    const known = customer ? await isKnownDevice(c, c.var.db, { customerId: customer.id }) : false;
    const shared = await limitSharedGuesses(limits, { wide: RATE_LIMITS.loginAccount, slow: RATE_LIMITS.loginAccountSlow }, accountKey, known);
    if (shared) return tooManyAttempts(c, shared.retryAfterSeconds);

    const passwordOk = await verifyPassword(password, customer?.password_hash ?? (await decoy()));
    // Unknown e-mail, work account without password, wrong password: one answer for all.
    if (!customer?.password_hash || !passwordOk) return c.json({ message: i18n._('Invalid e-mail or password.') }, 401);

    // The owner got in: their own and strangers' attempts so far no longer count against the account.
    await Promise.all([limits.reset(RATE_LIMITS.loginAccountClient, accountClientKey), limits.reset(RATE_LIMITS.loginAccount, accountKey)]);
    await rememberDevice(c, c.var.db, { customerId: customer.id });
    const token = await signIn(c, customer.id);
    return c.json({ data: { user: toPublicUser(customer), access_token: token } });
  })
  .post('/logout', async (c) => {
    await signOut(c);
    return c.body(null, 204);
  })
  .get('/me', requireCustomer, (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ data: { user: toPublicUser(c.var.customer!) } });
  });
