import type { Context } from 'hono';
import * as v from 'valibot';
import {
  CONTACT_IMAGE_FILE_LIMIT,
  CONTACT_IMAGE_MAX_BYTES,
  CONTACT_IMAGE_TYPE_NAMES,
  sniffImageType,
  UPLOAD_MESSAGES,
} from '../../shared/contact/contact-image.ts';
import { ContactSchema, type ContactOutput } from '../../shared/contact/contact-schema.ts';
import { FILE_SIZE_UNITS, formatFileSize } from '../../shared/contact/file-selection.ts';
import type { AppEnv } from '../app-types.ts';
import { translatedErrors } from '../api/account-validation.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import type { ContactImage } from './contact-image-store.ts';

export type ContactRequest = { fields: ContactOutput; recaptcha: string; image: ContactImage | null };

/** The text fields and the image together: the image limit plus room for the text fields. */
const MAX_BODY_BYTES = CONTACT_IMAGE_MAX_BYTES + 256 * 1024;
const MAX_TOKEN_LENGTH = 10_000;

const fail = (c: Context<AppEnv>, status: 400 | 413 | 415, message: string, field?: string) =>
  c.json(field ? { message, errors: { [field]: [message] } } : { message }, status);

/**
 * Reads the multipart body of a contact submission (docs/product.md §7) and checks it: the text
 * fields with the form's schema, the optional image by size and by its first bytes. Answers the
 * submission, or the 4xx response that says what to fix.
 */
export async function readContactRequest(c: Context<AppEnv>): Promise<ContactRequest | Response> {
  const i18n = requestI18n(c);
  const maxSize = formatFileSize(CONTACT_IMAGE_MAX_BYTES, i18n.locale, FILE_SIZE_UNITS.map((unit) => i18n._(unit)));
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    return fail(c, 415, i18n._('Please send the contact form as multipart/form-data.'));
  }
  if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES) {
    return fail(c, 413, i18n._('The form is too large: an image may be at most {maxSize}.', { maxSize }), 'image');
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    return fail(c, 400, i18n._('The form could not be read. Please try again.'));
  }

  // A field sent as a file, or not at all, counts as empty: "… is required".
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const parsed = v.safeParse(ContactSchema, {
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email'),
    order_uuid: text('order_uuid'),
    message: text('message'),
  });
  if (!parsed.success) return c.json(translatedErrors(c, parsed.issues), 400);
  const recaptcha = text('recaptcha');
  if (recaptcha.length > MAX_TOKEN_LENGTH) return fail(c, 400, i18n._('The bot-check token is not valid. Please reload the page and try again.'), 'recaptcha');

  // Browsers send an empty, nameless file part for an empty file input: that is no image.
  const parts = form.getAll('image').filter((part) => (typeof part === 'string' ? part !== '' : part.size > 0 || part.name !== ''));
  if (parts.length > CONTACT_IMAGE_FILE_LIMIT) return fail(c, 400, i18n._(UPLOAD_MESSAGES.limit, { limit: CONTACT_IMAGE_FILE_LIMIT }), 'image');
  const part = parts[0];
  if (part === undefined) return { fields: parsed.output, recaptcha, image: null };
  if (typeof part === 'string') return fail(c, 400, i18n._('The image must be sent as a file.'), 'image');
  const fileName = part.name || 'image';
  if (part.size > CONTACT_IMAGE_MAX_BYTES) return fail(c, 413, i18n._(UPLOAD_MESSAGES.size, { fileName, maxSize }), 'image');
  const bytes = new Uint8Array(await part.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) return fail(c, 415, i18n._(UPLOAD_MESSAGES.type, { fileName, allowedTypes: CONTACT_IMAGE_TYPE_NAMES }), 'image');
  return { fields: parsed.output, recaptcha, image: { name: fileName, type, bytes } };
}
