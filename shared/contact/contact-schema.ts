import * as v from 'valibot';
import { _ } from '../translatable.ts';
import { CONTACT_LIMITS } from './contact-values.ts';

// The contact form (docs/product.md §2, §3 and §5), used by the page and by the API.
// Messages are lingui ids (shared/translatable.ts), translated where they are shown.

// The values, their defaults and the navigation-state prefill live apart, without valibot
// (./contact-values.ts): the page renders with them; these rules load on the form's first use.
export { CONTACT_LIMITS, CONTACT_RECAPTCHA_ACTION, contactPrefill, EMPTY_CONTACT_VALUES, type ContactValues } from './contact-values.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
/** One message per field: the first broken rule of a pipe. */
const firstIssue = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });

const NameSchema = (message: string) =>
  firstIssue(v.pipe(required(message), v.maxLength(CONTACT_LIMITS.name, _('Please use at most 100 characters.'))));

/** The text fields of a contact submission; order_uuid is optional ('' means none). */
export const ContactSchema = v.object({
  first_name: NameSchema(_('First name is required.')),
  last_name: NameSchema(_('Last name is required.')),
  email: firstIssue(
    v.pipe(
      required(_('Email is required.')),
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

/** Navigation state that pre-fills the form (docs/product.md §2): any of the fields, as text (`contactPrefill` is held to it by its test). */
export const ContactPrefillSchema = v.object({
  first_name: v.optional(v.string()),
  last_name: v.optional(v.string()),
  email: v.optional(v.string()),
  order_uuid: v.optional(v.string()),
  message: v.optional(v.string()),
});

/** The shape `contactPrefill` accepts: the values themselves, or under `initialValues`. */
export const ContactPrefillHolderSchema = v.object({ initialValues: v.unknown() });
