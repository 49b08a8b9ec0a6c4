import { isDevelopment, type Env } from '../env.ts';
import { storeRowId } from '../db/store-row-id.ts';
import { mailHeaderText } from './mail-header-text.ts';

/** One e-mail of a store to one recipient (plain text and an HTML alternative). */
export type MailMessage = {
  storefrontId: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's name: the store's name (filled in by deliver-mail.ts when absent). */
  fromName?: string;
  /** Where answers go: the store's contact e-mail (or, for a contact message, the shopper). */
  replyTo?: string | null;
};

/** Sends mail. Implementations: the local outbox, the Cloudflare send_email binding. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The mail of this deployment cannot leave: nothing was sent and nothing pretends it was. */
export class MailNotSentError extends Error {
  override name = 'MailNotSentError';
}

/**
 * Whether mail can leave this deployment (docs/decisions/0204-mail-that-cannot-leave.md): in
 * development it goes to the local outbox; anywhere else it needs the SEND_EMAIL binding and a
 * MAIL_FROM sender address. `missing` names what is not there.
 */
export function mailAvailability(env: Env): { ok: true; outbox: boolean } | { ok: false; missing: string[] } {
  if (isDevelopment(env)) return { ok: true, outbox: true };
  const missing = [...(env.SEND_EMAIL ? [] : ['SEND_EMAIL']), ...(env.MAIL_FROM ? [] : ['MAIL_FROM'])];
  return missing.length ? { ok: false, missing } : { ok: true, outbox: false };
}

/**
 * The local outbox (development only): mail is stored in mail_outbox, where the developer reads
 * it at /dev/outbox and tests read it from D1. Nothing leaves the machine.
 */
export function outboxMailer(db: D1Database): Mailer {
  return {
    async send(message) {
      await db
        .prepare(`INSERT INTO mail_outbox (id, storefront_id, recipient, subject, text_body, html_body, from_name, reply_to) VALUES (${storeRowId('mail_outbox', message.storefrontId)}, ?, ?, ?, ?, ?, ?, ?)`)
        .bind(message.storefrontId, message.to, message.subject, message.text, message.html, message.fromName ?? null, message.replyTo ?? null)
        .run();
    },
  };
}

/**
 * Production mail through the Cloudflare send_email binding, from MAIL_FROM under the store's
 * name, answered to its contact e-mail. The sent log keeps recipient and subject only: bodies
 * carry single-use links that must not sit in a table.
 */
export function sendEmailBindingMailer(binding: SendEmail, from: string, db: D1Database): Mailer {
  return {
    async send(message) {
      await binding.send({
        from: message.fromName ? { name: message.fromName, email: from } : from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await db
        .prepare(`INSERT INTO mail_outbox (id, storefront_id, recipient, subject, text_body, from_name, reply_to) VALUES (${storeRowId('mail_outbox', message.storefrontId)}, ?, ?, ?, '', ?, ?)`)
        .bind(message.storefrontId, message.to, message.subject, message.fromName ?? null, message.replyTo ?? null)
        .run();
    },
  };
}

// Per isolate: the first mail that cannot leave is logged as an error, not every one after it.
let unavailableLogged = false;

/** Lets a test see the first-use error again. */
export function resetMailWarnings(): void {
  unavailableLogged = false;
}

/** A deployment whose mail cannot leave: every send refuses, the first one loudly in the error log. */
function unavailableMailer(missing: string[]): Mailer {
  const reason = `Mail is not sent: this deployment (ENVIRONMENT is not "development") lacks ${missing.join(' and ')}. Verification, password reset, order and contact mail cannot leave; shoppers are told so. See GET /api/operator/health.`;
  return {
    async send() {
      if (!unavailableLogged) {
        unavailableLogged = true;
        console.error(reason);
      }
      throw new MailNotSentError(reason);
    },
  };
}

/**
 * The mailer of this deployment, logging to the store's database `db`: the outbox only in development; the SEND_EMAIL binding with
 * MAIL_FROM elsewhere; without them a mailer that refuses (nothing is written as if sent).
 */
export function createMailer(env: Env, db: D1Database): Mailer {
  const availability = mailAvailability(env);
  if (!availability.ok) return unavailableMailer(availability.missing);
  if (availability.outbox) return withOneLineHeaders(outboxMailer(db));
  return withOneLineHeaders(sendEmailBindingMailer(env.SEND_EMAIL!, env.MAIL_FROM!, db));
}

/** Header values (subject, recipient) reach a mailer on one line: a typed CR/LF never adds a header. */
function withOneLineHeaders(mailer: Mailer): Mailer {
  return {
    send: (message) => mailer.send({ ...message, to: mailHeaderText(message.to), subject: mailHeaderText(message.subject) }),
  };
}
