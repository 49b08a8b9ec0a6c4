import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Small modules nearly every page uses: one chunk instead of five (compresses better). */
const EVERY_PAGE = /\/client\/(components\/layout\/(seo-head|page-title)\.tsx|state\/use-prices-hidden\.ts|(app\/preloadable|pages\/home\/home-page-of)\.ts)$|\/shared\/(swatch-order|money|colors)\.ts$/;

/**
 * What every form page hydrates with (login, register, password pages, the private gate, contact,
 * checkout): the field, the frame, the messages and the form state. The form's rules (schema and
 * valibot) and its action load on first use, never with the page (ADR 0149). Also the one
 * declaration of the work-account part (a few lines; its `import()` of the `sso` code runs only in
 * a single-sign-on store), which /login, /register and the gate share: here it needs no file of its own.
 */
const FORM_KIT = /\/client\/(pages\/account\/(form\/(account-page-frame|text-field|form-messages|use-schema-form)\.tsx?|work-account-sign-in-part\.ts)|app\/use-hydrated\.ts)$/;
/** Login and register: their guards, the return url and the company-domain rule. */
const SIGN_IN = /\/client\/(auth\/(guards|gifting-guard|return-url-storage)\.ts|pages\/account\/(form\/use-company-domain-rule|password-flags)\.ts)$|\/shared\/(return-url|email-domain)\.ts$/;
/** The work-account (single sign-on) button and its calls: the SSO store's gate, login and register. */
const SSO = /\/client\/(pages\/account\/sso\/[^/]+|auth\/account-api)\.tsx?$|\/shared\/sso-authority\.ts$/;
/** The password checklist and its rules (register, update password). */
const PASSWORD = /\/client\/pages\/account\/form\/password-checklist\.tsx$|\/shared\/password-rules\.ts$/;
/**
 * The cart itself (cart-view, hydrated on demand) and what only it and the checkout use (ADR 0149,
 * 0151); not the cookie mirror's helpers (cart-revision, cart-order-lines), which every page loads
 * when its cart changes.
 */
const CART = /\/client\/(pages\/cart\/(cart-view|use-cart-check|use-browser-cart)\.tsx?|api\/browser-api\.ts)$|\/shared\/orders\/cart-stock\.ts$/;
/** The cart route's page: its heading and the on-demand wrapper of the cart itself (ADR 0151). */
const CART_PAGE = /\/client\/pages\/cart\/(cart-page\.tsx|cart-parts\.ts|cart-full\.ts)$/;
/** A cart's lines, gift-card code and summary (also the checkout's code form and totals): never loaded for an empty cart (ADR 0151). */
const CART_LINES = /\/client\/pages\/cart\/(cart-contents|cart-line|cart-summary|gift-card-code-form|max-line-quantity)\.tsx?$|\/shared\/orders\/order-totals\.ts$/;
/** The stored gift card (the cart, the checkout, the header's balance). */
const GIFT_CARD = /\/client\/state\/(gift-card-store|use-gift-card)\.ts$/;
/** Changing the stored cart (the cart page, add to cart, kits). */
const CART_STATE = /\/client\/state\/cart-actions\.ts$|\/shared\/cart-lines\.ts$/;

/**
 * The product detail (the product page's, hydrated on demand, and the kit page's) with the page's
 * Add to Cart rules, which the no-JavaScript action (server only) shares (ADR 0151).
 */
const PRODUCT_DETAIL = /\/client\/pages\/product\/product-detail-view\.tsx$|\/shared\/add-to-cart-rules\.ts$/;
/** The catalog UI shared by /products, /categories/{slug}, the product-list widget and not-found suggestions. */
/** What only /products and /categories/{slug} use: the list view, its URL navigation and loaders. */
/**
 * The configured-page routes (the configured home too), the section registry and the on-demand
 * hydration wrapper: what a configured page hydrates with (ADR 0136).
 */
const PAGE_ROUTES = /\/client\/pages\/(configured-page\/(configured-page\.tsx|page-sections\.tsx|lazy-sections-loader\.ts)|home\/configured-home\.tsx)$|\/shared\/(page-heading|catalog\/section-key)\.ts$/;
/** The sections themselves, their loader and the small pieces most sections share: loaded when a section is wanted (ADR 0136). */
const PAGE_SECTIONS = /\/client\/pages\/configured-page\/(sections-loader\.ts|page-sections-source\.ts|sections\/[^/]+\.tsx)$|\/shared\/(section-image-alt|tile-target|catalog\/widget-settings)\.ts$/;
/**
 * The catalog pages' lists and loaders: what /products, a category, not-found's suggestions and
 * the default home load when their loader runs or their list is first touched (ADR 0151).
 */
const CATALOG_LISTS = /\/client\/(components\/catalog\/(catalog-list-view|use-list-navigation)\.tsx?|pages\/(catalog\/catalog-loaders\.ts|products\/products-list\.tsx|categories\/category-list\.tsx|not-found\/not-found-suggestions\.tsx|home\/default-home-products\.tsx))$|\/shared\/catalog\/product-list-query\.ts$/;
// Answer schemas (shared/catalog/*-schema.ts, *-answer.ts) stay out: loaders import them when
// they run, so valibot is not part of a page's first load (docs/decisions/0006-bundle-budget.md).
const CATALOG = /\/client\/(components\/(product-card\/(product-card|product-grid|product-grid-states|swatch-list|grid-columns)|catalog\/[^/]+)\.tsx?|pages\/catalog\/catalog-loaders\.ts)$|\/shared\/catalog\/(?!widget-settings|default-home|section-key)(?![^/]*-(schema|answer)\.ts$)[^/]+\.ts$/;

