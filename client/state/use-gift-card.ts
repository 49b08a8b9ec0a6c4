import { useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import { getGiftCardStore, lookUpGiftCard, type GiftCardState } from './gift-card-store.ts';

const NONE: GiftCardState = { code: null, balance: null };
let lookedUp = false;

/**
 * The gift card state for rendering: `initial` on the server and during hydration (none, or
 * what the server rendered from the cart's cookie), the stored one right after. A stored code
 * whose balance is unknown (a private-store code, another tab, the cart's cookie) is looked up
 * once per page load.
 */
export function useGiftCard(storefrontId: number, initial: GiftCardState = NONE): GiftCardState {
  const [state, setState] = useState(initial);
  useEffect(() => {
    const store = getGiftCardStore();
    const read = () => setState((current) => (current.code === store.code && current.balance === store.balance ? current : { code: store.code, balance: store.balance }));
    read();
    if (store.code && store.balance === null && !lookedUp) {
      lookedUp = true;
      void lookUpGiftCard(storefrontId, store.code);
    }
    return subscribe(store, read);
  }, [storefrontId]);
  return state;
}
