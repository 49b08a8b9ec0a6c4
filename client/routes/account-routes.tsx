import { redirect, type ActionFunctionArgs, type RouteObject } from 'react-router';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { lazyPage } from './lazy-page.ts';

/**
 * The account routes of docs/product.md §2 (children of the home layout): login, register, the
 * password reset pages, e-mail verification and the private-store entry; their guards are in
 * form-page-routes.tsx.
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
