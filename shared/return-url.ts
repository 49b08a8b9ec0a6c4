/** A base no real site has: a value that parses to another origin than this one left the site. */
const THIS_SITE = 'https://this-site.invalid';

/**
 * A return url that stays on this site: a path starting with a single '/' (no scheme, no
 * protocol-relative '//' or '/\', no control characters) that a browser, resolving it as a URL,
 * also reads as a path of this site. Answers that path as the URL parser writes it (dot segments
 * resolved, spaces and other characters percent-encoded), else null, so a crafted link can
 * never send a shopper to another site after login or a language switch.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and line breaks inside URLs ('/\t/evil.example' is '//evil.example'):
  // such a value is refused, not cleaned.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return null;
  }
  if (url.origin !== THIS_SITE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // '/.//evil.example' parses to the path '//evil.example', which as a Location is another site.
  return path.startsWith('//') ? null : path;
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
