import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import de from '../../client/i18n/locales/de.json';
import fr from '../../client/i18n/locales/fr.json';
import type { Language } from '../../shared/languages.ts';

// en.json is not bundled: its ids are its English texts (`npm run i18n:extract` writes it so, and
// writes every id into de and fr too), so the ids of de and fr are the English catalog. That keeps
// 38 KiB of duplicate text out of the Worker (docs/decisions/0131-worker-bundle.md).
const IDS = [...new Set([...Object.keys(de), ...Object.keys(fr)])];
const SOURCES: Record<Language, Record<string, string>> = { en: Object.fromEntries(IDS.map((id) => [id, id])), de, fr };
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
