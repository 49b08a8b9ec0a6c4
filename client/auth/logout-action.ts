import { redirect, redirectDocument, type ActionFunctionArgs } from 'react-router';
import * as v from 'valibot';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../api/api-client.ts';
import { clearUser, sessionRouterContext } from '../state/session-store.ts';
import { logoutPath } from './logout-path.ts';

/**
 * POST /logout, the Logout forms' route action (ADR 0176), the same on both sides so logging out
 * works without JavaScript; the API's cookie clearing reaches the browser through the page's
 * answer. With JavaScript the menus use `useLogout`, which also signs a work account out.
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
