import { PaymentStartError, type PaymentProvider } from './payment-provider.ts';

export const STRIPE_API = 'https://api.stripe.com';

export type StripeConfig = {
  secretKey: string;
  /** fetch to use (tests pass recorded answers); the global fetch otherwise. */
  fetch?: typeof fetch;
};

/** Stripe's form encoding: nested keys as a[b][c]=value. */
export function stripeForm(fields: Record<string, string | number>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  return form;
}

type SessionAnswer = { id?: unknown; url?: unknown; error?: { message?: unknown } };

/**
 * Stripe Checkout over its REST API (no SDK: one form POST). The order is paid as one line, the
 * amount due after the gift card, so the shopper pays exactly what the order says. Stripe's
 * Idempotency-Key is derived from the order, so a retried submit gets the same session back.
 */
export function stripeProvider(config: StripeConfig): PaymentProvider {
  const send = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return {
    name: 'stripe',
    async startPayment(request) {
      const confirmation = `${request.origin}/order-confirmation/${request.orderUuid}`;
      const body = stripeForm({
        mode: 'payment',
        client_reference_id: request.orderUuid,
        customer_email: request.email,
        success_url: `${confirmation}?payment=success`,
        cancel_url: `${confirmation}?payment=cancelled`,
        'line_items[0][quantity]': 1,
        'line_items[0][price_data][currency]': request.currency,
        'line_items[0][price_data][unit_amount]': request.amount,
        'line_items[0][price_data][product_data][name]': `${request.storeName} order ${request.orderUuid}`,
        'metadata[order_uuid]': request.orderUuid,
        'metadata[storefront_id]': request.storefrontId,
        'metadata[origin]': request.origin,
        'payment_intent_data[metadata][order_uuid]': request.orderUuid,
        'payment_intent_data[metadata][storefront_id]': request.storefrontId,
      });
      // Stripe Connect: the session (and the payment) belongs to the store's own account.
      const account: Record<string, string> = request.stripeAccount ? { 'stripe-account': request.stripeAccount } : {};
      let response: Response;
      try {
        response = await send(`${STRIPE_API}/v1/checkout/sessions`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': `order-${request.orderUuid}`,
            ...account,
          },
          body,
        });
      } catch (error) {
        throw new PaymentStartError(`Stripe could not be reached: ${String(error)}`);
      }
      const answer = (await response.json().catch(() => ({}))) as SessionAnswer;
      if (!response.ok || typeof answer.id !== 'string' || typeof answer.url !== 'string') {
        const reason = typeof answer.error?.message === 'string' ? answer.error.message : `HTTP ${response.status}`;
        throw new PaymentStartError(`Stripe refused the checkout session: ${reason}`);
      }
      return { reference: answer.id, redirectUrl: answer.url };
    },
  };
}
