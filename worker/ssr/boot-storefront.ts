import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';

// Per public config object (kept per config version by cachedPublicStorefront): built once per
// store version per isolate, not per request (docs/decisions/0130-ssr-cpu.md).
const shells = new WeakMap<PublicStorefront, PublicStorefront>();

/**
 * The store config every page inlines in its boot payload: the whole public config but the
 * configured pages' sections, which reach the browser with the page that shows them (its loader
 * data; docs/decisions/0142-page-sections-with-their-page.md). Pages keep id, url and title:
 * the route tree and the menu need them on every page.
 */
export function bootStorefront(storefront: PublicStorefront): PublicStorefront {
  let shell = shells.get(storefront);
  if (!shell) {
    shell = { ...storefront, pages: storefront.pages.map(({ sections: _sections, ...page }) => page) };
    shells.set(storefront, shell);
  }
  return shell;
}
