/**
 * A return url that stays on this site: a path starting with a single '/' (no scheme, no
 * protocol-relative '//' or '/\', no control characters). Anything else answers null, so a
 * crafted link can never send a shopper to another site after login.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** Pages a return url must not point back to (it would loop or undo the step just taken). */
const ACCOUNT_FLOW_PATHS = ['/login', '/register', '/private', '/email-verification', '/reset-password', '/update-password'];

/** Where to go after signing in: the return url when it is safe and not an account page, else '/'. */
export function afterLoginPath(value: string | null | undefined): string {
  const url = safeReturnUrl(value);
  if (!url) return '/';
  const path = url.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return ACCOUNT_FLOW_PATHS.some((page) => path === page || path.startsWith(`${page}-`)) ? '/' : url;
}
