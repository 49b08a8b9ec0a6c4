import { redirect, type RouteObject } from 'react-router';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { serverActions } from '../app/server-actions.ts';
import { requireVerifiedLazy } from '../auth/lazy-guards.ts';
import { LazyRouteErrorPage as RouteErrorPage } from '../pages/error/lazy-route-error-page.tsx';
import { lazyPage } from './lazy-page.ts';

/**
 * The cart, checkout, order confirmation and account routes of docs/product.md §2 (children of the
 * home layout). Errors (a 404 order) render inside the layout.
 */
export function orderRoutes(storefront: PublicStorefront): RouteObject[] {
  return [
    {
      // The server renders the cart from its cookie (ADR 0123); in the browser the page reads the
      // stored cart, so the loader's module is never loaded there: a navigation loads the cart's code (ADR 0151).
      path: 'cart',
      loader: async (args) =>
        typeof window === 'undefined'
          ? serverActions().cartData(storefront, args)
          : (await import('../pages/cart/cart-page.tsx')).loadCartCode(),
      lazy: async () => (await import('../pages/cart/cart-page.tsx')).cartRoute(storefront),
    },
    {
      // Add to Cart without JavaScript, step 2 (the product page's post, sent on by a 307 so the
      // cart's cookie comes with it; ADR 0107): the server only. A visit goes to the cart.
      path: 'cart/add',
      loader: () => redirect('/cart'),
      action: (args) => (typeof window === 'undefined' ? serverActions().addToCookieCart(storefront, args) : redirect('/cart')),
    },
    {
      // The guard, then the page's data (the cart cookie's quote on the server); the address
      // form posts to the route's action, in the browser or to the Worker (ADR 0123).
      path: 'checkout',
      loader: async (args) => {
        // The access rules load with the checkout, not with the entry (ADR 0149).
        await (await import('../pages/checkout/checkout-access.ts')).checkoutAccess(args);
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
