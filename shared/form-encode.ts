/** The characters `encodeURIComponent` leaves as they are but a form-encoded query escapes, and its space. */
const FORM_ONLY = /[!'()~]|%20/g;
const FORM_ESCAPES: Record<string, string> = { '!': '%21', "'": '%27', '(': '%28', ')': '%29', '~': '%7E', '%20': '+' };

/**
 * A query name or value exactly as `URLSearchParams.toString` writes it
 * (application/x-www-form-urlencoded, UTF-8), without making a URLSearchParams: pages build many
 * links per render (form-encode.test.ts compares the two).
 */
export function formEncode(text: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(text);
  } catch {
    // A lone surrogate: URLSearchParams writes it as U+FFFD, encodeURIComponent refuses it.
    return new URLSearchParams([['', text]]).toString().slice(1);
  }
  return encoded.replace(FORM_ONLY, (match) => FORM_ESCAPES[match] ?? match);
}
