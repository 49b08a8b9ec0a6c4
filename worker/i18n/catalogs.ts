import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import de from '../../client/i18n/locales/de.json';
import en from '../../client/i18n/locales/en.json';
import fr from '../../client/i18n/locales/fr.json';
import type { Language } from '../../shared/languages.ts';

const SOURCES: Record<Language, Record<string, string>> = { en, de, fr };
const compiled = new Map<Language, Messages>();

/**
 * The compiled lingui catalog of one language (compiled once per isolate). A message missing
 * from de or fr falls back to the English text, so a gap shows English rather than an id.
 */
export function compiledCatalog(lang: Language): Messages {
  let messages = compiled.get(lang);
  if (!messages) {
    messages = {};
    for (const [id, english] of Object.entries(SOURCES.en)) {
      const text = SOURCES[lang][id] || english;
      messages[id] = compileMessage(text);
    }
    compiled.set(lang, messages);
  }
  return messages;
}
