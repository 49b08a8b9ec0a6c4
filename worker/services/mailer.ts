import { isDevelopment, type Env } from '../env.ts';
import { mailHeaderText } from './mail-header-text.ts';

/** One e-mail of a store to one recipient (plain text and an HTML alternative). */
export type MailMessage = {
  storefrontId: number;
  to: string;
  subject: string;
  text: string;
  html: string;
};

/** Sends mail. Implementations: the local outbox, the Cloudflare send_email binding. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * The local outbox: mail is stored in mail_outbox, where the developer reads it at /dev/outbox
 * and tests read it from D1. Nothing leaves the machine.
 */
export function outboxMailer(db: D1Database): Mailer {
  return {
    async send(message) {
      await db
        .prepare('INSERT INTO mail_outbox (storefront_id, recipient, subject, text_body, html_body) VALUES (?, ?, ?, ?, ?)')
        .bind(message.storefrontId, message.to, message.subject, message.text, message.html)
        .run();
    },
  };
}

/**
 * Production mail through the Cloudflare send_email binding. The sent log keeps recipient and
 * subject only: bodies carry single-use links that must not sit in a table.
 */
export function sendEmailBindingMailer(binding: SendEmail, from: string, db: D1Database): Mailer {
  return {
    async send(message) {
      await binding.send({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await db
        .prepare("INSERT INTO mail_outbox (storefront_id, recipient, subject, text_body) VALUES (?, ?, ?, '')")
        .bind(message.storefrontId, message.to, message.subject)
        .run();
    },
  };
}

export class MailConfigurationError extends Error {}

/**
 * The mailer of this deployment: the outbox in development or when no SEND_EMAIL binding is
 * configured; the binding otherwise, which then needs MAIL_FROM (a clear error names it).
 */
export function createMailer(env: Env): Mailer {
  if (isDevelopment(env) || !env.SEND_EMAIL) return withOneLineHeaders(outboxMailer(env.DB));
  if (!env.MAIL_FROM) {
    throw new MailConfigurationError('MAIL_FROM is not set: account mail needs a sender address when the SEND_EMAIL binding is configured.');
  }
  return withOneLineHeaders(sendEmailBindingMailer(env.SEND_EMAIL, env.MAIL_FROM, env.DB));
}

/** Header values (subject, recipient) reach a mailer on one line: a typed CR/LF never adds a header. */
function withOneLineHeaders(mailer: Mailer): Mailer {
  return {
    send: (message) => mailer.send({ ...message, to: mailHeaderText(message.to), subject: mailHeaderText(message.subject) }),
  };
}
