import { redirect, redirectDocument, type ActionFunctionArgs } from 'react-router';
import * as v from 'valibot';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../api/api-client.ts';
import { clearUser, sessionRouterContext } from '../state/session-store.ts';
import { logoutPath } from './logout-path.ts';

/**
 * POST /logout, the Logout forms' route action (ADR 0176): the same in the browser and on the
 * server, so logging out works without JavaScript. The API ends the session and clears its cookie
 * (which reaches the browser through the page's answer); then where docs/product.md §4 sends a
 * logged-out shopper. (With JavaScript the menus log out through `useLogout`, which also signs a
 * work account out at its provider.)
 */
export function logoutAction(storefront: PublicStorefront) {
  return async ({ context }: ActionFunctionArgs) => {
    await context.get(apiClientContext).send('POST', `/storefronts/${storefront.id}/logout`, v.unknown());
    clearUser(context.get(sessionRouterContext));
    const path = logoutPath(storefront);
    // A private store's next page must come with the locked config again: a full load.
    return storefront.private_store ? redirectDocument(path, 303) : redirect(path, 303);
  };
}
