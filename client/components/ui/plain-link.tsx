import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { inAppPath } from './in-app-click.ts';

/** The part of react-router's data router a link needs (the browser router in entry.client). */
type LinkRouter = { navigate: (to: string, options: { replace: boolean; state?: unknown }) => unknown };

let linkRouter: LinkRouter | null = null;

/** entry.client hands the page's router here; the server never does (links are plain anchors there). */
export function setLinkRouter(router: LinkRouter): void {
  linkRouter = router;
}

/**
 * Opens an in-store link through the router (a client navigation: loaders, blockers such as the
 * kit page's leave guard, scroll restoration) when `inAppPath` says the click is a plain one;
 * otherwise the browser follows the link. Like react-router's `<Link>`, a link to the page
 * already shown replaces the history entry instead of adding one.
 */
export function followInApp(event: MouseEvent<HTMLAnchorElement>, state?: unknown): void {
  const anchor = event.currentTarget;
  const path = linkRouter && inAppPath(event, { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') }, window.location);
  if (!linkRouter || !path) return;
  event.preventDefault();
  const { pathname, search, hash } = window.location;
  void linkRouter.navigate(path, { replace: path === `${pathname}${search}${hash}`, state });
}

type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute in-store path (`/products/x?color=Red`). */
  href: string;
  /** Navigation state for the next page (react-router's `state`). */
  state?: unknown;
};

/**
 * An in-store link rendered as a plain `<a href>`: none of react-router's per-link hooks, no
 * `data-discover`, so it costs the server renderer what an anchor costs (ADR 0148). Its click
 * handler rides on React's one delegated listener at the root; before hydration (and without
 * JavaScript) the browser follows the href, as with `<Link>`.
 */
export function PlainLink({ state, onClick, ...anchor }: PlainLinkProps) {
  return (
    <a
      {...anchor}
      onClick={(event) => {
        onClick?.(event);
        followInApp(event, state);
      }}
    />
  );
}
