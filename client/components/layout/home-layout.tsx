import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Toaster } from '../../toast/toaster.tsx';
import { GiftingBanner } from './gifting-banner.tsx';
import { OnDemandBanners, OnDemandFooter } from './shell-parts.tsx';
import { TopBar } from './top-bar.tsx';

/** Home layout (docs/product.md §2): top bar, content outlet, footer; plus banners and toasts. */
export function HomeLayout() {
  const { _ } = useLingui();
  const navigation = useNavigation();
  useFocusOnNewPage();
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow">
        {_('Skip to content')}
      </a>
      {/* Text only: hydrates on demand (shell-parts.tsx, ADR 0150). */}
      <OnDemandBanners />
      <GiftingBanner />
      <TopBar />
      <main id="main" className="flex-1" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      {/* Hydrates on demand (shell-parts.tsx, ADR 0150). */}
      <OnDemandFooter />
      <Toaster />
    </div>
  );
}

/**
 * After a client-side navigation to another page, focus goes to its main heading (else the main
 * region), as a page load would start a screen reader there, instead of staying on <body>
 * (issue 27). Not when only the query changes (filters, pages of a list), nor while the shopper
 * types in the top bar.
 */
function useFocusOnNewPage() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && active.closest('header')) return;
    const main = document.getElementById('main');
    const target = main?.querySelector('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}
