import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';

/** The url of the configured page that fills the home route. */
export const HOME_PAGE_URL = 'home';

/**
 * The store's configured "home" page, if it has one. Apart from ./home-page.tsx so that the
 * configured home's chunk does not load the home route's module (vite.config.ts, `page-common`).
 */
export function homePage(storefront: PublicStorefront) {
  return storefront.pages.find((page) => page.url.replace(/^\/+|\/+$/g, '') === HOME_PAGE_URL);
}
