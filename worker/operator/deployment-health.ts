import type { Env } from '../env.ts';
import { BotCheckConfigurationError, recaptchaSettings } from '../services/captcha.ts';
import { mailAvailability } from '../services/mailer.ts';

/** A configured feature that lacks a binding or secret, and what that does to shoppers and operators. */
export type HealthProblem = { feature: string; missing: string[]; effect: string };

const list = (ids: readonly number[]) => (ids.length > 5 ? `${ids.slice(0, 5).join(', ')} and ${ids.length - 5} more` : ids.join(', '));

/**
 * What this deployment lacks (docs/decisions/0204-mail-that-cannot-leave.md): mail, Stripe (and its
 * connected accounts), the bot check, Ably and webhooks. Read from the environment and from which
 * stores use a feature (their configs in the registry, their webhook endpoints in the store
 * database): GET /api/operator/health and `npm run stores -- doctor` show it.
 */
export async function deploymentProblems(env: Env, registry: D1Database, storeDbs: readonly D1Database[]): Promise<HealthProblem[]> {
  const problems: HealthProblem[] = [];
  const mail = mailAvailability(env);
  if (!mail.ok) {
    problems.push({
      feature: 'mail',
      missing: mail.missing,
      effect:
        'No mail leaves this deployment: e-mail verification, password reset, order confirmations, shipping, cancellation and refund mails, gift cards, new-order and contact notifications. Shoppers are told their mail could not be sent; without verification they cannot order.',
    });
  }

  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push({ feature: 'Stripe', missing: ['STRIPE_WEBHOOK_SECRET'], effect: 'Placing an order fails: no Stripe payment is started without the secret that tells the shop it was paid.' });
  }
  const { results: connected } = await registry
    .prepare("SELECT id FROM storefronts WHERE deleted_at IS NULL AND json_extract(config, '$.settings.stripe_account') IS NOT NULL ORDER BY id")
    .all<{ id: number }>();
  const connectedIds = connected.map((row) => row.id);
  if (connectedIds.length && !env.STRIPE_SECRET_KEY) {
    problems.push({
      feature: 'Stripe',
      missing: ['STRIPE_SECRET_KEY'],
      effect: `Store${connectedIds.length > 1 ? 's' : ''} ${list(connectedIds)} name${connectedIds.length > 1 ? '' : 's'} a Stripe connected account (settings.stripe_account), but orders are taken with manual payment.`,
    });
  } else if (connectedIds.length && !env.STRIPE_CONNECT_WEBHOOK_SECRET) {
    problems.push({
      feature: 'Stripe',
      missing: ['STRIPE_CONNECT_WEBHOOK_SECRET'],
      effect: `Payments into the connected accounts of store${connectedIds.length > 1 ? 's' : ''} ${list(connectedIds)} are never marked paid: their events cannot be verified.`,
    });
  }

  try {
    recaptchaSettings(env);
    if (env.RECAPTCHA_SITE_KEY && !env.RECAPTCHA_SECRET) {
      problems.push({ feature: 'bot check', missing: ['RECAPTCHA_SECRET'], effect: 'The contact form is not bot-checked: without the secret the token is never verified.' });
    }
  } catch (error) {
    if (!(error instanceof BotCheckConfigurationError)) throw error;
    const missing = env.RECAPTCHA_SITE_KEY ? ['RECAPTCHA_MIN_SCORE (a number from 0 to 1)'] : ['RECAPTCHA_SITE_KEY'];
    problems.push({ feature: 'bot check', missing, effect: `The contact form refuses every message (503): ${error.message}` });
  }

  if (env.ABLY_API_KEY !== undefined && !/^[^:\s]+\.[^:\s]+:\S+$/.test(env.ABLY_API_KEY)) {
    problems.push({ feature: 'Ably', missing: ['ABLY_API_KEY in the form appId.keyId:secret'], effect: 'Open preview pages are not told of new drafts (saving and publishing still work).' });
  }

  if (!env.WEBHOOKS) {
    const ids: number[] = [];
    for (const db of storeDbs) {
      const { results } = await db.prepare('SELECT storefront_id FROM webhook_endpoints').all<{ storefront_id: number }>();
      ids.push(...results.map((row) => row.storefront_id));
    }
    ids.sort((a, b) => a - b);
    if (ids.length) {
      problems.push({
        feature: 'webhooks',
        missing: ['WEBHOOKS (queue binding)'],
        effect: `The webhooks of store${ids.length > 1 ? 's' : ''} ${list(ids)} are recorded but never sent (retry them once the queue is bound).`,
      });
    }
  }
  return problems;
}
