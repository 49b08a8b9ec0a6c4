import { useLingui } from '@lingui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { buildMenuLinks, desktopMenuLinks } from '../../../shared/menu-links.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { AccountLinks } from './account-links.tsx';
import { CartLink } from './cart-link.tsx';
import { DesktopMenuBar } from './desktop-menu-bar.tsx';
import { GiftCardBalance } from './gift-card-balance.tsx';
import { StoreLogo } from './store-logo.tsx';
import { TopBarSearch } from './top-bar-search.tsx';

// Headless UI (~70 KiB gzip) loads with the sidebar, not in the entry chunk.
const MobileSidebar = lazy(() => import('./mobile-sidebar.tsx'));

/**
 * The top bar (spec section 2): desktop at 576px and wider (logo left or centred, search, cart,
 * Login, menu bar); below that a hamburger with the sidebar, logo, cart and Login. Both variants are
 * rendered by the server and switched by CSS, so hydration never changes the markup.
 */
export function TopBar() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [sidebarRequested, setSidebarRequested] = useState(false);
  const links = useMemo(() => buildMenuLinks(storefront.menu), [storefront.menu]);
  const centred = storefront.settings.logoPosition === 'center';
  // A locked private store shows no search, cart or gift-card balance (their pages are closed).
  const shop = storefront.locked !== true;

  return (
    <header className="border-b border-gray-200 bg-white text-gray-900 print:hidden">
      {/* Desktop */}
      <div className="hidden sm:block">
        <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-4 px-4 py-3">
          <div className="flex items-center">{centred ? shop && <TopBarSearch className="w-full max-w-xs" /> : <StoreLogo />}</div>
          <div className="flex justify-center">{centred ? <StoreLogo /> : shop && <TopBarSearch className="w-72 lg:w-96" />}</div>
          <div className="flex items-center justify-end gap-3">
            {shop && <GiftCardBalance />}
            {shop && <CartLink />}
            <AccountLinks variant="desktop" />
          </div>
        </div>
        <DesktopMenuBar links={desktopMenuLinks(links, storefront.id)} />
      </div>

      {/* Mobile */}
      <div className="flex items-center justify-between gap-2 px-3 py-2 sm:hidden">
        <button
          type="button"
          aria-label={_('Open menu')}
          aria-haspopup="dialog"
          aria-expanded={sidebarOpen}
          onClick={() => {
            setSidebarRequested(true);
            setSidebarOpen(true);
          }}
          className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-black/5"
        >
          <MenuIcon />
        </button>
        <StoreLogo />
        <div className="flex items-center gap-2">
          {shop && <CartLink />}
          <AccountLinks variant="mobile" />
        </div>
      </div>
      {/* Mobile: the search box below the bar (spec section 2). */}
      {shop && (
        <div className="px-3 pb-2 sm:hidden">
          <TopBarSearch />
        </div>
      )}
      {sidebarRequested && (
        <Suspense fallback={null}>
          <MobileSidebar open={sidebarOpen} onClose={() => setSidebarOpen(false)} links={links} storeName={storefront.name} />
        </Suspense>
      )}
    </header>
  );
}
