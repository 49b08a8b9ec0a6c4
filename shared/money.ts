import { keptAnswers } from './kept-answers.ts';

/** The number conventions of each language; the currency is always US dollars (docs/product.md §9). */
const LOCALE_OF: Record<string, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' };

// Formatting is an ICU call per price (~1% of a rendered catalog page's CPU); the same few
// prices recur on every page, so each text is kept per language (at most 2,000 each, then started afresh).
const formats = new Map<string, { format: Intl.NumberFormat; kept: (cents: number) => string }>();

function formatOf(lang: string) {
  const locale = LOCALE_OF[lang] ?? LOCALE_OF.en!;
  let entry = formats.get(locale);
  if (!entry) {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    entry = { format, kept: keptAnswers((cents: number) => format.format(cents / 100), 2000) };
    formats.set(locale, entry);
  }
  return entry;
}

/**
 * Minor units (cents) to US dollars in the language's number format: 1999 -> "$19.99" (en),
 * "19,99 $" (de), "19,99 $US" (fr). Other languages read as English.
 */
export function formatPrice(minor: number, lang = 'en'): string {
  const cents = Math.round(minor);
  const { format, kept } = formatOf(lang);
  // -0 ("-$0.00") and 0 ("$0.00") are one key of a Map.
  if (Object.is(cents, -0)) return format.format(cents / 100);
  return kept(cents);
}
