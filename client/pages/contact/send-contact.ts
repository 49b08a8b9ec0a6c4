import * as v from 'valibot';
import type { ContactOutput } from '../../../shared/contact/contact-schema.ts';
import { ApiError } from '../../api/api-client.ts';

const ErrorBodySchema = v.object({ message: v.string() });

/**
 * POST /api/storefronts/{id}/contact as multipart (spec section 7): the fields, the bot-check
 * token, order_uuid only if filled and image only if chosen. A non-2xx answer throws ApiError
 * carrying the server's message; a network failure throws the browser's TypeError.
 */
export async function sendContact(storefrontId: number, values: ContactOutput, image: File | null, recaptcha: string): Promise<void> {
  const body = new FormData();
  body.set('first_name', values.first_name);
  body.set('last_name', values.last_name);
  body.set('email', values.email);
  body.set('message', values.message);
  body.set('recaptcha', recaptcha);
  if (values.order_uuid) body.set('order_uuid', values.order_uuid);
  if (image) body.set('image', image, image.name);
  const response = await fetch(`/api/storefronts/${storefrontId}/contact`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (response.ok) return;
  const answer: unknown = await response.json().catch(() => null);
  const parsed = v.safeParse(ErrorBodySchema, answer);
  throw new ApiError(response.status, parsed.success ? parsed.output.message : '', answer);
}
