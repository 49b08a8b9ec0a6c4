import { createContext, useCallback, useContext } from 'react';
import { showToast, type ToastMessage, type ToastStore } from './toast-store.ts';

export const ToastContext = createContext<ToastStore | null>(null);

export function useToastStore(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used inside <AppProviders>');
  return store;
}

/** The toast service every page uses: `const toast = useToast(); toast({ severity, summary })`. */
export function useToast(): (message: ToastMessage) => number {
  const store = useToastStore();
  return useCallback((message: ToastMessage) => showToast(store, message), [store]);
}
