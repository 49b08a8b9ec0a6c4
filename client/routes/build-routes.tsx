import { redirect, type RouteObject } from 'react-router';
import { pageRoutes } from '../../shared/page-routes.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { HomeLayout } from '../components/layout/home-layout.tsx';
import { preloadShellParts } from '../components/layout/shell-parts.tsx';
import { catalogRoutes } from '../pages/catalog/catalog-routes.ts';
import { LazyRouteErrorPage as RouteErrorPage } from '../pages/error/lazy-route-error-page.tsx';
import { accountRoutes } from './account-routes.tsx';
import { orderRoutes } from './order-routes.tsx';
import { lazyPage } from './lazy-page.ts';
import { routesOpenBeforeGate } from './private-gate-routes.ts';

const redirectHome = () => redirect('/');

/**
 * The ONE route tree, used by the Worker's static handler and by the browser router: the
 * spec's fixed routes plus one route per configured page; any other path redirects home. A
 * locked private store (config `locked`) keeps only the pages open before its gate.
 */
export function buildRoutes(storefront: PublicStorefront): RouteObject[] {
  const configured: RouteObject[] = pageRoutes(storefront.pages).flatMap((route): RouteObject[] =>
    route.kind === 'redirect-home'
      ? []
      : [
          {
            path: route.path,
            // Sections' code, and a loader for their product lists (server-rendered).
            lazy: async () => (await import('../pages/configured-page/configured-page.tsx')).configuredRoute(storefront, route.pageId),
          },
        ],
  );

  const children: RouteObject[] = [
    { index: true, lazy: async () => (await import('../pages/home/home-page.tsx')).homeRoute(storefront) },
    { path: 'privacy-policy', ...lazyPage(() => import('../pages/legal/privacy-policy-page.tsx')) },
    { path: 'terms-and-conditions', ...lazyPage(() => import('../pages/legal/terms-page.tsx')) },
    // The contact form's action runs here without JavaScript too (docs/decisions/0100); the page hydrates on demand (ADR 0154).
    { path: 'contact', lazy: async () => (await import('./form-page-routes.tsx')).contactRoute(storefront) },
    { path: 'under-construction', ...lazyPage(() => import('../pages/under-construction/under-construction-page.tsx')) },
    ...catalogRoutes(storefront),
    // Product detail: loader and page in one lazy module; the loader needs the store.
    { path: 'products/:slug', lazy: async () => (await import('../pages/product/product-page.tsx')).productRoute(storefront) },
    // Gifting kits (docs/product.md §2 and §4): the kit page and its order's confirmation (docs/decisions/0081).
    { path: 'kit', lazy: async () => (await import('../pages/kit/kit-page.tsx')).kitRoute(storefront) },
    { path: 'kit/confirmation', lazy: async () => (await import('../pages/kit/kit-confirmation-page.tsx')).kitConfirmationRoute(storefront) },
    ...accountRoutes(storefront),
    ...orderRoutes(storefront),
    ...configured,
    { path: '*', loader: redirectHome },
  ];

  return [
    {
      id: 'root',
      path: '/',
      Component: HomeLayout,
      ErrorBoundary: RouteErrorPage,
      // The shell's on-demand parts render on the server with the page, never suspending there:
      // the static handler resolves this before every render (once per route tree). The browser
      // loads their code when a part is wanted (ADR 0150).
      ...(typeof window === 'undefined' ? { lazy: async () => (await preloadShellParts(), {}) } : {}),
      children: [
        {
          // A page's error (an unknown category, a failed loader) renders inside the layout, with
          // header, footer and title; the root boundary above is left for the layout's own errors.
          id: 'pages',
          ErrorBoundary: RouteErrorPage,
          // A locked private store opens only the pages open before its gate, on both sides.
          children: storefront.locked ? routesOpenBeforeGate(children) : children,
        },
      ],
    },
  ];
}
