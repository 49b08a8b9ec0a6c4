/**
 * The one declaration of how the shopper app is split and loaded: each route's path and the
 * module it loads lazily, and the chunks that group the modules pages share. Three parties read
 * it, which used to keep copies of their own:
 * - the route tree (client/routes/build-routes.tsx and the files it spreads) keeps its literal
 *   `import()` calls, which the bundler needs; client/routes/build-routes.test.ts loads that tree
 *   and fails when a route's path or module differs from ROUTE_MODULES, either way, and
 *   route-table.test.ts when a module named here does not exist;
 * - the server preloads a page's route modules (worker/ssr/route-chunks.ts) by these paths;
 * - the bundler groups modules into the CHUNK_GROUPS below (vite.config.ts), and fails the build
 *   when a module named here is not in the bundle, or a route module is in no chunk the server
 *   finds in the manifest (its own, or its group's: worker/ssr/client-assets.ts).
 * Paths are from the project root. The browser bundle never imports this file: it costs no bytes.
 */

/** The form pages' routes (login, register, password pages, e-mail verification, the private entry, contact) share one module (ADR 0154). */
const FORM_PAGE_ROUTES = 'client/routes/form-page-routes.tsx';

/** Each fixed route's full path pattern ('' is home) and the module its `lazy` loads. */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
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

/** Every configured page's route (one per menu page) loads this module. */
export const CONFIGURED_PAGE_MODULE = 'client/pages/configured-page/configured-page.tsx';

/** What the home route loads besides its own module: a configured home's sections, or the default home (client/pages/home/home-page.tsx). */
export const HOME_MODULES = {
  configured: ['client/pages/home/configured-home.tsx', 'client/pages/configured-page/page-sections.tsx'],
  default: ['client/pages/home/default-home.tsx'],
} as const;

/** Every module the server may preload: each must be a chunk of its own or in its group's chunk. */
export const PRELOADED_MODULES: readonly string[] = [...new Set([...Object.values(ROUTE_MODULES), CONFIGURED_PAGE_MODULE, ...HOME_MODULES.configured, ...HOME_MODULES.default])];

/**
 * A chunk that groups modules (Rolldown's code-splitting groups, vite.config.ts). `modules` are
 * files, or `folder/*.ext` for every such file directly in a folder (a new section type lands in
 * its chunk without an edit here). A module in two groups goes to the higher priority. Only
 * `withDependencies` groups pull in what their modules import.
 */
export type ChunkGroup = { name: string; priority: number; modules: readonly string[]; withDependencies?: true };

