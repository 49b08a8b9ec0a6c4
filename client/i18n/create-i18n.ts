import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from '../../shared/languages.ts';

/** A lingui instance for one language: one per request on the server, one per page in the browser. */
export function createI18n(lang: Language, messages: Messages): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: messages } });
}
