// The contact form's values without its rules: what the page needs to render (no valibot, so the
// page's first load has none; the rules are in ./contact-schema.ts, docs/decisions/0149).

/** Limits the spec leaves open (docs/decisions/0050-contact-submissions.md). */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** Bot-check action name of the contact form (docs/product.md §7). */
export const CONTACT_RECAPTCHA_ACTION = 'contact_submit';

/** The contact fields a form edits, all as text. */
export type ContactValues = { first_name: string; last_name: string; email: string; order_uuid: string; message: string };
export const EMPTY_CONTACT_VALUES: ContactValues = { first_name: '', last_name: '', email: '', order_uuid: '', message: '' };

const FIELDS = Object.keys(EMPTY_CONTACT_VALUES) as (keyof ContactValues)[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The initial values of the form from navigation state: `{ initialValues: {…} }` or the values
 * themselves; anything else (no state, other shapes, non-text values) gives null. Held to
 * `ContactPrefillSchema` (./contact-schema.ts) by its unit test.
 */
export function contactPrefill(state: unknown): ContactValues | null {
  if (!isRecord(state)) return null;
  const source = 'initialValues' in state ? state.initialValues : state;
  if (!isRecord(source)) return null;
  const given: Partial<ContactValues> = {};
  for (const field of FIELDS) {
    const value = source[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') return null;
    given[field] = value;
  }
  if (Object.keys(given).length === 0) return null;
  return { ...EMPTY_CONTACT_VALUES, ...given };
}
