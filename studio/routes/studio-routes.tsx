import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { rootLoader } from './root-loader.ts';
import { ScreenError } from './screen-error.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { LoadingScreen } from './loading-screen.tsx';

/**
 * The Studio's route tree (a data router in the browser, docs/decisions/0210-studio-client.md).
 * The root loads who is signed in; each screen loads its own data and its code when first opened
 * (the Design screen's editor is the heavy part).
 */
export const studioRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    Component: RootLayout,
    ErrorBoundary: ScreenError,
    HydrateFallback: LoadingScreen,
    children: [
      { index: true, lazy: () => import('../screens/stores/stores-route.ts'), ErrorBoundary: ScreenError },
      { path: 'stores/:storeId/design', lazy: () => import('../screens/design/design-route.tsx'), ErrorBoundary: ScreenError },
      { path: 'stores/:storeId/history', lazy: () => import('../screens/history/history-route.ts'), ErrorBoundary: ScreenError },
      { path: 'stores/:storeId/orders', lazy: () => import('../screens/orders/orders-route.ts'), ErrorBoundary: ScreenError },
      { path: 'stores/:storeId/kits', lazy: () => import('../screens/kits/kits-route.ts'), ErrorBoundary: ScreenError },
      { path: 'stores/:storeId/catalog', lazy: () => import('../screens/catalog/catalog-route.ts'), ErrorBoundary: ScreenError },
      {
        path: 'people',
        id: 'people',
        lazy: () => import('../screens/people/people-route.ts'),
        ErrorBoundary: ScreenError,
        children: [
          { index: true, lazy: () => import('../screens/people/people-tab-route.ts') },
          { path: 'tokens', lazy: () => import('../screens/people/tokens-tab-route.ts') },
          { path: 'audit', lazy: () => import('../screens/people/audit-tab-route.ts') },
        ],
      },
      { path: '*', Component: NotFoundScreen },
    ],
  },
];
