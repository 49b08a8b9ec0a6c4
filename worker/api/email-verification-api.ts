import { Hono } from 'hono';
import { VerifyEmailSchema } from '../../shared/schemas/account.ts';
import type { AppEnv } from '../app-types.ts';
import { requireCustomer } from '../auth/current-customer.ts';
import { consumeEmailToken, issueEmailToken } from '../auth/email-tokens.ts';
import { toPublicUser } from '../auth/public-user.ts';
import { RATE_LIMITS } from '../auth/rate-limit-policy.ts';
import { storeRateLimits } from '../auth/store-rate-limits.ts';
import { signIn } from '../auth/session-cookie.ts';
import { findCustomerById, markEmailVerified } from '../db/customers.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { verificationMail } from '../services/account-mails.ts';
import { accountMailContext, deliverMail } from '../services/deliver-mail.ts';
import { tooManyAttempts, validAccountJson } from './account-validation.ts';

/**
 * E-mail verification (docs/product.md §7, Verify email → data.user, data.access_token; Resend
 * verification email). POST /email-verification verifies and signs in; the token is used up.
 */
export const emailVerificationApi = new Hono<AppEnv>()
  .post('/email-verification', validAccountJson(VerifyEmailSchema), async (c) => {
    const { token } = c.req.valid('json');
    const storefrontId = c.var.storefront.id;
    const customerId = await consumeEmailToken(c.var.db, storefrontId, token, 'verify');
    const customer = customerId === null ? null : await findCustomerById(c.var.db, storefrontId, customerId);
    // Unknown, used, expired and other stores' tokens: the spec's 404 'Invalid token'.
    if (!customer) return c.json({ message: requestI18n(c)._('Invalid token. Please try again.') }, 404);
    await markEmailVerified(c.var.db, storefrontId, customer.id);
    const accessToken = await signIn(c, customer.id);
    const verified = { ...customer, email_verified_at: customer.email_verified_at ?? new Date().toISOString() };
    return c.json({ data: { user: toPublicUser(verified), access_token: accessToken } });
  })
  .post('/email-verification/resend', requireCustomer, async (c) => {
    const customer = c.var.customer!;
    const i18n = requestI18n(c);
    if (customer.verified) return c.json({ message: i18n._('Your e-mail address is already verified.') }, 409);
    const limit = await storeRateLimits(c).hit(RATE_LIMITS.resendVerification, String(customer.id));
    if (!limit.allowed) return tooManyAttempts(c, limit.retryAfterSeconds);
    const token = await issueEmailToken(c.var.db, customer.storefront_id, customer.id, 'verify');
    if (!(await deliverMail(c, verificationMail(accountMailContext(c, customer), token)))) {
      return c.json({ message: i18n._('The e-mail could not be sent: this shop cannot send e-mail right now. Please try again later.') }, 503);
    }
    return c.json({ message: i18n._('Email verification sent again!') });
  });
