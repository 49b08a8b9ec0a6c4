import { redirect, type LoaderFunctionArgs } from 'react-router';
import { kitCheckoutHref, kitTokensFrom } from '../../../shared/kits/kit-links.ts';
import { requireVerified } from '../../auth/guards.ts';
import { cartGiftingTokens } from '../../state/gifting.ts';

/**
 * Who may open the checkout (docs/product.md §4's access guard): a verified customer; a guest goes to
 * /login with the return url, an unverified one to /email-verification. A kit link's checkout
 * (`?token=…&user_token=…`) needs no account: its tokens authorise it, and in gifting mode the
 * browser sends a bare /checkout there (docs/decisions/0081-gifting-mode.md). Loaded by the
 * checkout route when it runs, with the guards (client/routes/order-routes.tsx, ADR 0149).
 */
export async function checkoutAccess(args: LoaderFunctionArgs): Promise<null> {
  if (kitTokensFrom(new URL(args.request.url).searchParams)) return null;
  const gifting = typeof window !== 'undefined' ? cartGiftingTokens() : null;
  if (gifting) throw redirect(kitCheckoutHref(gifting));
  return requireVerified(args);
}
