import { lazy, Suspense } from 'react';
import { useGifting } from '../../state/gifting.ts';

// The banner's texts and links load only in gifting mode (kept out of the entry chunk).
const GiftingBannerBody = lazy(() => import('./gifting-banner-body.tsx'));

/**
 * The gifting banner (docs/product.md §4; docs/decisions/0081-gifting-mode.md). Gifting mode is known
 * in the browser only, so the banner appears right after hydration.
 */
export function GiftingBanner() {
  const gifting = useGifting();
  if (!gifting) return null;
  return (
    <Suspense fallback={null}>
      <GiftingBannerBody gifting={gifting} />
    </Suspense>
  );
}
