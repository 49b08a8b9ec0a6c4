import { Hono, type Context } from 'hono';
import { hashPassword } from '../../shared/password-hash.ts';
import { ForgotPasswordSchema, ResetPasswordSchema } from '../../shared/schemas/account.ts';
import type { AppEnv } from '../app-types.ts';
import { passwordAccountsAllowed } from '../auth/account-policy.ts';
import { clientIp } from '../auth/client-ip.ts';
import { isCommonPassword } from '../auth/common-password.ts';
import { consumeEmailToken, issueEmailToken } from '../auth/email-tokens.ts';
import { RATE_LIMITS } from '../auth/rate-limit-policy.ts';
import { storeRateLimits } from '../auth/store-rate-limits.ts';
import { findCustomerByEmail, replacePassword, type CustomerRecord } from '../db/customers.ts';
import { writeRefusal } from '../db/databases.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { passwordResetMail } from '../services/account-mails.ts';
import { accountMailContext, deliverMail } from '../services/deliver-mail.ts';
import { mailAvailability } from '../services/mailer.ts';
import { commonPasswordMessage, fieldError, tooManyAttempts, validAccountJson } from './account-validation.ts';
import { otherStoreInPayload } from './storefront-id-check.ts';

/** Issues a reset link and mails it; runs after the answer, so a failure is only logged. */
async function sendResetLink(c: Context<AppEnv>, customer: CustomerRecord): Promise<void> {
  try {
    const token = await issueEmailToken(c.var.db, c.var.storefront.id, customer.id, 'reset');
    await deliverMail(c, passwordResetMail(accountMailContext(c, customer), token));
  } catch (error) {
    console.error('Password reset mail not sent', error);
  }
}

/**
 * Password reset (docs/product.md §7, Forgot password and Reset password). The forgot answer is
 * the same for known and unknown e-mails; a reset ends every session of the account.
 */
export const passwordResetApi = new Hono<AppEnv>()
  .post('/forgot-password', validAccountJson(ForgotPasswordSchema), async (c) => {
    const { email, storefront_id } = c.req.valid('json');
    const otherStore = otherStoreInPayload(c, storefront_id);
    if (otherStore) return otherStore;
    const storefront = c.var.storefront;
    // No password accounts here: say so rather than promise a mail that never comes (issue 27).
    if (!passwordAccountsAllowed(storefront)) return c.json({ message: requestI18n(c)._('This store signs in with your work account.') }, 403);
    const limits = storeRateLimits(c);
    const [account, client] = await Promise.all([limits.hit(RATE_LIMITS.forgotAccount, email.toLowerCase()), limits.hit(RATE_LIMITS.forgotClient, clientIp(c))]);
    if (!account.allowed || !client.allowed) {
      return tooManyAttempts(c, Math.max(account.allowed ? 0 : account.retryAfterSeconds, client.allowed ? 0 : client.retryAfterSeconds));
    }

    // A deployment that cannot send mail says so, to everyone alike (no hint whether the account
    // exists); a single failed delivery is logged and answered as usual for the same reason (ADR 0204).
    if (!mailAvailability(c.env).ok) {
      return c.json({ message: requestI18n(c)._('We could not send you an e-mail: this shop cannot send e-mail right now. Please try again later or contact the store.') }, 503);
    }
    // A store being moved cannot write the link: refused for everyone alike, before the promise of a mail (ADR 0309).
    const moving = writeRefusal(c.var.db);
    if (moving) throw moving;
    const customer = passwordAccountsAllowed(storefront) ? await findCustomerByEmail(c.var.db, storefront.id, email) : null;
    // Work accounts have no password here to reset: they get the same answer and no mail.
    // The link and its mail are made after the answer: a known address must not answer later
    // than an unknown one (docs/decisions/0171-forgot-password-answers-before-the-mail.md).
    if (customer?.password_hash) c.executionCtx.waitUntil(sendResetLink(c, customer));
    return c.json({ message: requestI18n(c)._('We sent you email with the password reset link!') });
  })
  .post('/reset-password', validAccountJson(ResetPasswordSchema), async (c) => {
    const { email, token, password, storefront_id } = c.req.valid('json');
    const otherStore = otherStoreInPayload(c, storefront_id);
    if (otherStore) return otherStore;
    const storefront = c.var.storefront;
    const i18n = requestI18n(c);
    // Refused before the link is used up, so the shopper can choose another with the same link (ADR 0172).
    if (await isCommonPassword(c.env.ASSETS, password)) return fieldError(c, 'password', commonPasswordMessage(c));
    const customerId = passwordAccountsAllowed(storefront) ? await consumeEmailToken(c.var.db, storefront.id, token, 'reset', email) : null;
    if (customerId === null) {
      return c.json({ message: i18n._('This password reset link is invalid or has expired. Please ask for a new one.') }, 400);
    }
    await replacePassword(c.var.db, storefront.id, customerId, await hashPassword(password));
    return c.json({ message: i18n._('Your password has been updated.') });
  });
