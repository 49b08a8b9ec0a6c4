import { keptAnswers } from './kept-answers.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Formatting is an ICU call per price (~1% of a rendered catalog page's CPU); the same few
// prices recur on every page, so each text is kept (at most 2,000, then started afresh).
const centsText = keptAnswers((cents: number) => usd.format(cents / 100), 2000);

/** Minor units (cents) to the spec's US-dollar display: 1999 -> "$19.99". */
export function formatPrice(minor: number): string {
  const cents = Math.round(minor);
  // -0 ("-$0.00") and 0 ("$0.00") are one key of a Map.
  if (Object.is(cents, -0)) return usd.format(cents / 100);
  return centsText(cents);
}
