import { useEffect, useState } from 'react';
import { subscribe } from 'valtio';
import { getGiftCardStore, lookUpGiftCard, type GiftCardState } from './gift-card-store.ts';

const NONE: GiftCardState = { code: null, balance: null };
let lookedUp = false;

/**
 * The gift card state for rendering: none on the server and during hydration, the stored one
 * right after. A stored code whose balance is unknown (a private-store code, another tab) is
 * looked up once per page load.
 */
export function useGiftCard(storefrontId: number): GiftCardState {
  const [state, setState] = useState(NONE);
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
