import { useLingui } from '@lingui/react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { desktopMenuLinks, menuLinks, type MenuLink } from '../../../shared/menu-links.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { AccountLinks } from './account-links.tsx';
import { CartLink } from './cart-link.tsx';
import { GiftCardBalance } from './gift-card-balance.tsx';
import { isPlainClick } from '../ui/in-app-click.ts';
import { MAIN_MENU_ID } from './main-menu-id.ts';
import { OnDemandMenuBar, OnDemandSearch } from './shell-parts.tsx';
import { StoreLogo } from './store-logo.tsx';
import { useGifting } from '../../state/gifting.ts';

// The sidebar's code loads when it first opens, not in the entry chunk.
const MobileSidebar = lazy(() => import('./mobile-sidebar.tsx'));

/**
 * The phone's hamburger and its sidebar, with their own state, so opening the sidebar re-renders
 * no on-demand part of the top bar (ADR 0150). The hamburger links to the menu bar (`#main-menu`),
 * which CSS shows on a phone when targeted, so without JavaScript a phone has its navigation too
 * (ADR 0245); once interactive it opens the sidebar.
 */
function PhoneMenu({ links, storeName }: { links: MenuLink[]; storeName: string }) {
  const { _ } = useLingui();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [sidebarRequested, setSidebarRequested] = useState(false);
  const menuButton = useRef<HTMLAnchorElement>(null);
  const open = () => {
    setSidebarRequested(true);
    setSidebarOpen(true);
  };
  return (
    <>
      <a
        ref={menuButton}
        href={`#${MAIN_MENU_ID}`}
        role="button"
        aria-label={_('Open menu')}
        aria-haspopup="dialog"
        aria-expanded={sidebarOpen}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          open();
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          open();
        }}
        className="top-bar-menu inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-black/5 sm:hidden"
      >
        <MenuIcon />
      </a>
      {sidebarRequested && (
        <Suspense fallback={null}>
          <MobileSidebar open={sidebarOpen} onClose={() => {
              setSidebarOpen(false);
              // The lazily loaded dialog cannot restore focus itself (it mounted after the click):
              // hand it back to the menu button once the dialog has unmounted.
              window.setTimeout(() => menuButton.current?.focus(), 0);
            }}
            links={links} storeName={storeName} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The top bar (docs/product.md §2): desktop at 576px and wider (logo left or centred, search, cart,
 * Login, menu bar); below that a hamburger with the sidebar, logo, cart and Login, and the search
 * below. One tree for both, laid out by CSS (no markup changes at hydration); the phone sidebar
 * renders only when opened.
 */
export function TopBar() {
  const storefront = useStorefront();
  const links = useMemo(() => menuLinks(storefront.menu), [storefront.menu]);
  const centred = storefront.settings.logoPosition === 'center';
  // Gifting mode (docs/product.md §2): desktop shows no search, icons or menu; mobile only the logo.
  const gifting = useGifting() !== null;
  // A locked private store shows no search, cart or gift-card balance (their pages are closed).
  const shop = storefront.locked !== true && !gifting;

  return (
    <header className="border-b border-gray-200 bg-white text-gray-900 print:hidden">
      {/* One bar for every width (no desktop and phone copies in the HTML, ADR 0143): CSS grid areas
          in client/styles/app.css put the hamburger, logo, search and actions in place. */}
      <div className={`top-bar${centred ? ' top-bar-centred' : ''}${shop ? '' : ' top-bar-no-search'}`}>
        {!gifting && <PhoneMenu links={links} storeName={storefront.name} />}
        <StoreLogo className="top-bar-logo" />
        {/* Mobile: the search box below the bar (docs/product.md §2). */}
        {shop && <OnDemandSearch className="top-bar-search" />}
        {!gifting && (
          <div className="top-bar-actions">
            {shop && (
              <span className="hidden sm:contents">
                <GiftCardBalance />
              </span>
            )}
            {shop && <CartLink />}
            <AccountLinks />
          </div>
        )}
      </div>
      {/* The search and the menu bar hydrate on demand (shell-parts.tsx, ADR 0150). */}
      {!gifting && <OnDemandMenuBar links={desktopMenuLinks(links, storefront.id)} />}
    </header>
  );
}
