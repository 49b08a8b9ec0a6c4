import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext as RouterStateContext } from 'react-router';
import type { MenuLink } from '../../../shared/menu-links.ts';
import { preloadable } from '../../app/preloadable.ts';
import { OnDemandBoundary } from '../on-demand/on-demand-boundary.tsx';

/**
 * The shell's parts that hydrate on demand (ADR 0150): the footer (with the language select), the
 * top-bar search, the desktop menu bar and the status and alert banners (text only). The server
 * renders them inline with the page (their code is loaded by the root route there,
 * `build-routes.tsx`); the browser loads their code and
 * hydrates each on the shopper's first pointer, focus, key, click or change inside it, or when the
 * page re-renders it (a client navigation), taking the values typed or chosen in it before
 * (client/components/on-demand/on-demand-boundary.tsx). Before that its links are plain anchors
 * the browser follows, the search form submits to /products, and the menus open by CSS on hover
 * and keyboard focus. Each wrapper is `display: contents` (`[data-shell-part]` in app.css), so the
 * part keeps its place in the header's grid and the layout's column.
 */
const FooterCode = preloadable<object>(() => import('./footer.tsx').then((module) => ({ default: module.Footer })));
const SearchCode = preloadable<{ className?: string }>(() => import('./top-bar-search.tsx').then((module) => ({ default: module.TopBarSearch })));
const MenuBarCode = preloadable<{ links: MenuLink[] }>(() => import('./desktop-menu-bar.tsx').then((module) => ({ default: module.DesktopMenuBar })));
const BannersCode = preloadable<object>(() => import('./banners.tsx').then((module) => ({ default: module.Banners })));

/**
 * Loads every part's code: on the server before the first render (so nothing suspends there), and
 * in a store designer's preview before hydrating (each draft re-renders the whole page). A change
 * of language hydrates every pending part first (`hydratePendingParts`, language-select.tsx).
 */
export function preloadShellParts(): Promise<unknown> {
  return Promise.all([FooterCode.preload(), SearchCode.preload(), MenuBarCode.preload(), BannersCode.preload()]);
}

/**
 * Re-renders the part's wrapper with every change of the router's state. Each such change is a
 * transition that reaches a pending part (React cannot know what a dehydrated part reads) and
 * waits until it hydrated, and a part wants its code when its wrapper re-renders. Navigations
 * re-render the layout anyway; a blocked navigation (the kit page's leave guard) or a fetcher
 * does not, and would wait forever (ADR 0150).
 */
function useRouterUpdates(): void {
  useContext(RouterStateContext);
}

/** The footer (docs/product.md §2), hydrated on demand. */
export function OnDemandFooter() {
  useRouterUpdates();
  return (
    <OnDemandBoundary code={FooterCode} attributes={{ 'data-shell-part': 'footer' }}>
      <FooterCode />
    </OnDemandBoundary>
  );
}

/** The top-bar search, hydrated on demand (without JavaScript, and until then, a GET form to /products). */
export function OnDemandSearch({ className }: { className: string }) {
  useRouterUpdates();
  return (
    <OnDemandBoundary code={SearchCode} attributes={{ 'data-shell-part': 'search' }}>
      <SearchCode className={className} />
    </OnDemandBoundary>
  );
}

/** The desktop menu bar, hydrated on demand (until then CSS opens its submenus on hover and keyboard focus). */
export function OnDemandMenuBar({ links }: { links: MenuLink[] }) {
  useRouterUpdates();
  return (
    <OnDemandBoundary code={MenuBarCode} attributes={{ 'data-shell-part': 'menu' }}>
      <MenuBarCode links={links} />
    </OnDemandBoundary>
  );
}

/** The store's status banner and alert text (text only: they hydrate when touched or re-rendered). */
export function OnDemandBanners() {
  useRouterUpdates();
  return (
    <OnDemandBoundary code={BannersCode} attributes={{ 'data-shell-part': 'banners' }}>
      <BannersCode />
    </OnDemandBoundary>
  );
}
