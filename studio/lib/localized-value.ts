import { LANGUAGES, type Language } from '../../shared/languages.ts';

/** A store text as the editor holds it: one text for every language, or one per language (ADR 0270). */
export type EditorText = string | Partial<Record<Language, string>>;

function byLanguage(value: unknown): Partial<Record<Language, string>> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const texts: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) {
    const text: unknown = Reflect.get(value, lang);
    if (typeof text === 'string') texts[lang] = text;
  }
  return texts;
}

/**
 * The text written for `lang` (what its field shows): a plain text is the default language's;
 * '' when that language has none of its own.
 */
export function ownText(value: unknown, lang: Language, defaultLang: Language): string {
  if (typeof value === 'string') return lang === defaultLang ? value : '';
  return byLanguage(value)?.[lang] ?? '';
}

/** What a shopper reading `lang` sees (shared/schemas/config/localized-text.ts textFor, for the editor's loose values). */
export function shownText(value: unknown, lang: Language, defaultLang: Language): string {
  if (typeof value === 'string') return value;
  const texts = byLanguage(value);
  if (!texts) return '';
  for (const candidate of [lang, defaultLang, ...LANGUAGES]) {
    const text = texts[candidate];
    if (text !== undefined && text.trim() !== '') return text;
  }
  return '';
}

/**
 * `value` with `lang`'s text set to `text`. A text written in the default language only stays (or
 * becomes again) a plain text, the same in every language; an emptied language is removed, so
 * its shoppers see the default language's text.
 */
export function withText(value: unknown, lang: Language, defaultLang: Language, text: string): EditorText {
  const texts: Partial<Record<Language, string>> = typeof value === 'string' ? (value === '' ? {} : { [defaultLang]: value }) : { ...byLanguage(value) };
  if (text === '') delete texts[lang];
  else texts[lang] = text;
  const written = LANGUAGES.filter((other) => texts[other] !== undefined && texts[other] !== '');
  if (written.length === 0) return '';
  if (written.length === 1 && written[0] === defaultLang) return texts[defaultLang] ?? '';
  return Object.fromEntries(written.map((other) => [other, texts[other]]));
}
