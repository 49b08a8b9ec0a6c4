import { keptAnswers } from './kept-answers.ts';

const USD = { style: 'currency', currency: 'USD' } as const;
const usd = new Intl.NumberFormat('en-US', USD);

// Formatting is an ICU call per price (~1% of a rendered catalog page's CPU); the same few
// prices recur on every page, so each text is kept (at most 2,000, then started afresh).
const centsText = keptAnswers((cents: number) => usd.format(cents / 100), 128 * 1024);

/**
 * Minor units (cents) to US dollars in the language's number format: 1999 -> "$19.99" (en),
 * "19,99 $" (de), "19,99 $US" (fr). Other languages read as English.
 */
export function formatPrice(minor: number, lang = 'en'): string {
  const cents = Math.round(minor);
  // German and French number conventions, still US dollars (docs/product.md §9; issue 27).
  if (lang === 'de' || lang === 'fr') return new Intl.NumberFormat(lang, USD).format(cents / 100);
  // -0 ("-$0.00") and 0 ("$0.00") are one key of a Map.
  if (Object.is(cents, -0)) return usd.format(cents / 100);
  return centsText(cents);
}
