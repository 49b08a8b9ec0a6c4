import type { I18n, Messages } from '@lingui/core';
import * as v from 'valibot';
import type { Language } from '../../shared/languages.ts';
import { rememberLanguage } from './language-preference.ts';

// Compiled lingui messages: plain strings or token arrays.
const CompiledCatalogSchema = v.record(v.string(), v.union([v.string(), v.array(v.unknown())]));

/**
 * Switches the page's language: fetches /assets/i18n/{lang}.json (docs/product.md §7), activates
 * it and remembers the choice. Throws when the catalog cannot be loaded (the caller toasts).
 */
export async function loadLanguage(i18n: I18n, lang: Language): Promise<void> {
  const response = await fetch(`/assets/i18n/${lang}.json`);
  if (!response.ok) throw new Error(`Catalog ${lang} answered ${response.status}`);
  const messages = v.parse(CompiledCatalogSchema, await response.json()) as Messages;
  i18n.load(lang, messages);
  i18n.activate(lang);
  rememberLanguage(lang);
}
