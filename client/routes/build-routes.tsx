import { redirect, type RouteObject } from 'react-router';
import { pageRoutes } from '../../shared/page-routes.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { HomeLayout } from '../components/layout/home-layout.tsx';
import { catalogRoutes } from '../pages/catalog/catalog-routes.ts';
import { LazyRouteErrorPage as RouteErrorPage } from '../pages/error/lazy-route-error-page.tsx';
import { accountRoutes } from './account-routes.tsx';
import { orderRoutes } from './order-routes.tsx';

const redirectHome = () => redirect('/');

/** A route whose page component loads in its own chunk (kept out of the entry bundle). */
function lazyPage(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/**
 * The ONE route tree, used by the Worker's static handler and by the browser router: the
 * spec's fixed routes plus one route per configured page; any other path redirects home.
 */
export function buildRoutes(storefront: PublicStorefront): RouteObject[] {
  const configured: RouteObject[] = pageRoutes(storefront.pages).flatMap((route): RouteObject[] =>
    route.kind === 'redirect-home'
      ? []
      : [
          {
            path: route.path,
            lazy: async () => {
              const { default: ConfiguredPage } = await import('../pages/configured-page/configured-page.tsx');
              return { Component: () => <ConfiguredPage pageId={route.pageId} /> };
            },
          },
        ],
  );

  return [
    {
      id: 'root',
      path: '/',
      Component: HomeLayout,
      ErrorBoundary: RouteErrorPage,
      children: [
        { index: true, ...lazyPage(() => import('../pages/home/home-page.tsx')) },
        { path: 'privacy-policy', ...lazyPage(() => import('../pages/legal/privacy-policy-page.tsx')) },
        { path: 'terms-and-conditions', ...lazyPage(() => import('../pages/legal/terms-page.tsx')) },
        { path: 'contact', ...lazyPage(() => import('../pages/contact/contact-page.tsx')) },
        { path: 'under-construction', ...lazyPage(() => import('../pages/under-construction/under-construction-page.tsx')) },
        ...catalogRoutes(storefront),
        // Product detail: loader and page in one lazy module; the loader needs the store.
        { path: 'products/:slug', lazy: async () => (await import('../pages/product/product-page.tsx')).productRoute(storefront) },
        ...accountRoutes(storefront),
        ...orderRoutes(storefront),
        ...configured,
        { path: '*', loader: redirectHome },
      ],
    },
  ];
}
