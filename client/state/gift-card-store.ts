import { proxy, subscribe } from 'valtio';
import { CART_COOKIE_MAX_AGE_DAYS, GIFT_CODE_COOKIE, cartPathCookies, decodeGiftCodeCookie, readCookie } from '../../shared/cart-cookie.ts';
import { browserFetch } from '../api/spec-headers.ts';
import { PROMO_CODE_STORAGE_KEY, readStoredCode, storeCode } from '../auth/private-code-storage.ts';
import { GIFT_CARD_EVENT } from './gift-card-event.ts';

/**
 * The gift card / promo code the shopper uses and its balance (docs/product.md §2 and §4). The code
 * lives in localStorage 'code' (shared with the private-store entry), its last balance beside it
 * for the top bar. Browser only. The code is mirrored into the cart paths' cookie so the server
 * applies it without JavaScript; a code applied there, when nothing is stored, is taken over (ADR 0123).
 */
export type GiftCardState = { code: string | null; balance: number | null };

const BALANCE_KEY = 'giftCardBalance';
let store: GiftCardState | null = null;
/**
 * Set while the state is cleared for this page only (a lookup that failed on the network, ADR
 * 0043): the stored code, its balance and the cart's cookie copy are left as they are.
 */
let clearingForThisPage = false;

function readBalance(code: string): number | null {
  try {
    const saved = JSON.parse(localStorage.getItem(BALANCE_KEY) ?? 'null') as { code?: unknown; balance?: unknown } | null;
    return saved && saved.code === code && typeof saved.balance === 'number' ? saved.balance : null;
  } catch {
    return null;
  }
}

function readState(): GiftCardState {
  const code = readStoredCode() || decodeGiftCodeCookie(readCookie(document.cookie, GIFT_CODE_COOKIE));
  return { code, balance: code ? readBalance(code) : null };
}

export function getGiftCardStore(): GiftCardState {
  if (store) return store;
  const state = proxy<GiftCardState>(readState());
  let mirrored = state.code;
  subscribe(state, () => {
    // valtio notifies after the change's microtask, so the flag still tells how it was cleared.
    const forThisPage = clearingForThisPage && state.code === null;
    clearingForThisPage = false;
    // `mirrored` is what the cookie holds: a clear for this page leaves both as they are.
    if (state.code !== mirrored && !forThisPage) {
      mirrored = state.code;
      const value = state.code ? encodeURIComponent(state.code) : '';
      for (const cookie of cartPathCookies(GIFT_CODE_COOKIE, value, CART_COOKIE_MAX_AGE_DAYS * 86_400, location.protocol === 'https:')) document.cookie = cookie;
    }
    try {
      if (state.code && state.balance !== null) localStorage.setItem(BALANCE_KEY, JSON.stringify({ code: state.code, balance: state.balance }));
      else if (!forThisPage) localStorage.removeItem(BALANCE_KEY);
    } catch {
      // Storage disabled: the balance is looked up again on the next page.
    }
    window.dispatchEvent(new Event(GIFT_CARD_EVENT));
  });
  window.addEventListener('storage', (event) => {
    if (event.key === PROMO_CODE_STORAGE_KEY || event.key === BALANCE_KEY) Object.assign(state, readState());
  });
  store = state;
  return state;
}

/** Forgets the card (docs/product.md §8: a failed balance lookup clears the gift card state). */
export function clearGiftCard(): void {
  const state = getGiftCardStore();
  state.code = null;
  state.balance = null;
  storeCode(null);
}

export type LookupResult = 'ok' | 'invalid' | 'failed';

/**
 * Looks up a code's balance (GET …/gift-cards/balance) and keeps it with the code. Any failure
 * clears the gift card state; a code the server does not know or refuses (404, 403) is also
 * removed from storage.
 */
export async function lookUpGiftCard(storefrontId: number, code: string): Promise<LookupResult> {
  const state = getGiftCardStore();
  try {
    const response = await browserFetch(`/api/storefronts/${storefrontId}/gift-cards/balance?${new URLSearchParams({ code })}`, { headers: { accept: 'application/json' } });
    const body = (await response.json().catch(() => null)) as { data?: { code?: unknown; balance?: unknown } } | null;
    if (response.ok && typeof body?.data?.balance === 'number') {
      storeCode(code);
      state.code = code;
      state.balance = body.data.balance;
      return 'ok';
    }
    // Unknown (404) or not usable in this store (403): forgotten, or every page would ask again.
    if (response.status === 404 || response.status === 403) {
      clearGiftCard();
      return 'invalid';
    }
  } catch (error) {
    console.error('Gift card balance lookup failed', error);
  }
  // docs/product.md §8: the gift card state is cleared; for this page only (ADR 0043): the code
  // stays in storage and in the cart's cookie, and the next page looks it up again.
  if (state.code !== null || state.balance !== null) {
    clearingForThisPage = true;
    state.code = null;
    state.balance = null;
  }
  return 'failed';
}
