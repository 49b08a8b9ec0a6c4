import { useLingui } from '@lingui/react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Toaster } from '../../toast/toaster.tsx';
import { GiftingBanner } from './gifting-banner.tsx';
import { OnDemandBanners, OnDemandFooter } from './shell-parts.tsx';
import { TopBar } from './top-bar.tsx';

/** Home layout (docs/product.md §2): top bar, content outlet, footer; plus banners and toasts. */
export function HomeLayout() {
  const { _ } = useLingui();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow">
        {_('Skip to content')}
      </a>
      {/* Text only: hydrates on demand (shell-parts.tsx, ADR 0150). */}
      <OnDemandBanners />
      <GiftingBanner />
      <TopBar />
      {/* data-path: the page React has put in the document (client/app/focus-on-new-page.ts). */}
      <main id="main" data-path={pathname} className="flex-1" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      {/* Hydrates on demand (shell-parts.tsx, ADR 0150). */}
      <OnDemandFooter />
      <Toaster />
    </div>
  );
}
