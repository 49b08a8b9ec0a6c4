import { useLingui } from '@lingui/react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { buildMenuLinks, desktopMenuLinks } from '../../../shared/menu-links.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { AccountLinks } from './account-links.tsx';
import { CartLink } from './cart-link.tsx';
import { DesktopMenuBar } from './desktop-menu-bar.tsx';
import { GiftCardBalance } from './gift-card-balance.tsx';
import { StoreLogo } from './store-logo.tsx';
import { TopBarSearch } from './top-bar-search.tsx';
import { useGifting } from '../../state/gifting.ts';

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
  const menuButton = useRef<HTMLButtonElement>(null);
  const links = useMemo(() => buildMenuLinks(storefront.menu), [storefront.menu]);
  const centred = storefront.settings.logoPosition === 'center';
  // Gifting mode (spec section 2): desktop shows no search, icons or menu; mobile only the logo.
  const gifting = useGifting() !== null;
  // A locked private store shows no search, cart or gift-card balance (their pages are closed).
  const shop = storefront.locked !== true && !gifting;

  return (
    <header className="border-b border-gray-200 bg-white text-gray-900 print:hidden">
      {/* Desktop */}
      <div className="hidden sm:block">
        {/* Columns may shrink (minmax 0) and the search takes what is left, so the bar fits from 576px. */}
        <div
          className={`mx-auto grid max-w-7xl items-center gap-3 px-4 py-3 md:gap-4 ${
            centred ? 'grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]' : 'grid-cols-[auto_minmax(0,1fr)_auto]'
          }`}
        >
          <div className="flex min-w-0 items-center">{centred ? shop && <TopBarSearch className="w-full max-w-xs" /> : <StoreLogo />}</div>
          <div className="flex min-w-0 justify-center">{centred ? <StoreLogo /> : shop && <TopBarSearch className="w-full max-w-72 lg:max-w-96" />}</div>
          <div className="flex items-center justify-end gap-3">
            {shop && <GiftCardBalance />}
            {shop && <CartLink />}
            {!gifting && <AccountLinks variant="desktop" />}
          </div>
        </div>
        {!gifting && <DesktopMenuBar links={desktopMenuLinks(links, storefront.id)} />}
      </div>

      {/* Mobile */}
      <div className={`flex items-center gap-2 px-3 py-2 sm:hidden ${gifting ? 'justify-center' : 'justify-between'}`}>
        {!gifting && (
          <button
            ref={menuButton}
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
        )}
        <StoreLogo />
        {!gifting && (
          <div className="flex items-center gap-2">
            {shop && <CartLink />}
            <AccountLinks variant="mobile" />
          </div>
        )}
      </div>
      {/* Mobile: the search box below the bar (spec section 2). */}
      {shop && (
        <div className="px-3 pb-2 sm:hidden">
          <TopBarSearch />
        </div>
      )}
      {sidebarRequested && (
        <Suspense fallback={null}>
          <MobileSidebar open={sidebarOpen} onClose={() => {
              setSidebarOpen(false);
              // The lazily loaded dialog cannot restore focus itself (it mounted after the click):
              // hand it back to the menu button once the dialog has unmounted.
              window.setTimeout(() => menuButton.current?.focus(), 0);
            }}
            links={links} storeName={storefront.name} />
        </Suspense>
      )}
    </header>
  );
}
