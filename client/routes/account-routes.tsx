import type { LoaderFunction, RouteObject } from 'react-router';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { privateEntryGuardLazy } from '../auth/lazy-guards.ts';

type PageModule = { default: React.ComponentType; loader?: LoaderFunction };

/**
 * A route whose page and guard load in their own chunk (kept out of the entry bundle). The
 * router resolves `lazy` before it runs the loader, on the server and in the browser.
 */
function lazyPage(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const page = await load();
      return page.loader ? { Component: page.default, loader: page.loader } : { Component: page.default };
    },
  };
}

/**
 * The account routes of spec section 2 (children of the home layout): login, register, the
 * password reset pages, e-mail verification and the private-store entry. Guards live with the
 * pages (`export const loader`): guest-only for login and register (also closed in gifting
 * mode), guest-only and private stores only for /private.
 */
export function accountRoutes(storefront: PublicStorefront): RouteObject[] {
  return [
    { path: 'login', ...lazyPage(() => import('../pages/account/login-page.tsx')) },
    { path: 'register', ...lazyPage(() => import('../pages/account/register-page.tsx')) },
    { path: 'reset-password', ...lazyPage(() => import('../pages/account/reset-password-page.tsx')) },
    { path: 'reset-password-success', ...lazyPage(() => import('../pages/account/reset-password-success-page.tsx')) },
    { path: 'update-password', ...lazyPage(() => import('../pages/account/update-password-page.tsx')) },
    { path: 'email-verification', ...lazyPage(() => import('../pages/account/email-verification-page.tsx')) },
    { path: 'private', loader: privateEntryGuardLazy(storefront.private_store), ...lazyPage(() => import('../pages/account/private-page.tsx')) },
  ];
}
