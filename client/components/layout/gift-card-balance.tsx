import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readStoredCode } from '../../auth/private-code-storage.ts';
import { GIFT_CARD_EVENT } from '../../state/gift-card-event.ts';

// The balance, its store and its lookup load only for shoppers who have a code.
const GiftCardBalanceAmount = lazy(() => import('./gift-card-balance-amount.tsx'));

/**
 * The top bar's gift-card balance slot (docs/product.md §2). Nothing on the server or during
 * hydration; right after, the balance when a gift card code is stored (checked again after each
 * navigation, on changes in this tab and in other tabs).
 */
export function GiftCardBalance() {
  const [hasCode, setHasCode] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    const check = () => setHasCode(Boolean(readStoredCode()));
    check();
    window.addEventListener(GIFT_CARD_EVENT, check);
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener(GIFT_CARD_EVENT, check);
      window.removeEventListener('storage', check);
    };
  }, [pathname]);
  if (!hasCode) return null;
  return (
    <Suspense fallback={null}>
      <GiftCardBalanceAmount />
    </Suspense>
  );
}
