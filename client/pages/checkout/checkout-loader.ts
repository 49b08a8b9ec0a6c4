import type { LoaderFunctionArgs } from 'react-router';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { serverActions, type CheckoutData } from '../../app/server-actions.ts';

/**
 * The checkout's data (docs/decisions/0123-checkout-form-action.md); the access guard runs before
 * it. On the server the cart's cookie (or a kit link's selection) is priced in the first HTML; in
 * the browser the page reads the stored cart itself.
 */
export async function checkoutLoader(args: LoaderFunctionArgs, storefront: PublicStorefront): Promise<CheckoutData> {
  const key = crypto.randomUUID();
  if (typeof window !== 'undefined') return { key, lines: null, quote: null, quoteError: null, cartTooLarge: false, kit: null };
  return serverActions().checkoutData(storefront, args, key);
}
