import type { I18n } from '@lingui/core';
import type { Context } from 'hono';
import { createI18n } from '../../client/i18n/create-i18n.ts';
import { languageFromCookie } from '../../client/i18n/language-preference.ts';
import { compiledCatalog } from './catalogs.ts';

/**
 * A lingui instance in the language of the request (the `lang` cookie the language menu sets):
 * API messages a shopper reads and the mails sent for the request use it. Built per request.
 */
export function requestI18n(c: Context): I18n {
  const lang = languageFromCookie(c.req.header('cookie'));
  return createI18n(lang, compiledCatalog(lang));
}
