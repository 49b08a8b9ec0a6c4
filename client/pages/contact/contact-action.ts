import { redirect, type ActionFunctionArgs } from 'react-router';
import * as v from 'valibot';
import { ContactSchema } from '../../../shared/contact/contact-schema.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../../api/api-client.ts';
import { formFields, refusedByApi, validateForm } from '../account/form/form-answer.ts';
import { CONTACT_NOT_NOTIFIED_FLAG, CONTACT_SENT_KEY } from './contact-sent.ts';

export const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'order_uuid', 'message'] as const;


const ContactAnswerSchema = v.object({ message: v.string(), data: v.optional(v.object({ store_notified: v.optional(v.boolean(), true) })) });

/**
 * The contact form's route action (browser and server, docs/decisions/0100): the text fields are
 * checked with the API's schema, then the whole submission goes to the API as multipart (spec
 * section 7: the fields, the bot-check token, order_uuid only if filled, image only if chosen).
 * Sent: post/redirect/get to /contact?sent=…, which confirms it with an empty form. Refused: the
 * typed text comes back with the server's message (a chosen file cannot be refilled without
 * JavaScript; with it, the page keeps the image).
 */
export function contactAction(storefront: PublicStorefront) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const form = await request.formData();
    const values = formFields(form, CONTACT_FIELDS);
    const checked = validateForm(ContactSchema, values, values);
    if (!checked.output) return checked.refusal;
    const body = new FormData();
    body.set('first_name', checked.output.first_name);
    body.set('last_name', checked.output.last_name);
    body.set('email', checked.output.email);
    body.set('message', checked.output.message);
    const recaptcha = form.get('recaptcha');
    body.set('recaptcha', typeof recaptcha === 'string' ? recaptcha : '');
    if (checked.output.order_uuid) body.set('order_uuid', checked.output.order_uuid);
    const image = form.get('image');
    if (image instanceof File && image.size > 0) body.set('image', image, image.name);
    try {
      const answer = await context.get(apiClientContext).sendForm(`/storefronts/${storefront.id}/contact`, ContactAnswerSchema, body);
      const notified = answer.data?.store_notified !== false;
      return redirect(`/contact?${CONTACT_SENT_KEY}=${Date.now().toString(36)}${notified ? '' : `&${CONTACT_NOT_NOTIFIED_FLAG}`}`, 303);
    } catch (error) {
      return refusedByApi(error, values, [], 'Contact submission');
    }
  };
}
