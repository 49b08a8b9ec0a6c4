import { useCallback, useEffect, useRef } from 'react';
import { dismissToast, showToast, type ToastMessage } from './toast-store.ts';
import { useToastStore } from './use-toast.ts';

/**
 * The toast a form shows about its own errors. It stands for the form's state, so it goes when
 * that state is over: when the form is sent corrected (`clear`), when it shows again (one toast,
 * not a stack), and when the page leaves. Otherwise a red "fill in all fields" would still stand
 * beside the next page's confirmation that the form went through.
 */
export function useFormErrorToast(): { show: (message: ToastMessage) => void; clear: () => void } {
  const store = useToastStore();
  const shown = useRef<number | null>(null);
  const clear = useCallback(() => {
    if (shown.current !== null) dismissToast(store, shown.current);
    shown.current = null;
  }, [store]);
  const show = useCallback(
    (message: ToastMessage) => {
      clear();
      shown.current = showToast(store, message);
    },
    [store, clear],
  );
  useEffect(() => clear, [clear]);
  return { show, clear };
}
