import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { requireVerifiedLazy } from '../auth/lazy-guards.ts';
import { LazyRouteErrorPage as RouteErrorPage } from '../pages/error/lazy-route-error-page.tsx';

/** A route whose page component loads in its own chunk (kept out of the entry bundle). */
function lazyPage(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * Who may open the checkout (spec section 4's access guard): a verified customer; a guest goes to
 * /login with the return url, an unverified one to /email-verification. Gifting mode will stand
 * in here for the login with the kit's tokens (docs/decisions/0040-order-placement.md).
 */
export function checkoutAccess(args: LoaderFunctionArgs): Promise<null> {
  return requireVerifiedLazy(args);
}

/**
 * The cart, checkout, order confirmation and account routes of spec section 2 (children of the
 * home layout). Errors (a 404 order) render inside the layout.
 */
export function orderRoutes(storefront: PublicStorefront): RouteObject[] {
  return [
    { path: 'cart', lazy: async () => (await import('../pages/cart/cart-page.tsx')).cartRoute(storefront) },
    { path: 'checkout', loader: checkoutAccess, ErrorBoundary: RouteErrorPage, ...lazyPage(() => import('../pages/checkout/checkout-page.tsx')) },
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
