import { describe, expect, it } from 'vitest';
import { createToastStore, dismissToast, showToast } from './toast-store.ts';

describe('toast store', () => {
  it('applies the spec defaults: life 3000 ms, not sticky, closable', () => {
    const store = createToastStore();
    showToast(store, { severity: 'success', summary: 'Saved' });
    expect(store.toasts[0]).toMatchObject({ life: 3000, sticky: false, closable: true, detail: '' });
  });
  it('dismisses by id and keeps the others', () => {
    const store = createToastStore();
    const a = showToast(store, { severity: 'info', summary: 'A' });
    showToast(store, { severity: 'error', summary: 'B', sticky: true });
    dismissToast(store, a);
    expect(store.toasts.map((t) => t.summary)).toEqual(['B']);
  });
});
