import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { snapshot, subscribe } from 'valtio/vanilla';
import { useToastStore } from './use-toast.ts';
import { dismissToast, type Toast } from './toast-store.ts';

const severityStyles: Record<Toast['severity'], string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  info: 'border-blue-700 bg-blue-50 text-blue-900',
  warn: 'border-amber-700 bg-amber-50 text-amber-900',
  error: 'border-red-700 bg-red-50 text-red-900',
};

function ToastItem({ toast }: { toast: Toast }) {
  const store = useToastStore();
  const { _ } = useLingui();
  useEffect(() => {
    if (toast.sticky) return;
    const timer = setTimeout(() => dismissToast(store, toast.id), toast.life);
    return () => clearTimeout(timer);
  }, [store, toast.id, toast.life, toast.sticky]);

  return (
    <div
      role={toast.severity === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-md border-l-4 p-3 shadow-lg ${severityStyles[toast.severity]}`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.summary}</p>
        {toast.detail && <p className="text-sm">{toast.detail}</p>}
      </div>
      {toast.closable && (
        <button
          type="button"
          onClick={() => dismissToast(store, toast.id)}
          className="rounded px-1 text-lg leading-none hover:bg-black/10"
          aria-label={_('Close')}
        >
          ×
        </button>
      )}
    </div>
  );
}

/** The toast queue (loaded with the first toast; the live region around it is always there). */
export default function ToastList() {
  const store = useToastStore();
  // valtio's vanilla API, so no proxy-tracking code ships with the toasts.
  const subscribeToStore = useCallback((onChange: () => void) => subscribe(store, onChange), [store]);
  const readToasts = () => snapshot(store).toasts;
  const toasts = useSyncExternalStore(subscribeToStore, readToasts, readToasts);
  return (
    <>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast as Toast} />
      ))}
    </>
  );
}
