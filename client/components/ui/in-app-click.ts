/** What the click filter reads of a click (a MouseEvent has all of it). */
export type ClickFacts = {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
};

/** What it reads of the link and the page (an HTMLAnchorElement and window.location have all of it). */
export type AnchorFacts = { href: string; target: string; hasDownload: boolean };
type PageLocation = { origin: string; pathname: string; search: string; hash: string };

/** A left click with no modifier key: one meant for this tab (others open a new tab or window, or download). */
export function isPlainClick(click: Omit<ClickFacts, 'defaultPrevented'>): boolean {
  return click.button === 0 && !click.metaKey && !click.altKey && !click.ctrlKey && !click.shiftKey;
}

/**
 * The path (pathname + search + hash) a click on an in-store link should open through the router,
 * or null when the browser must handle it as it would any link: another button or a modifier key
 * (new tab or window, download), a click a handler already took, a target other than this tab, a
 * download, another origin, or a link to a fragment of the same page (the browser scrolls to it).
 * The same rules as react-router's `<Link>` (its `shouldProcessLinkClick`), plus the hash case.
 */
export function inAppPath(click: ClickFacts, anchor: AnchorFacts, page: PageLocation): string | null {
  if (click.defaultPrevented || !isPlainClick(click)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasDownload) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, page.origin);
  } catch {
    return null;
  }
  if (url.origin !== page.origin) return null;
  if (url.hash && url.pathname === page.pathname && url.search === page.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** How a link click opens its path: what react-router's `navigate(to, options)` takes. */
export type LinkNavigation = { replace: boolean; preventScrollReset?: boolean; state?: unknown };

/**
 * The options a followed link passes to the router. As with react-router's `<Link>`, without an
 * explicit `replace` a link to the page shown replaces the history entry instead of adding one;
 * `preventScrollReset` and `state` pass through (only when given).
 */
export function linkNavigation(
  path: string,
  page: Pick<PageLocation, 'pathname' | 'search' | 'hash'>,
  link: { replace?: boolean; preventScrollReset?: boolean; state?: unknown },
): LinkNavigation {
  const options: LinkNavigation = { replace: link.replace ?? path === `${page.pathname}${page.search}${page.hash}` };
  if (link.preventScrollReset) options.preventScrollReset = true;
  if (link.state !== undefined) options.state = link.state;
  return options;
}
