import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../api/api-client.ts';
import { clearUser, isLoggedIn, isVerified, sessionRouterContext } from '../state/session-store.ts';
import { redirectWhenGifting } from './gifting-guard.ts';
import { rememberReturnUrl } from './return-url-storage.ts';

/**
 * Access guards of docs/product.md §4 as route loaders (or parts of one): on the server for the
 * first page (session from the cookie), in the browser for later navigations (the session store).
 */

function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

function withReturnUrl(target: string, request: Request): string {
  const returnUrl = currentPath(request);
  rememberReturnUrl(returnUrl);
  return `${target}?${new URLSearchParams({ returnUrl })}`;
}

/** Login required: a guest goes to /login?returnUrl=… (the return url is also remembered locally). */
function requireLogin({ request, context }: LoaderFunctionArgs): null {
  if (!isLoggedIn(context.get(sessionRouterContext).user)) throw redirect(withReturnUrl('/login', request));
  return null;
}

/**
 * Login and a verified e-mail required (my account, order confirmation): a guest goes to
 * /login, a logged-in unverified user to /email-verification, both with returnUrl.
 */
export function requireVerified(args: LoaderFunctionArgs): null {
  requireLogin(args);
  if (!isVerified(args.context.get(sessionRouterContext).user)) throw redirect(withReturnUrl('/email-verification', args.request));
  return null;
}

/**
 * An account call answered 401: the session ended elsewhere (another tab, expiry). The page
 * forgets the user and goes to /login with returnUrl, as a guest's visit would, instead of
 * showing an empty account page. Call it first in a loader's catch.
 */
export function loginAgainOn401(error: unknown, { request, context }: LoaderFunctionArgs): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  clearUser(context.get(sessionRouterContext));
  throw redirect(withReturnUrl('/login', request));
}

/** Guest-only pages (login, register, private entry): a logged-in user goes to /. */
function guestOnly({ context }: LoaderFunctionArgs): null {
  if (isLoggedIn(context.get(sessionRouterContext).user)) throw redirect('/');
  return null;
}

/** /private: only for private stores (others go to /), and guests only. */
export function privateEntryGuard(isPrivateStore: boolean) {
  return (args: LoaderFunctionArgs): null => {
    if (!isPrivateStore) throw redirect('/');
    return guestOnly(args);
  };
}

/** Login and registration: guests only, and closed in gifting mode (docs/decisions/0031-access-guards.md). */
export function guestOutsideGifting(args: LoaderFunctionArgs): null {
  redirectWhenGifting();
  return guestOnly(args);
}
