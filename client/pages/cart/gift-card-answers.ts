import type { LookupResult } from '../../state/gift-card-store.ts';

/** What the gift-card form answers: the code applied or removed, or the typed code and why it was refused. */
export type GiftCardAnswer = { applied: string } | { removed: true } | { code: string; refused: 'required' | Exclude<LookupResult, 'ok'> };

/**
 * The browser's last gift-card answer and the page visit it belongs to (the router's history
 * key). The form reads it besides its fetcher's data: a form mounted again while the code was
 * looked up (the cart hydrating on the first touch, then swapping the server's lines for the
 * stored ones) has a fetcher that never sees the answer, and the shopper must still get it.
 * Browser only: one page at a time.
 */
let last: { pageKey: string; answer: GiftCardAnswer } | null = null;
const listeners = new Set<() => void>();

/** The history key of the page the browser shows ('default' for the first page load). */
export function currentPageKey(): string {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' ? key : 'default';
}

export function rememberGiftCardAnswer(answer: GiftCardAnswer): GiftCardAnswer {
  last = { pageKey: currentPageKey(), answer };
  for (const listener of listeners) listener();
  return answer;
}

/** The answer given on this page visit, or undefined. */
export function rememberedGiftCardAnswer(pageKey: string): GiftCardAnswer | undefined {
  return last?.pageKey === pageKey ? last.answer : undefined;
}

export function subscribeGiftCardAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
