import { createContext, useContext } from 'react';

/**
 * The origin the page was requested on (scheme + the store's own host), for canonical URLs and
 * Open Graph. The server provides the request's origin, the browser window.location.origin:
 * the same value, so hydration matches.
 */
export const SiteOriginContext = createContext('');

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
