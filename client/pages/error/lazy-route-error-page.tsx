import { lazy, Suspense } from 'react';

// Error pages are rare: their code loads when one is shown, not with every page.
const RouteErrorPage = lazy(() => import('./route-error-page.tsx').then((m) => ({ default: m.RouteErrorPage })));

/** The route error boundary's page, loaded on demand. */
export function LazyRouteErrorPage() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}
