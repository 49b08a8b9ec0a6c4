import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { codeLoadFailed } from '../../app/code-load-failure.ts';
import { inAppPath, linkNavigation, type LinkNavigation } from './in-app-click.ts';

/** The part of react-router's data router a link needs (the browser router in entry.client). */
type LinkRouter = { navigate: (to: string, options: LinkNavigation) => unknown };

let linkRouter: LinkRouter | null = null;

/** entry.client hands the page's router here; the server never does (links are plain anchors there). */
export function setLinkRouter(router: LinkRouter): void {
  linkRouter = router;
}

/**
 * Opens an in-store link through the router (loaders, blockers such as the kit page's leave
 * guard, scroll restoration) when `inAppPath` says the click is a plain one; otherwise, or once
 * some of the page's code failed to load (ADR 0248), the browser follows it.
 */
function followInApp(event: MouseEvent<HTMLAnchorElement>, link: LinkOptions = {}): void {
  const anchor = event.currentTarget;
  const path = linkRouter && inAppPath(event, { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') }, window.location);
  if (!linkRouter || !path || codeLoadFailed()) return;
  event.preventDefault();
  void linkRouter.navigate(path, linkNavigation(path, window.location, link));
}

/** react-router's `<Link>` options a plain link keeps. */
type LinkOptions = {
  /** Navigation state for the next page (react-router's `state`). */
  state?: unknown;
  /** Replace the history entry (react-router's `replace`; default: only for a link to the page shown). */
  replace?: boolean;
  /** Keep the scroll position (react-router's `preventScrollReset`: a colour or size choice). */
  preventScrollReset?: boolean;
};

type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  LinkOptions & {
    /** An absolute in-store path (`/products/x?color=Red`). */
    href: string;
  };

/**
 * An in-store link rendered as a plain `<a href>`: none of react-router's per-link hooks, no
 * `data-discover`, so it costs the server renderer what an anchor costs (ADR 0148). Its click
 * handler rides on React's one delegated listener at the root; before hydration (and without
 * JavaScript) the browser follows the href, as with `<Link>`.
 */
export function PlainLink({ state, replace, preventScrollReset, onClick, ...anchor }: PlainLinkProps) {
  return (
    <a
      {...anchor}
      onClick={(event) => {
        onClick?.(event);
        followInApp(event, { state, replace, preventScrollReset });
      }}
    />
  );
}
