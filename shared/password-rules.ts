/** docs/product.md §5: password minimum length. */
export const PASSWORD_MIN_LENGTH = 8;

/** The three rules of the live checklist (docs/product.md §5), in the order they are shown. */
export const PASSWORD_RULES = ['minLength', 'numeric', 'mixedCase'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
/** Anything that is neither a letter nor a digit (punctuation, symbols, spaces) counts as special. */
const SPECIAL = /[^\p{L}\p{Nd}]/u;

/** Which checklist rules a password meets: 'Minimum 8 characters', 'At least one numeric', 'At least one lowercase, uppercase and special character'. */
export function passwordRuleResults(password: string): Record<PasswordRule, boolean> {
  return {
    minLength: [...password].length >= PASSWORD_MIN_LENGTH,
    numeric: DIGIT.test(password),
    mixedCase: LOWER.test(password) && UPPER.test(password) && SPECIAL.test(password),
  };
}

/** The rules a password breaks, in checklist order (empty when it may be used). */
export function brokenPasswordRules(password: string): PasswordRule[] {
  const results = passwordRuleResults(password);
  return PASSWORD_RULES.filter((rule) => !results[rule]);
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * The strength meter (docs/product.md §5): weak for any text; medium from 6 characters with two of
 * lowercase, uppercase and digit; strong from 8 characters with all three. Empty text: null.
 */
export function passwordStrength(password: string): PasswordStrength | null {
  if (password.length === 0) return null;
  const length = [...password].length;
  const kinds = [LOWER, UPPER, DIGIT].filter((pattern) => pattern.test(password)).length;
  if (length >= 8 && kinds === 3) return 'strong';
  if (length >= 6 && kinds >= 2) return 'medium';
  return 'weak';
}
