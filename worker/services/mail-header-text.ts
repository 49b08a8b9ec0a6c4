/**
 * Characters a mail header value must never carry: C0 controls (CR and LF end a header and start
 * another, NUL and TAB confuse parsers), DEL, C1 controls and Unicode's line and paragraph
 * separators. Subjects are built from what shoppers type (a contact form's name), so every one
 * is cleaned before any mailer sees it.
 */
// eslint-disable-next-line no-control-regex -- control characters are what breaks a header line
const BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** A header value on one line: each run of those characters becomes one space. */
export function mailHeaderText(value: string): string {
  return value.replace(BREAKING, ' ').replace(/ {2,}/g, ' ').trim();
}
