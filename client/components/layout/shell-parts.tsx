import { useContext, type ReactNode } from 'react';
import { UNSAFE_DataRouterStateContext as RouterStateContext } from 'react-router';
import type { MenuLink } from '../../../shared/menu-links.ts';
import { preloadable } from '../../app/preloadable.ts';
import { OnDemandBoundary, type Loadable } from '../on-demand/on-demand-boundary.tsx';

/**
 * The shell's parts that hydrate on demand (ADR 0150): the footer (with the language select), the
 * top-bar search, the desktop menu bar and the banners. The server renders them inline (the root
 * route loads their code there); the browser hydrates each when touched or re-rendered
 * (../on-demand/on-demand-boundary.tsx). Until then links are plain anchors, the search form
 * submits to /products and the menus open by CSS. Each wrapper is `display: contents`
 * (`[data-shell-part]` in app.css), so the part keeps its place in the header's grid.
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
 * Re-renders the part's wrapper with every change of the router's state: each is a transition
 * that reaches a pending part and waits until it hydrated, and a re-rendered wrapper loads the
 * part's code. A blocked navigation (the kit's leave guard) or a fetcher re-renders nothing else,
 * and would wait forever (ADR 0150).
 */
function useRouterUpdates(): void {
  useContext(RouterStateContext);
}

/** The part `Code` behind its on-demand boundary, its wrapper named by `data-shell-part`. */
function onDemandPart<P extends object>(name: string, Code: ((props: P) => ReactNode) & Loadable) {
  return function OnDemandPart(props: P) {
    useRouterUpdates();
    return (
      <OnDemandBoundary code={Code} attributes={{ 'data-shell-part': name }}>
        <Code {...props} />
      </OnDemandBoundary>
    );
  };
}

/** The footer (docs/product.md §2). */
export const OnDemandFooter = onDemandPart('footer', FooterCode);
/** The top-bar search (until it hydrates, a GET form to /products). */
export const OnDemandSearch = onDemandPart('search', SearchCode);
/** The desktop menu bar (until it hydrates, CSS opens its submenus on hover and keyboard focus). */
export const OnDemandMenuBar = onDemandPart('menu', MenuBarCode);
/** The store's status banner and alert text. */
export const OnDemandBanners = onDemandPart('banners', BannersCode);
