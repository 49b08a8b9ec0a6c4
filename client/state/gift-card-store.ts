import { proxy, subscribe } from 'valtio';
import { withSpecHeaders } from '../api/spec-headers.ts';
import { PROMO_CODE_STORAGE_KEY, readStoredCode, storeCode } from '../auth/private-code-storage.ts';
import { GIFT_CARD_EVENT } from './gift-card-event.ts';

/**
 * The gift card / promo code the shopper uses and its balance (spec sections 2 and 4). The code
 * lives where the spec keeps it (localStorage 'code', shared with the private-store entry); the
 * last looked-up balance is remembered beside it so the top bar can show it on every page.
 * Browser only, like the cart.
 */
export type GiftCardState = { code: string | null; balance: number | null };

const BALANCE_KEY = 'giftCardBalance';
let store: GiftCardState | null = null;

function readBalance(code: string): number | null {
  try {
    const saved = JSON.parse(localStorage.getItem(BALANCE_KEY) ?? 'null') as { code?: unknown; balance?: unknown } | null;
    return saved && saved.code === code && typeof saved.balance === 'number' ? saved.balance : null;
  } catch {
    return null;
  }
}

function readState(): GiftCardState {
  const code = readStoredCode() || null;
  return { code, balance: code ? readBalance(code) : null };
}

export function getGiftCardStore(): GiftCardState {
  if (store) return store;
  const state = proxy<GiftCardState>(readState());
  subscribe(state, () => {
    try {
      if (state.code && state.balance !== null) localStorage.setItem(BALANCE_KEY, JSON.stringify({ code: state.code, balance: state.balance }));
      else localStorage.removeItem(BALANCE_KEY);
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

/** Forgets the card (spec section 8: a failed balance lookup clears the gift card state). */
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
    const response = await fetch(`/api/storefronts/${storefrontId}/gift-cards/balance?${new URLSearchParams({ code })}`, {
      // Spec section 7: `Code` (the stored code) and `Storefront-Context` ride along.
      headers: withSpecHeaders({ accept: 'application/json' }),
      credentials: 'same-origin',
    });
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
  state.code = null;
  state.balance = null;
  return 'failed';
}
