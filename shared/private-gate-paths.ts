/** The private-store entry page (docs/product.md §2). */
export const PRIVATE_ENTRY_PATH = '/private';

/**
 * Pages of a private store reachable before its gate is passed: the gate itself, the account
 * pages a shopper needs to sign in, register, verify an e-mail, reset a password and log out, the
 * legal pages (read before registering) and Contact (a visitor locked out must be able to ask
 * for help; issue 27). Catalog, product, cart, checkout, search and configured pages stay closed. The ONE list: the Worker's gate and the browser's route tree
 * both read it (docs/decisions/0032-private-store-gate.md, 0065-private-gate-on-both-sides.md).
 */
export const OPEN_PAGES_BEFORE_PRIVATE_GATE: readonly string[] = [
  PRIVATE_ENTRY_PATH,
  '/login',
  '/register',
  '/email-verification',
  '/reset-password',
  '/reset-password-success',
  '/update-password',
  '/privacy-policy',
  '/terms-and-conditions',
  '/contact',
  // Logout's form action (a signed-in shopper whose e-mail is not verified is still before the gate).
  '/logout',
];
const OPEN_PAGES = /* @__PURE__ */ new Set(OPEN_PAGES_BEFORE_PRIVATE_GATE);

function trimSlashes(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether a page path (no query) of a private store is shown before the gate is passed. */
export function isPageOpenBeforePrivateGate(path: string): boolean {
  return OPEN_PAGES.has(trimSlashes(path));
}

/** The account and gate APIs behind those pages (under /api/storefronts/{id}/). */
const OPEN_API = /* @__PURE__ */ new Set([
  'login',
  'register',
  'logout',
  'me',
  'email-verification',
  'email-verification/resend',
  'forgot-password',
  'reset-password',
  'private-access',
  'sso/nonce',
  'sso/login',
  'sso/start',
  'sso/return',
  'contact',
]);

/** The store's public config by url (answered locked: no menu, no pages, no preview). */
export const STOREFRONT_BY_URL_PATH = '/api/storefronts/get-by-url';

/**
 * A store's brand files (logo, favicon: /media/{storefrontId}/brand/…), shown by the gate page.
 * Every other file of a private store's media waits for the gate (docs/decisions/0066-store-media.md).
 */
const OPEN_MEDIA = /^\/media\/[1-9][0-9]*\/brand\/[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/** Whether a request path of a private store is served before the gate is passed. */
export function isOpenBeforePrivateGate(path: string): boolean {
  const trimmed = trimSlashes(path);
  if (OPEN_PAGES.has(trimmed) || trimmed === STOREFRONT_BY_URL_PATH || OPEN_MEDIA.test(trimmed)) return true;
  const api = /^\/api\/storefronts\/[^/]+\/(.+)$/.exec(trimmed);
  return api ? OPEN_API.has(api[1]!) : false;
}

/**
 * Where a request for a closed page of a locked private store goes (both sides use it): a
 * signed-in customer whose e-mail is not verified to /email-verification, anyone else to
 * /private; with the requested path and query as returnUrl unless that is the home page.
 */
export function privateGateRedirect(pathWithQuery: string, access: 'unverified' | 'none'): string {
  const target = access === 'unverified' ? '/email-verification' : PRIVATE_ENTRY_PATH;
  return pathWithQuery === '/' ? target : `${target}?${new URLSearchParams({ returnUrl: pathWithQuery })}`;
}

/**
 * The storefront id an API or media path names (/api/storefronts/{id}/…, /media/{id}/…), or null.
 * A path naming another store than the Host's answers 404 further on, exactly like elsewhere,
 * gate or not (isolation first).
 */
export function apiPathStorefrontId(path: string): string | null {
  return /^\/(?:api\/storefronts|media)\/([^/]+)\//.exec(path)?.[1] ?? null;
}
