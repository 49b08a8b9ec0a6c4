import * as v from 'valibot';
import { _ } from '../translatable.ts';

// The contact form (spec sections 2, 3 and 5), used by the page and by the API.
// Messages are lingui ids (shared/translatable.ts), translated where they are shown.

/** Limits the spec leaves open (docs/decisions/0050-contact-submissions.md). */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** Bot-check action name of the contact form (spec section 7). */
export const CONTACT_RECAPTCHA_ACTION = 'contact_submit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
/** One message per field: the first broken rule of a pipe. */
const firstIssue = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });

const NameSchema = (message: string) =>
  firstIssue(v.pipe(required(message), v.maxLength(CONTACT_LIMITS.name, _('Please use at most 100 characters.'))));

/** The text fields of a contact submission; order_uuid is optional ('' means none). */
export const ContactSchema = v.object({
  first_name: NameSchema(_('First name is required')),
  last_name: NameSchema(_('Last name is required')),
  email: firstIssue(
    v.pipe(
      required(_('Email is required')),
      v.maxLength(CONTACT_LIMITS.email, _('Please enter a valid e-mail address.')),
      v.email(_('Please enter a valid e-mail address.')),
    ),
  ),
  order_uuid: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check(
      (value) => value === '' || UUID.test(value),
      _('Please enter the order ID exactly as shown on your order, e.g. 123e4567-e89b-12d3-a456-426614174000.'),
    ),
    v.transform((value) => (value === '' ? undefined : value.toLowerCase())),
  ),
  message: firstIssue(
    v.pipe(required(_('Message is required')), v.maxLength(CONTACT_LIMITS.message, _('Please keep the message under 5000 characters.'))),
  ),
});
export type ContactInput = v.InferInput<typeof ContactSchema>;
export type ContactOutput = v.InferOutput<typeof ContactSchema>;

/** The contact fields a form edits, all as text. */
export type ContactValues = { first_name: string; last_name: string; email: string; order_uuid: string; message: string };
export const EMPTY_CONTACT_VALUES: ContactValues = { first_name: '', last_name: '', email: '', order_uuid: '', message: '' };

/** Navigation state that pre-fills the form (spec section 2): any of the fields, as text. */
export const ContactPrefillSchema = v.object({
  first_name: v.optional(v.string()),
  last_name: v.optional(v.string()),
  email: v.optional(v.string()),
  order_uuid: v.optional(v.string()),
  message: v.optional(v.string()),
});

/**
 * The initial values of the form from navigation state: `{ initialValues: {…} }` or the values
 * themselves; anything else (no state, other shapes, non-text values) gives null.
 */
export function contactPrefill(state: unknown): ContactValues | null {
  const holder = v.safeParse(v.object({ initialValues: v.unknown() }), state);
  const parsed = v.safeParse(ContactPrefillSchema, holder.success ? holder.output.initialValues : state);
  if (!parsed.success) return null;
  const given = Object.fromEntries(Object.entries(parsed.output).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length === 0) return null;
  return { ...EMPTY_CONTACT_VALUES, ...given };
}
