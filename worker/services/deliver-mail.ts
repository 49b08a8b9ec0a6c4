import type { Context } from 'hono';
import type { AppEnv } from '../app-types.ts';
import type { Env } from '../env.ts';
import { storeOrigin } from '../http/store-origin.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import type { AccountMailContext } from './account-mails.ts';
import { createMailer, MailNotSentError, type MailMessage } from './mailer.ts';

/** The context of an account mail for this request: its language, the store, the store's origin. */
export function accountMailContext(c: Context<AppEnv>, to: AccountMailContext['to']): AccountMailContext {
  return {
    i18n: requestI18n(c),
    storefront: { id: c.var.storefront.id, name: c.var.storefront.name },
    origin: storeOrigin(c),
    to,
  };
}

/** A store as a mail sender: its name, and its first contact e-mail for answers. */
export type MailingStore = { name: string; contactEmails: readonly string[] };

/**
 * Sends one mail of a store (its mail log is in the store's database `db`): its name as the sender's name and its contact e-mail as reply-to
 * (unless the message names its own). True when it left; false when it could not, logged
 * (a deployment without mail: once per isolate, mailer.ts) instead of failing the request:
 * what it belongs to is already saved, and the caller tells the person it was not sent.
 */
export async function sendStoreMail(env: Env, db: D1Database, store: MailingStore, message: MailMessage): Promise<boolean> {
  const complete: MailMessage = {
    ...message,
    fromName: message.fromName ?? store.name,
    replyTo: message.replyTo === undefined ? (store.contactEmails[0] ?? null) : message.replyTo,
  };
  try {
    await createMailer(env, db).send(complete);
    return true;
  } catch (error) {
    if (!(error instanceof MailNotSentError)) console.error('Mail delivery failed', error);
    return false;
  }
}

/** Sends a mail of the request's store (sendStoreMail with c.var.storefront). */
export async function deliverMail(c: Context<AppEnv>, message: MailMessage): Promise<boolean> {
  const store = c.var.storefront;
  return sendStoreMail(c.env, c.var.db, { name: store.name, contactEmails: store.config.contact_emails }, message);
}
