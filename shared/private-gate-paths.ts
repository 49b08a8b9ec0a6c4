/** The private-store entry page (spec section 2). */
export const PRIVATE_ENTRY_PATH = '/private';

/**
 * Pages of a private store reachable before its gate is passed: the gate itself and the account
 * pages a shopper needs to sign in, register, verify an e-mail and reset a password
 * (docs/decisions/0032-private-store-gate.md).
 */
const OPEN_PAGES = new Set([
  PRIVATE_ENTRY_PATH,
  '/login',
  '/register',
  '/email-verification',
  '/reset-password',
  '/reset-password-success',
  '/update-password',
]);

/** The account and gate APIs behind those pages (under /api/storefronts/{id}/). */
const OPEN_API = new Set([
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
]);

/** The store's public config by url (answered locked: no menu, no pages, no preview). */
export const STOREFRONT_BY_URL_PATH = '/api/storefronts/get-by-url';

/** Whether a request path of a private store is served before the gate is passed. */
export function isOpenBeforePrivateGate(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (OPEN_PAGES.has(trimmed) || trimmed === STOREFRONT_BY_URL_PATH) return true;
  const api = /^\/api\/storefronts\/[^/]+\/(.+)$/.exec(trimmed);
  return api ? OPEN_API.has(api[1]!) : false;
}

/**
 * The storefront id an API path names (/api/storefronts/{id}/…), or null. A path naming another
 * store than the Host's answers 404 further on, exactly like elsewhere, gate or not.
 */
export function apiPathStorefrontId(path: string): string | null {
  return /^\/api\/storefronts\/([^/]+)\//.exec(path)?.[1] ?? null;
}
