import { oncePerObject } from '../../shared/kept-answers.ts';
import { pageRoutes } from '../../shared/page-routes.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { homePage } from '../../client/pages/home/home-page-of.ts';

/**
 * The form pages' routes (login, register, reset password, update password, e-mail verification,
 * the private entry, contact): only this module is preloaded; each page's own code loads when it
 * is wanted (ADR 0154).
 */
const FORM_PAGE_ROUTES = 'client/routes/form-page-routes.tsx';

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
  contact: FORM_PAGE_ROUTES,
  'under-construction': 'client/pages/under-construction/under-construction-page.tsx',
  products: 'client/pages/products/products-page.tsx',
  'categories/:slug': 'client/pages/categories/category-page.tsx',
  'not-found': 'client/pages/not-found/not-found-page.tsx',
  'products/:slug': 'client/pages/product/product-page.tsx',
  kit: 'client/pages/kit/kit-page.tsx',
  'kit/confirmation': 'client/pages/kit/kit-confirmation-page.tsx',
  login: FORM_PAGE_ROUTES,
  register: FORM_PAGE_ROUTES,
  'reset-password': FORM_PAGE_ROUTES,
  'reset-password-success': 'client/pages/account/reset-password-success-page.tsx',
  'update-password': FORM_PAGE_ROUTES,
  'email-verification': FORM_PAGE_ROUTES,
  private: FORM_PAGE_ROUTES,
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

/** The configured pages' path patterns, once per public config object (one per store version). */
const configuredPaths = oncePerObject(
  (storefront: PublicStorefront): ReadonlySet<string> => new Set(pageRoutes(storefront.pages).flatMap((route) => (route.kind === 'page' ? [route.path] : []))),
);

/**
 * The source modules a page's matched routes load, in match order. No section's code: every
 * configured-page section hydrates on demand, a product list too (ADR 0136, ADR 0151).
 */
export function routeChunkSources(storefront: PublicStorefront, matches: readonly MatchedRoute[]): string[] {
  const configured = configuredPaths(storefront);
  const sources: string[] = [];
  let pattern = '';
  for (const { route } of matches) {
    pattern = joinPattern(pattern, route.path);
    if (route.index && pattern === '') {
      sources.push(ROUTE_CHUNKS['']!);
      // The home route loads the configured home's sections or the default home (client/pages/home/home-page.tsx).
      if (homePage(storefront)) sources.push(CONFIGURED_HOME_CHUNK, PAGE_SECTIONS_CHUNK);
      else sources.push(DEFAULT_HOME_CHUNK);
      continue;
    }
    if (route.path === undefined || route.index) continue;
    const fixed = ROUTE_CHUNKS[pattern];
    if (fixed && pattern !== '') sources.push(fixed);
    else if (configured.has(pattern)) sources.push(CONFIGURED_PAGE_CHUNK);
  }
  return [...new Set(sources)];
}
