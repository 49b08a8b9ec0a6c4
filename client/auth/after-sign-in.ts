import type { NavigateFunction } from 'react-router';
import { afterLoginPath } from '../../shared/return-url.ts';
import type { PublicUser } from '../../shared/schemas/public-user.ts';
import { isVerified } from '../state/session-store.ts';
import { rememberReturnUrl } from './return-url-storage.ts';

/**
 * Where a shopper goes after login, registration or work-account sign-in (docs/product.md §2 and
 * §4): the return url or /; an unverified user first to /email-verification with that return
 * url (also remembered locally, for when the mail link is opened in this browser).
 */
export function pathAfterSignIn(user: PublicUser, returnUrl: string | null): string {
  const target = afterLoginPath(returnUrl);
  if (isVerified(user)) return target;
  rememberReturnUrl(target);
  return `/email-verification?${new URLSearchParams({ returnUrl: target })}`;
}

/**
 * Goes on after the shopper's access changed (signed in, verified, passed the gate). In a
 * private store that is a full page load: the page was rendered with the locked config (no
 * menu, no pages) and the next one must come with the whole store. Elsewhere it is a client
 * navigation.
 */
export async function enterStore(navigate: NavigateFunction, storefront: { private_store: boolean }, path: string): Promise<void> {
  if (storefront.private_store) {
    window.location.assign(path);
    return;
  }
  await navigate(path, { replace: true });
}
