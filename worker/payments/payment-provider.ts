/** What a payment provider needs to collect the amount due of a placed order. */
export type PaymentRequest = {
  storefrontId: number;
  storeName: string;
  orderUuid: string;
  /** Amount due in minor units (after the gift card), always above zero. */
  amount: number;
  currency: 'usd';
  email: string;
  /** The store's origin (https://shop.example), for the return urls. */
  origin: string;
  /** The store's Stripe connected account (Stripe Connect), or null: the platform's own account. */
  stripeAccount?: string | null;
};

export type PaymentStart = {
  /** The provider's id of this payment (a Stripe Checkout Session id), if any. */
  reference: string | null;
  /** Where the shopper goes to pay; null when nothing is paid online. */
  redirectUrl: string | null;
};

/**
 * The payment interface (docs/decisions/0042-payment-providers.md). Orders are placed with
 * payment pending; a provider starts collecting the amount due and, for online providers,
 * a signed webhook later marks the order paid or failed.
 */
export interface PaymentProvider {
  readonly name: 'manual' | 'stripe';
  startPayment(request: PaymentRequest): Promise<PaymentStart>;
}

/** A provider could not start a payment (network, declined request); the order stays pending. */
export class PaymentStartError extends Error {
  override name = 'PaymentStartError';
}

/**
 * The embedded default: nothing is collected online. The order stays "payment pending" until the
 * shop records the payment (invoice, bank transfer), unless a gift card paid it in full.
 */
export const manualProvider: PaymentProvider = {
  name: 'manual',
  async startPayment() {
    return { reference: null, redirectUrl: null };
  },
};
