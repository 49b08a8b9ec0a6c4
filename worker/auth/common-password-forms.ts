/**
 * How a new password is compared with the list of common passwords
 * (docs/decisions/0172-common-passwords-refused.md). Rules from shared/password-rules.ts already
 * demand 8 characters, a digit, both cases and a special character, so people dress a common
 * word up: `Password1!`, `1Qwerty!`, `P@ssw0rd2026`. The forms looked up are the whole password,
 * and its word with the digits and symbols around it taken off, as typed and with look-alike
 * characters read as letters. Lower case everywhere.
 */

/** How many of the most common passwords the list is made from. */
export const COMMON_PASSWORD_TAKEN = 5000;

/** A word shorter than this is no word of its own (`Ab#12345` is not refused for "ab"). */
const MIN_WORD = 4;

const LOOK_ALIKES: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', $: 's', '5': 's', '7': 't' };

/** The forms of a password that are looked up in the list. */
export function passwordForms(password: string): string[] {
  const whole = password.toLowerCase();
  const word = whole.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const trailing = whole.replace(/[^a-z]+$/, '');
  const plain = word.replace(/[@4310!$57]/g, (ch) => LOOK_ALIKES[ch]!);
  return [...new Set([whole, trailing, word, plain])].filter((form) => form.length >= MIN_WORD);
}

/**
 * Whether a list entry can ever equal a form of an acceptable password: a word (letters at both
 * ends) or a whole password of 8 or more characters with a letter, a digit and a symbol. Entries
 * like "123456" cannot, and are left out of the list.
 */
export function isListedForm(entry: string): boolean {
  if (entry.length >= MIN_WORD && /^[a-z](?:.*[a-z])?$/.test(entry)) return true;
  return entry.length >= 8 && /[a-z]/.test(entry) && /\d/.test(entry) && /[^a-z0-9]/.test(entry);
}
