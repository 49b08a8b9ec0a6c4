import type { Context } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { storeOrigin } from '../http/store-origin.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import type { AccountMailContext } from './account-mails.ts';
import { createMailer, MailConfigurationError, type MailMessage } from './mailer.ts';

/** The context of an account mail for this request: its language, the store, the store's origin. */
export function accountMailContext(c: Context<AppEnv>, to: AccountMailContext['to']): AccountMailContext {
  return {
    i18n: requestI18n(c),
    storefront: { id: c.var.storefront.id, name: c.var.storefront.name },
    origin: storeOrigin(c),
    to,
  };
}

/**
 * Sends a mail; a delivery failure is logged and answered false instead of failing the request
 * (the account change it belongs to is already saved, and the shopper can ask again).
 * A missing mail configuration is an operator error and is thrown.
 */
export async function deliverMail(c: Context<AppEnv>, message: MailMessage): Promise<boolean> {
  const mailer = createMailer(c.env);
  try {
    await mailer.send(message);
    return true;
  } catch (error) {
    if (error instanceof MailConfigurationError) throw error;
    console.error('Mail delivery failed', error);
    return false;
  }
}
