import type { Env } from '../env.ts';
import { manualProvider, type PaymentProvider } from './payment-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

export class PaymentConfigurationError extends Error {
  override name = 'PaymentConfigurationError';
}

/**
 * The payment provider of this deployment: Stripe Checkout when STRIPE_SECRET_KEY is set (it
 * then needs STRIPE_WEBHOOK_SECRET, or no order would ever be marked paid), otherwise the
 * embedded "manual" provider.
 */
export function createPaymentProvider(env: Env, fetcher?: typeof fetch): PaymentProvider {
  if (!env.STRIPE_SECRET_KEY) return manualProvider;
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new PaymentConfigurationError('STRIPE_WEBHOOK_SECRET is not set: Stripe payments need the webhook signing secret.');
  }
  return stripeProvider({ secretKey: env.STRIPE_SECRET_KEY, fetch: fetcher });
}
