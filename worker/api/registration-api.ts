import { Hono } from 'hono';
import { hashPassword } from '../../shared/password-hash.ts';
import { RegisterSchema } from '../../shared/schemas/account.ts';
import type { AppEnv } from '../app-types.ts';
import { emailAllowedInStore, passwordAccountsAllowed } from '../auth/account-policy.ts';
import { clientIp } from '../auth/client-ip.ts';
import { isCommonPassword } from '../auth/common-password.ts';
import { issueEmailToken } from '../auth/email-tokens.ts';
import { toPublicUser } from '../auth/public-user.ts';
import { RATE_LIMITS } from '../auth/rate-limit-policy.ts';
import { storeRateLimits } from '../auth/store-rate-limits.ts';
import { signIn } from '../auth/session-cookie.ts';
import { insertCustomer } from '../db/customers.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { hasPrivateGrant } from '../private/private-grants.ts';
import { verificationMail } from '../services/account-mails.ts';
import { accountMailContext, deliverMail } from '../services/deliver-mail.ts';
import { commonPasswordMessage, fieldError, tooManyAttempts, validAccountJson } from './account-validation.ts';
import { otherStoreInPayload } from './storefront-id-check.ts';

/**
 * Registration (docs/product.md §7, Register → data.user, data.token): creates the account, sends
 * the verification mail and signs the new customer in (unverified until the link is opened).
 */
export const registrationApi = new Hono<AppEnv>().post('/register', validAccountJson(RegisterSchema), async (c) => {
  const body = c.req.valid('json');
  const otherStore = otherStoreInPayload(c, body.storefront_id);
  if (otherStore) return otherStore;
  const storefront = c.var.storefront;
  const i18n = requestI18n(c);
  if (!passwordAccountsAllowed(storefront)) return c.json({ message: i18n._('This store signs in with your work account.') }, 403);
  if (!emailAllowedInStore(storefront, body.email)) {
    return fieldError(c, 'email', i18n._('Please use your @{domain} e-mail address.', { domain: storefront.config.domain ?? '' }));
  }
  // A private store without a company domain: only shoppers who passed its gate may sign up,
  // or registering would be a way around the code (docs/decisions/0032-private-store-gate.md).
  if (storefront.config.private_store && !storefront.config.domain && !(await hasPrivateGrant(c))) {
    return c.json({ message: i18n._('This store is private. Please enter your code or log in first.') }, 403);
  }

  // The checklist rules are in the schema; a list of common passwords only the server holds (ADR 0172).
  if (await isCommonPassword(c.env.ASSETS, body.password)) return fieldError(c, 'password', commonPasswordMessage(c));

  const client = await storeRateLimits(c).hit(RATE_LIMITS.registerClient, clientIp(c));
  if (!client.allowed) return tooManyAttempts(c, client.retryAfterSeconds);

  const customer = await insertCustomer(c.var.db, storefront.id, {
    email: body.email,
    username: body.username,
    first_name: body.first_name,
    last_name: body.last_name,
    password_hash: await hashPassword(body.password),
    verified: false,
  });
  if (!customer) return fieldError(c, 'email', i18n._('An account with this e-mail address already exists.'), 409);

  const verifyToken = await issueEmailToken(c.var.db, storefront.id, customer.id, 'verify');
  // Not sent (a deployment without mail): the account exists, and the shopper is told (ADR 0204).
  const mailSent = await deliverMail(c, verificationMail(accountMailContext(c, customer), verifyToken));
  const token = await signIn(c, customer.id);
  return c.json({ data: { user: toPublicUser(customer), token, mail_sent: mailSent } }, 201);
});