/** Fewer, larger files compress better; what a page loads first is the entry (ADR 0006). */
export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  {
    // Small modules nearly every page uses: one chunk instead of five.
    name: 'page-common',
    priority: 20,
    withDependencies: true,
    modules: [
      'client/components/layout/seo-head.tsx',
      'client/components/layout/page-title.tsx',
      'client/state/use-prices-hidden.ts',
      'client/app/preloadable.ts',
      'client/pages/home/home-page-of.ts',
      'shared/swatch-order.ts',
      'shared/money.ts',
      'shared/colors.ts',
    ],
  },
  {
    // What every form page hydrates with: the field, the frame, the messages and the form state. The
    // form's rules (schema and valibot) and its action load on first use, never with the page (ADR
    // 0149). Also the work-account part (its `import()` of the sso code runs only in a single-sign-on store).
    name: 'form-kit',
    priority: 18,
    modules: [
      'client/pages/account/form/account-page-frame.tsx',
      'client/pages/account/form/text-field.tsx',
      'client/pages/account/form/form-messages.tsx',
      'client/pages/account/form/use-schema-form.ts',
      'client/pages/account/work-account-sign-in-part.ts',
      'client/app/use-hydrated.ts',
    ],
  },
  {
    // Login and register: their guards, the return url and the company-domain rule.
    name: 'sign-in',
    priority: 18,
    modules: [
      'client/auth/guards.ts',
      'client/auth/gifting-guard.ts',
      'client/auth/return-url-storage.ts',
      'client/pages/account/form/use-company-domain-rule.ts',
      'client/pages/account/password-flags.ts',
      'shared/return-url.ts',
      'shared/email-domain.ts',
    ],
  },
  {
    // The work-account (single sign-on) button and its calls: the SSO store's gate, login and register.
    name: 'sso',
    priority: 18,
    modules: ['client/pages/account/sso/*.ts', 'client/pages/account/sso/*.tsx', 'client/auth/account-api.ts', 'shared/sso-authority.ts'],
  },
  {
    // The password checklist and its rules (register, update password).
    name: 'password',
    priority: 18,
    modules: ['client/pages/account/form/password-checklist.tsx', 'shared/password-rules.ts'],
  },
  {
    // The cart itself (cart-view, hydrated on demand) and what only it and the checkout use (ADR
    // 0149, 0151); not the cookie mirror's helpers, which every page loads when its cart changes.
    name: 'cart',
    priority: 18,
    modules: ['client/pages/cart/cart-view.tsx', 'client/pages/cart/use-cart-check.ts', 'client/pages/cart/use-browser-cart.ts', 'client/api/browser-api.ts', 'shared/orders/cart-stock.ts'],
  },
  {
    // The cart route's page: its heading and the on-demand wrapper of the cart itself (ADR 0151).
    name: 'cart-page',
    priority: 18,
    modules: ['client/pages/cart/cart-page.tsx', 'client/pages/cart/cart-parts.ts', 'shared/cart-full.ts'],
  },
  {
    // A cart's lines, gift-card code and summary (also the checkout's code form and totals): never loaded for an empty cart (ADR 0151).
    name: 'cart-lines',
    priority: 18,
    modules: [
      'client/pages/cart/cart-contents.tsx',
      'client/pages/cart/cart-line.tsx',
      'client/pages/cart/cart-summary.tsx',
      'client/pages/cart/gift-card-code-form.tsx',
      'shared/orders/max-line-quantity.ts',
      'shared/orders/order-totals.ts',
    ],
  },
  {
    // The stored gift card (the cart, the checkout, the header's balance).
    name: 'gift-card',
    priority: 18,
    modules: ['client/state/gift-card-store.ts', 'client/state/use-gift-card.ts'],
  },
  {
    // Changing the stored cart (the cart page, add to cart, kits).
    name: 'cart-state',
    priority: 18,
    modules: ['client/state/cart-actions.ts', 'shared/cart-lines.ts'],
  },
  {
    // The product detail (the product page's, hydrated on demand, and the kit page's) with the
    // page's Add to Cart rules (ADR 0151).
    name: 'product-detail-view',
    priority: 16,
    modules: ['client/pages/product/product-detail-view.tsx', 'shared/add-to-cart-rules.ts'],
  },
  {
    // The configured-page routes (the configured home too), the section registry and the on-demand
    // hydration wrapper: what a configured page hydrates with (ADR 0136).
    name: 'page-routes',
    priority: 16,
    modules: [
      CONFIGURED_PAGE_MODULE,
      'client/pages/configured-page/page-sections.tsx',
      'client/pages/configured-page/lazy-sections-loader.ts',
      'client/pages/home/configured-home.tsx',
      'shared/page-heading.ts',
      'shared/catalog/section-key.ts',
    ],
  },
  {
    // The sections themselves, their loader and the small pieces most sections share: loaded when a section is wanted (ADR 0136).
    name: 'page-sections',
    priority: 15,
    modules: [
      'client/pages/configured-page/sections-loader.ts',
      'client/pages/configured-page/page-sections-source.ts',
      'client/pages/configured-page/sections/*.tsx',
      'shared/section-image-alt.ts',
      'shared/tile-target.ts',
      'shared/catalog/widget-settings.ts',
    ],
  },
  {
    // The catalog pages' lists and loaders: what /products, a category, not-found's suggestions and
    // the default home load when their loader runs or their list is first touched (ADR 0151).
    name: 'catalog-lists',
    priority: 15,
    modules: [
      'client/components/catalog/catalog-list-view.tsx',
      'client/components/catalog/use-list-navigation.ts',
      'client/pages/catalog/catalog-loaders.ts',
      'client/pages/products/products-list.tsx',
      'client/pages/categories/category-list.tsx',
      'client/pages/not-found/not-found-suggestions.tsx',
      'client/pages/home/default-home-products.tsx',
    ],
  },
  {
    // The catalog UI shared by /products, /categories/{slug}, the product-list section and
    // not-found's suggestions. Answer schemas (shared/catalog/*-schema.ts, *-answer.ts) stay out:
    // loaders import them when they run, so valibot is not part of a page's first load (ADR 0006).
    name: 'catalog',
    priority: 10,
    modules: [
      'client/components/catalog/*.ts',
      'client/components/catalog/*.tsx',
      'client/components/product-card/product-card.tsx',
      'client/components/product-card/product-grid.tsx',
      'client/components/product-card/product-grid-states.tsx',
      'client/components/product-card/swatch-list.tsx',
      'client/components/product-card/grid-columns.ts',
      'client/pages/catalog/catalog-loaders.ts',
      'shared/catalog/card-image.ts',
      'shared/catalog/category-tree.ts',
      'shared/catalog/list-limits.ts',
      'shared/catalog/list-url-state.ts',
      'shared/catalog/pagination.ts',
      'shared/catalog/section-url-state.ts',
      'shared/catalog/sort-options.ts',
    ],
  },
];

/** Whether a module (a path from the project root) is the file `pattern` names, or one of its `folder/*.ext` files. Tests (`*.test.*`) never are. */
export function moduleMatches(module: string, pattern: string): boolean {
  const star = pattern.lastIndexOf('/*');
  if (star === -1) return module === pattern;
  const folder = pattern.slice(0, star + 1);
  const extension = pattern.slice(star + 2);
  const name = module.slice(folder.length);
  return module.startsWith(folder) && !name.includes('/') && name.endsWith(extension) && !/\.test\.[^.]+$/.test(name);
}

/** The chunk group a module goes to: of the groups that list it, the one of highest priority. */
export function chunkGroupOf(module: string): ChunkGroup | undefined {
  let found: ChunkGroup | undefined;
  for (const group of CHUNK_GROUPS)
    if (group.modules.some((pattern) => moduleMatches(module, pattern)) && (!found || group.priority > found.priority)) found = group;
  return found;
}
