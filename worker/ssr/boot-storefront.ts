import { oncePerObject } from '../../shared/kept-answers.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';

/**
 * The store config every page inlines in its boot payload: the whole public config but the
 * configured pages' sections, which reach the browser with the page that shows them (its loader
 * data; docs/decisions/0142-page-sections-with-their-page.md). Pages keep id, url and title:
 * the route tree and the menu need them on every page. Built once per public config object (kept
 * per config version by cachedPublicStorefront): once per store version per isolate, not per
 * request (docs/decisions/0130-ssr-cpu.md).
 */
export const bootStorefront = oncePerObject(
  (storefront: PublicStorefront): PublicStorefront => ({ ...storefront, pages: storefront.pages.map(({ sections: _sections, ...page }) => page) }),
);
