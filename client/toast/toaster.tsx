import { lazy, Suspense, useEffect, useState } from 'react';
import { subscribe } from 'valtio/vanilla';
import { useToastStore } from './use-toast.ts';

// The list and its rendering code load with the first toast, not with every page.
const ToastList = lazy(() => import('./toast-list.tsx'));

/**
 * The toast region every page has: a live region that exists from the start (so screen readers
 * announce messages added later), filled once the first toast is shown.
 */
export function Toaster() {
  const store = useToastStore();
  const [active, setActive] = useState(store.toasts.length > 0);
  useEffect(() => {
    if (active) return;
    // A toast shown by an effect that ran before this one (a child's, on hydration) is already queued.
    if (store.toasts.length > 0) {
      setActive(true);
      return;
    }
    return subscribe(store, () => {
      if (store.toasts.length > 0) setActive(true);
    });
  }, [store, active]);
  return (
    <div aria-live="polite" className="pointer-events-none fixed right-4 top-4 z-50 flex flex-col gap-2 print:hidden">
      {active && (
        <Suspense fallback={null}>
          <ToastList />
        </Suspense>
      )}
    </div>
  );
}
