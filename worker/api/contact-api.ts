import type { Context } from 'hono';
import { Hono } from 'hono';
import { CONTACT_RECAPTCHA_ACTION } from '../../shared/contact/contact-schema.ts';
import type { AppEnv } from '../app-types.ts';
import { clientIp } from '../auth/client-ip.ts';
import type { RateLimitRule } from '../auth/rate-limit.ts';
import { storeRateLimits } from '../auth/store-rate-limits.ts';
import { storeContactImage } from '../contact/contact-image-store.ts';
import { readContactRequest } from '../contact/read-contact-request.ts';
import { insertContactSubmission } from '../db/contact-submissions.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { BotCheckConfigurationError, recaptchaSettings, verifyRecaptcha } from '../services/captcha.ts';
import { contactSubmissionMail } from '../services/contact-mail.ts';
import { deliverMail } from '../services/deliver-mail.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook.ts';
import { tooManyAttempts } from './account-validation.ts';

/** Submissions per client and store (docs/decisions/0052-contact-bot-check-and-rate-limit.md). */
export const CONTACT_RATE_LIMIT = { name: 'contact-client', limit: 10, windowSeconds: 60 * 60 } as const satisfies RateLimitRule;

/** The bot check of one submission: null when it passes or is not configured, else the refusal. */
async function refusedByBotCheck(c: Context<AppEnv>, token: string): Promise<Response | null> {
  const i18n = requestI18n(c);
  let settings;
  try {
    settings = recaptchaSettings(c.env);
  } catch (error) {
    if (!(error instanceof BotCheckConfigurationError)) throw error;
    console.error(error.message);
    return c.json({ message: i18n._('The contact form is not available right now. Please try again later.') }, 503);
  }
  if (!settings) return null;
  const verdict = await verifyRecaptcha(settings, {
    token,
    action: CONTACT_RECAPTCHA_ACTION,
    hostname: new URL(c.req.url).hostname,
    remoteIp: c.req.header('cf-connecting-ip'),
  });
  if (verdict.ok) return null;
  if (verdict.reason === 'unavailable') {
    return c.json({ message: i18n._('We could not check that you are not a robot right now. Please try again in a few minutes.') }, 503);
  }
  return c.json({ message: i18n._('We could not confirm that you are not a robot. Please reload the page and try again.') }, 403);
}

/** Tells the store by mail; true when every mail left (the submission is saved either way). */
async function mailStore(c: Context<AppEnv>, submission: Parameters<typeof contactSubmissionMail>[2]): Promise<boolean> {
  const storefront = c.var.storefront;
  const i18n = requestI18n(c);
  let all = true;
  for (const to of storefront.config.contact_emails) {
    if (!(await deliverMail(c, contactSubmissionMail(i18n, { id: storefront.id, name: storefront.name }, submission, to)))) all = false;
  }
  return all;
}

/**
 * POST /storefronts/{storefrontId}/contact (docs/product.md §7): multipart first_name, last_name,
 * email, message, recaptcha, optional order_uuid and image. Checked, rate limited per client,
 * bot-checked, then the image goes to R2 and the submission to contact_submissions.
 */
export const contactApi = new Hono<AppEnv>().post('/contact', async (c) => {
  const request = await readContactRequest(c);
  if (request instanceof Response) return request;
  const storefront = c.var.storefront;

  // Counted before the bot check, so refused bots cannot make us call siteverify without end.
  const limit = await storeRateLimits(c).hit(CONTACT_RATE_LIMIT, clientIp(c));
  if (!limit.allowed) return tooManyAttempts(c, limit.retryAfterSeconds);
  const refused = await refusedByBotCheck(c, request.recaptcha);
  if (refused) return refused;

  const imageKey = request.image ? await storeContactImage(c.env.UPLOADS, storefront.id, request.image) : null;
  let saved: { id: number; created_at: string };
  try {
    saved = await insertContactSubmission(c.var.db, storefront.id, {
      ...request.fields,
      order_uuid: request.fields.order_uuid ?? null,
      image_key: imageKey,
    });
  } catch (error) {
    // No image without its submission.
    if (imageKey) await c.env.UPLOADS.delete(imageKey).catch(() => undefined);
    throw error;
  }
  const notified = await mailStore(c, { ...request.fields, id: saved.id, image_key: imageKey });
  await enqueueWebhookEvent(c.env, storefront.id, 'contact.submitted', {
    submission: { id: saved.id, created_at: saved.created_at, ...request.fields, order_uuid: request.fields.order_uuid ?? null, has_image: imageKey !== null },
  });
  const i18n = requestI18n(c);
  // Saved, but the store could not be told by mail: the shopper is not told "sent" (ADR 0204).
  const message = notified
    ? i18n._('Contact submission successful!')
    : i18n._('Your message is saved, but the store could not be told by e-mail right now. For anything urgent, please try again later.');
  return c.json({ data: { ...saved, store_notified: notified }, message }, 201);
});
