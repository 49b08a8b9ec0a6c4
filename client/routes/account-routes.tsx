import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';

type PageModule = {
  default: React.ComponentType;
  loader?: LoaderFunction;
  /**
   * The page's form `action` (runs in the browser, and on the server for a post without
   * JavaScript). The page module imports the action itself when a form is posted, so its
   * schema and valibot are never part of the page's first load (ADR 0149).
   */
  actionFor?: (storefront: PublicStorefront) => ActionFunction;
};

/**
 * A route whose page and guard load in their own chunk (kept out of the entry bundle). The
 * router resolves `lazy` before it runs the loader or action, on the server and in the browser.
 */
function lazyPage(load: () => Promise<PageModule>, storefront?: PublicStorefront): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const page = await load();
      return {
        Component: page.default,
        ...(page.loader ? { loader: page.loader } : {}),
        ...(page.actionFor && storefront ? { action: page.actionFor(storefront) } : {}),
      };
    },
  };
}

/**
 * The account routes of spec section 2 (children of the home layout): login, register, the
 * password reset pages, e-mail verification and the private-store entry. Guards: guest-only for
 * login and register (also closed in gifting mode), guest-only and private stores only for
 * /private (form-page-routes.tsx); other pages keep theirs with the page (`export const loader`).
 */
export function accountRoutes(storefront: PublicStorefront): RouteObject[] {
  return [
    // The form pages hydrate on demand; their routes load in one small module (ADR 0154).
    { path: 'login', lazy: async () => (await import('./form-page-routes.tsx')).loginRoute(storefront) },
    { path: 'register', lazy: async () => (await import('./form-page-routes.tsx')).registerRoute(storefront) },
    { path: 'reset-password', lazy: async () => (await import('./form-page-routes.tsx')).resetPasswordRoute(storefront) },
    { path: 'reset-password-success', ...lazyPage(() => import('../pages/account/reset-password-success-page.tsx')) },
    { path: 'update-password', ...lazyPage(() => import('../pages/account/update-password-page.tsx'), storefront) },
    { path: 'email-verification', ...lazyPage(() => import('../pages/account/email-verification-page.tsx'), storefront) },
    { path: 'private', lazy: async () => (await import('./form-page-routes.tsx')).privateRoute(storefront) },
  ];
}
