import { proxy } from 'valtio';

type ToastSeverity = 'success' | 'info' | 'error' | 'warn';

/** docs/product.md §3: severity, summary, detail, life, sticky, closable. */
export type ToastMessage = {
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  /** Milliseconds before it closes itself (spec default 3000). */
  life?: number;
  /** A sticky toast stays until closed. */
  sticky?: boolean;
  closable?: boolean;
};

export type Toast = Required<Pick<ToastMessage, 'severity' | 'summary' | 'life' | 'sticky' | 'closable'>> & {
  id: number;
  detail: string;
};

const TOAST_DEFAULT_LIFE_MS = 3000;

export type ToastStore = { toasts: Toast[]; nextId: number };

/** One store per app instance (per request on the server, one per page in the browser). */
export function createToastStore(): ToastStore {
  return proxy<ToastStore>({ toasts: [], nextId: 1 });
}

/** The store of a server render: toasts come from effects and handlers, which the server never runs, so no proxy is needed. */
export function serverToastStore(): ToastStore {
  return { toasts: [], nextId: 1 };
}

export function showToast(store: ToastStore, message: ToastMessage): number {
  const id = store.nextId++;
  store.toasts.push({
    id,
    severity: message.severity,
    summary: message.summary,
    detail: message.detail ?? '',
    life: message.life ?? TOAST_DEFAULT_LIFE_MS,
    sticky: message.sticky ?? false,
    closable: message.closable ?? true,
  });
  return id;
}

export function dismissToast(store: ToastStore, id: number): void {
  const index = store.toasts.findIndex((toast) => toast.id === id);
  if (index >= 0) store.toasts.splice(index, 1);
}
