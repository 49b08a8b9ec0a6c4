import { redirect, type ActionFunctionArgs, type LoaderFunction, type RouteObject } from 'react-router';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';

type PageModule = { default: React.ComponentType; loader?: LoaderFunction };

/**
 * A route whose page and guard load in their own chunk (kept out of the entry bundle). The
 * router resolves `lazy` before it runs the loader, on the server and in the browser.
 */
function lazyPage(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const page = await load();
      return { Component: page.default, ...(page.loader ? { loader: page.loader } : {}) };
    },
  };
}

/**
 * The account routes of docs/product.md §2 (children of the home layout): login, register, the
 * password reset pages, e-mail verification and the private-store entry. Guards: guest-only for
 * login and register (also closed in gifting mode), guest-only and private stores only for
 * /private (form-page-routes.tsx); other pages keep theirs with the page (`export const loader`).
 */
export function accountRoutes(storefront: PublicStorefront): RouteObject[] {
  return [
    // The form pages hydrate on demand; their routes (page, loader, form action) load in one small module (ADR 0154).
    { path: 'login', lazy: async () => (await import('./form-page-routes.tsx')).loginRoute(storefront) },
    { path: 'register', lazy: async () => (await import('./form-page-routes.tsx')).registerRoute(storefront) },
    { path: 'reset-password', lazy: async () => (await import('./form-page-routes.tsx')).resetPasswordRoute(storefront) },
    { path: 'reset-password-success', ...lazyPage(() => import('../pages/account/reset-password-success-page.tsx')) },
    { path: 'update-password', lazy: async () => (await import('./form-page-routes.tsx')).updatePasswordRoute(storefront) },
    { path: 'email-verification', lazy: async () => (await import('./form-page-routes.tsx')).emailVerificationRoute(storefront) },
    { path: 'private', lazy: async () => (await import('./form-page-routes.tsx')).privateRoute(storefront) },
    // The Logout forms post here (ADR 0176); a GET changes nothing and goes home.
    {
      path: 'logout',
      loader: () => redirect('/'),
      action: async (args: ActionFunctionArgs) => (await import('../auth/logout-action.ts')).logoutAction(storefront)(args),
    },
  ];
}
