import { pageRoutes } from '../../shared/page-routes.ts';
import type { PublicStorefront, SectionType } from '../../shared/schemas/storefront-config.ts';
import { HOME_PAGE_URL, homePage } from '../../client/pages/home/home-page-of.ts';

/**
 * The source module (Vite's manifest key) each route of client/routes/build-routes.tsx loads
 * lazily, by the route's full path pattern ('' is home). The server preloads the matched routes'
 * chunks with the page, so the browser fetches them beside the entry instead of one import
 * level after another (docs/decisions/0103). Kept here, not on the routes, so the entry bundle
 * carries none of it; route-chunks.test.ts checks it against the route files.
 */
export const ROUTE_CHUNKS: Readonly<Record<string, string>> = {
  '': 'client/pages/home/home-page.tsx',
  'privacy-policy': 'client/pages/legal/privacy-policy-page.tsx',
  'terms-and-conditions': 'client/pages/legal/terms-page.tsx',
  contact: 'client/pages/contact/contact-page.tsx',
  'under-construction': 'client/pages/under-construction/under-construction-page.tsx',
  products: 'client/pages/products/products-page.tsx',
  'categories/:slug': 'client/pages/categories/category-page.tsx',
  'not-found': 'client/pages/not-found/not-found-page.tsx',
  'products/:slug': 'client/pages/product/product-page.tsx',
  kit: 'client/pages/kit/kit-page.tsx',
  'kit/confirmation': 'client/pages/kit/kit-confirmation-page.tsx',
  login: 'client/pages/account/login-page.tsx',
  register: 'client/pages/account/register-page.tsx',
  'reset-password': 'client/pages/account/reset-password-page.tsx',
  'reset-password-success': 'client/pages/account/reset-password-success-page.tsx',
  'update-password': 'client/pages/account/update-password-page.tsx',
  'email-verification': 'client/pages/account/email-verification-page.tsx',
  private: 'client/pages/account/private-page.tsx',
  cart: 'client/pages/cart/cart-page.tsx',
  checkout: 'client/pages/checkout/checkout-page.tsx',
  'order-confirmation/:uuid': 'client/pages/order-confirmation/order-confirmation-page.tsx',
  'my-account': 'client/pages/my-account/account-layout.tsx',
  'my-account/orders': 'client/pages/my-account/orders-page.tsx',
  'my-account/orders/:uuid': 'client/pages/my-account/order-detail-page.tsx',
  'my-account/gift-cards': 'client/pages/my-account/gift-cards-page.tsx',
};

/** A configured page (menu-derived route) loads this module. */
export const CONFIGURED_PAGE_CHUNK = 'client/pages/configured-page/configured-page.tsx';

/**
 * Each section type's own chunk (client/pages/configured-page/page-sections.tsx). Sections
 * hydrate on demand (ADR 0136), so the server preloads only a product list that opens the page
 * (alone or after its title, like /shop-all): it hydrates as soon as it is in view.
 */
export const SECTION_CHUNKS: Readonly<Record<SectionType, string>> = {
  TEXT_AREA: 'client/pages/configured-page/sections/text-area-section.tsx',
  TEXT_WITH_IMAGE: 'client/pages/configured-page/sections/text-with-image-section.tsx',
  BANNER_IMAGE: 'client/pages/configured-page/sections/banner-image-section.tsx',
  TITLE: 'client/pages/configured-page/sections/title-section.tsx',
  REDIRECT_TILES: 'client/pages/configured-page/sections/redirect-tiles-section.tsx',
  PRODUCTS_LIST: 'client/pages/configured-page/sections/products-list-section.tsx',
};

/** What the home route loads besides its own module: a configured home's sections, or the default home. */
const CONFIGURED_HOME_CHUNK = 'client/pages/home/configured-home.tsx';
const PAGE_SECTIONS_CHUNK = 'client/pages/configured-page/page-sections.tsx';
const DEFAULT_HOME_CHUNK = 'client/pages/home/default-home.tsx';


type MatchedRoute = { route: { path?: string | undefined; index?: boolean | undefined } };

/** Joins route paths as react-router nests them ('/' and empty parts dropped). */
function joinPattern(parent: string, path: string | undefined): string {
  const part = (path ?? '').replace(/^\/+|\/+$/g, '');
  if (!part) return parent;
  return parent ? `${parent}/${part}` : part;
}

/** The source modules a page's matched routes load, an opening product list's included, in match order. */
export function routeChunkSources(storefront: PublicStorefront, matches: readonly MatchedRoute[]): string[] {
  const configured = new Map(pageRoutes(storefront.pages).flatMap((route) => (route.kind === 'page' ? [[route.path, route.pageId] as const] : [])));
  const sources: string[] = [];
  const sectionsOf = (pageId: string | undefined, url?: string) => {
    const page = storefront.pages.find((candidate) => (pageId !== undefined ? String(candidate.id) === pageId : candidate.url.replace(/^\/+|\/+$/g, '') === url));
    const sections = page?.sections ?? [];
    const opening = sections[0]?.component === 'TITLE' ? sections[1] : sections[0];
    if (opening?.component === 'PRODUCTS_LIST') sources.push(SECTION_CHUNKS.PRODUCTS_LIST);
  };
  let pattern = '';
  for (const { route } of matches) {
    pattern = joinPattern(pattern, route.path);
    if (route.index && pattern === '') {
      sources.push(ROUTE_CHUNKS['']!);
      // The home route loads the configured home's sections or the default home (client/pages/home/home-page.tsx).
      if (homePage(storefront)) sources.push(CONFIGURED_HOME_CHUNK, PAGE_SECTIONS_CHUNK);
      else sources.push(DEFAULT_HOME_CHUNK);
      sectionsOf(undefined, HOME_PAGE_URL);
      continue;
    }
    if (route.path === undefined || route.index) continue;
    const fixed = ROUTE_CHUNKS[pattern];
    if (fixed && pattern !== '') sources.push(fixed);
    else if (configured.has(pattern)) {
      sources.push(CONFIGURED_PAGE_CHUNK);
      sectionsOf(configured.get(pattern));
    }
  }
  return [...new Set(sources)];
}
