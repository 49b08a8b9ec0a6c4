import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { privateGateRedirect } from '../../shared/private-gate-paths.ts';
import { isLoggedIn, isVerified, sessionRouterContext } from '../state/session-store.ts';

/**
 * The private-store gate as a route loader: the same verdict the Worker gives a page request
 * (worker/private/private-gate.ts), so a client-side navigation of a locked store lands where a
 * reload would: a guest on /private, an unverified customer on /email-verification, each with
 * the return url. A verified customer on a page rendered locked (the config is stale) gets a
 * full page load of the target, where the server decides.
 */
export function lockedStoreGate({ request, context }: LoaderFunctionArgs): never {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  const user = context.get(sessionRouterContext).user;
  if (isVerified(user)) throw redirectDocument(path);
  throw redirect(privateGateRedirect(path, isLoggedIn(user) ? 'unverified' : 'none'));
}
