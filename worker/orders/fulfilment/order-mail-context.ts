import type { I18n } from '@lingui/core';
import { createI18n } from '../../../client/i18n/create-i18n.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/languages.ts';
import { isDevelopment, type Env } from '../../env.ts';
import { compiledCatalog } from '../../i18n/catalogs.ts';
import type { MailingStore } from '../../services/deliver-mail.ts';

/** A store as the fulfilment mails need it: id, name, contact e-mails and the origin links use. */
export type FulfilmentStore = MailingStore & { id: number; origin: string };

/** A lingui instance in an order's language (the one the shopper ordered in; English before that was kept). */
export function i18nFor(lang: string | null): I18n {
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  return createI18n(language, compiledCatalog(language));
}

/**
 * The origin of a store's links when no shopper request is at hand (an operator's call, a queue):
 * https://{its primary hostname} in production; in development http with PUBLIC_ORIGIN_PORT, as
 * worker/http/store-origin.ts does for requests.
 */
export function originForHost(env: Env, hostname: string | null): string {
  const host = hostname ?? 'localhost';
  if (!isDevelopment(env)) return `https://${host}`;
  const port = /^\d{1,5}$/.test(env.PUBLIC_ORIGIN_PORT ?? '') ? `:${env.PUBLIC_ORIGIN_PORT}` : '';
  return `http://${host}${port}`;
}

/** The contact e-mails of a stored config document, whatever else it holds. */
export function contactEmailsOf(config: unknown): string[] {
  const emails = (config as { contact_emails?: unknown } | null)?.contact_emails;
  return Array.isArray(emails) ? emails.filter((email): email is string => typeof email === 'string') : [];
}