/** The browser bundle only; the Worker is bundled by wrangler (docs/decisions/0002-ssr-pipeline.md). */
export default defineConfig({
  plugins: [
    tailwindcss(),
    // react-router defines Link, NavLink and Form in one module with `React.forwardRef(...)` and a
    // `displayName` write after each, which the bundler must keep as possible side effects: the
    // entry shipped Link, NavLink and their prefetch helpers although the store renders none of
    // them (its links are PlainLink, ADR 0148). Marked pure, and without the development-only
    // names, what nothing uses is dropped (−2.8 KiB gzip on every page; ADR 0006, last amendment).
    {
      name: 'react-router-pure-components',
      transform(code, id) {
        if (!id.includes('/node_modules/react-router/') || !code.includes('React$1.forwardRef(')) return null;
        const pure = code.replaceAll('React$1.forwardRef(', '/* @__PURE__ */ React$1.forwardRef(').replace(/^[A-Za-z$_][\w$]*\.displayName = "[^"]*";$/gm, '');
        return { code: pure, map: null };
      },
    },
    // react-router's data router imports its instrumentation module (1.4 KiB gzip) for the
    // `unstable_instrumentations` option, which the store never passes. In the browser build the
    // router gets stand-ins instead: no receiver is ever registered without instrumentations, so
    // `consume…` answers undefined, as the real one would; the other two run only when
    // instrumentations are passed, and then fail loudly. If an upgrade changes that import, the
    // build fails here (ADR 0150).
    {
      name: 'react-router-without-instrumentation',
      transform(code, id) {
        if (!/\/node_modules\/react-router\/dist\/[^/]+\/lib\/router\/router\.js$/.test(id)) return null;
        const line = 'import { consumeInstrumentationClientResultMetaReceiver, getRouteInstrumentationUpdates, instrumentClientSideRouter } from "./instrumentation.js";';
        if (!code.includes(line)) throw new Error(`react-router-without-instrumentation: ${id} no longer imports its instrumentation as expected; update the transform in vite.config.ts (ADR 0150)`);
        const unused = '() => { throw new Error("react-router instrumentations are not bundled (vite.config.ts, ADR 0150)"); }';
        const standIns = `const consumeInstrumentationClientResultMetaReceiver = () => void 0; const getRouteInstrumentationUpdates = ${unused}; const instrumentClientSideRouter = ${unused};`;
        return { code: code.replace(line, standIns), map: null };
      },
    },
  ],
  publicDir: 'public',
  resolve: {
    alias: {
      'use-sync-external-store/shim': fileURLToPath(new URL('client/vendor/use-sync-external-store-shim.ts', import.meta.url)),
    },
  },
  build: {
    // CLIENT_OUT_DIR lets parallel work build and serve its own copy (scripts/e2e-server.mjs).
    outDir: process.env.CLIENT_OUT_DIR ?? 'dist/client',
    emptyOutDir: true,
    manifest: 'manifest.json',
    target: 'es2022',
    // No preload helper in every dynamic import: it costs the entry ~1.2 KB gzip. The server
    // preloads what a page needs instead (docs/decisions/0006-bundle-budget.md).
    modulePreload: false,
    rolldownOptions: {
      input: 'client/entry.client.tsx',
      output: {
        // Fewer, larger files compress better: everything the entry needs goes into the entry
        // (docs/decisions/0006-bundle-budget.md).
        codeSplitting: {
          groups: [
            { name: 'entry', tags: ['$initial'], priority: 30 },
            { name: 'page-common', test: EVERY_PAGE, priority: 20 },
            { name: 'form-kit', test: FORM_KIT, priority: 18, includeDependenciesRecursively: false },
            { name: 'sign-in', test: SIGN_IN, priority: 18, includeDependenciesRecursively: false },
            { name: 'sso', test: SSO, priority: 18, includeDependenciesRecursively: false },
            { name: 'password', test: PASSWORD, priority: 18, includeDependenciesRecursively: false },
            { name: 'cart', test: CART, priority: 18, includeDependenciesRecursively: false },
            { name: 'cart-page', test: CART_PAGE, priority: 18, includeDependenciesRecursively: false },
            { name: 'cart-lines', test: CART_LINES, priority: 18, includeDependenciesRecursively: false },
            { name: 'gift-card', test: GIFT_CARD, priority: 18, includeDependenciesRecursively: false },
            { name: 'cart-state', test: CART_STATE, priority: 18, includeDependenciesRecursively: false },
            { name: 'product-detail-view', test: PRODUCT_DETAIL, priority: 16, includeDependenciesRecursively: false },
            { name: 'page-routes', test: PAGE_ROUTES, priority: 16, includeDependenciesRecursively: false },
            { name: 'page-sections', test: PAGE_SECTIONS, priority: 15, includeDependenciesRecursively: false },
            { name: 'catalog-lists', test: CATALOG_LISTS, priority: 15, includeDependenciesRecursively: false },
            { name: 'catalog', test: CATALOG, priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
      onwarn(warning, warn) {
        // react-router and lingui ship "use client" directives, meaningless in this bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
