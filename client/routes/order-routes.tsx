import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { requireVerifiedLazy } from '../auth/lazy-guards.ts';
import { cartGiftingTokens } from '../state/gifting.ts';
import { LazyRouteErrorPage as RouteErrorPage } from '../pages/error/lazy-route-error-page.tsx';

/** A route whose page component loads in its own chunk (kept out of the entry bundle). */
function lazyPage(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * Who may open the checkout (spec section 4's access guard): a verified customer; a guest goes to
 * /login with the return url, an unverified one to /email-verification. A kit link's checkout
 * (`?token=…&user_token=…`) needs no account: its tokens authorise it, and in gifting mode the
 * browser sends a bare /checkout there (docs/decisions/0081-gifting-mode.md).
 */
export async function checkoutAccess(args: LoaderFunctionArgs): Promise<null> {
  // The link rules load with the checkout (kept out of the entry chunk).
  const { kitCheckoutHref, kitTokensFrom } = await import('../../shared/kits/kit-links.ts');
  if (kitTokensFrom(new URL(args.request.url).searchParams)) return null;
  const gifting = typeof window !== 'undefined' ? cartGiftingTokens() : null;
  if (gifting) throw redirect(kitCheckoutHref(gifting));
  return requireVerifiedLazy(args);
}

/**
 * The cart, checkout, order confirmation and account routes of spec section 2 (children of the
 * home layout). Errors (a 404 order) render inside the layout.
 */
export function orderRoutes(storefront: PublicStorefront): RouteObject[] {
  return [
    {
      // The server renders the cart from its cookie (ADR 0123); in the browser the page reads the
      // stored cart, so the loader's module is never loaded there.
      path: 'cart',
      loader: async (args) => (typeof window === 'undefined' ? (await import('../pages/cart/cart-loader.ts')).cartLoader(args, storefront) : { cart: null }),
      lazy: async () => (await import('../pages/cart/cart-page.tsx')).cartRoute(storefront),
    },
    {
      // The guard, then the page's data (the cart cookie's quote on the server); the address
      // form posts to the route's action, in the browser or to the Worker (ADR 0123).
      path: 'checkout',
      loader: async (args) => {
        await checkoutAccess(args);
        return (await import('../pages/checkout/checkout-loader.ts')).checkoutLoader(args, storefront);
      },
      ErrorBoundary: RouteErrorPage,
      lazy: async () => {
        const page = await import('../pages/checkout/checkout-page.tsx');
        return { Component: page.default, action: page.actionFor(storefront) };
      },
    },
    {
      path: 'order-confirmation/:uuid',
      ErrorBoundary: RouteErrorPage,
      lazy: async () => (await import('../pages/order-confirmation/order-confirmation-page.tsx')).orderConfirmationRoute(storefront),
    },
    {
      path: 'my-account',
      loader: requireVerifiedLazy,
      ...lazyPage(() => import('../pages/my-account/account-layout.tsx')),
      children: [
        { index: true, loader: () => redirect('/my-account/orders') },
        {
          path: 'orders',
          ErrorBoundary: RouteErrorPage,
          lazy: async () => (await import('../pages/my-account/orders-page.tsx')).ordersRoute(storefront),
        },
        {
          path: 'orders/:uuid',
          handle: { inAccount: true },
          ErrorBoundary: RouteErrorPage,
          lazy: async () => (await import('../pages/my-account/order-detail-page.tsx')).orderDetailRoute(storefront),
        },
        {
          path: 'gift-cards',
          ErrorBoundary: RouteErrorPage,
          lazy: async () => (await import('../pages/my-account/gift-cards-page.tsx')).giftCardsRoute(storefront),
        },
      ],
    },
  ];
}
