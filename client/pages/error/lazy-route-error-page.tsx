import { lazy, Suspense, type ComponentType } from 'react';
import { useRouteError } from 'react-router';
import { isCodeLoadError, noteCodeLoadFailed, reloadOnce } from '../../app/code-load-failure.ts';

// Error pages are rare: their code loads when one is shown, not with every page. Its own chunk
// missing too (a deploy), the page is loaded again (ADR 0248).
const RouteErrorPage = lazy(() =>
  import('./route-error-page.tsx').then(
    (m): { default: ComponentType } => ({ default: m.RouteErrorPage }),
    () => {
      noteCodeLoadFailed();
      reloadOnce();
      return { default: (() => null) as ComponentType };
    },
  ),
);

/**
 * The route error boundary's page, loaded on demand. A page whose code did not load is loaded
 * again by the browser, once (ADR 0248).
 */
export function LazyRouteErrorPage() {
  const error = useRouteError();
  if (isCodeLoadError(error)) {
    noteCodeLoadFailed();
    if (typeof window !== 'undefined' && reloadOnce()) return null;
  }
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}
