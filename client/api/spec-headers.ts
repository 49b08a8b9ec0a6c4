import { readStoredCode } from '../auth/private-code-storage.ts';
import type { ApiFetch } from './api-client.ts';

const PRINTABLE = /^[\x20-\x7e]+$/;

function cookieValue(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      // A value that does not decode (`token=%`) is no context: every call must still go out.
      return null;
    }
  }
  return null;
}

/**
 * docs/product.md §7, "Headers on every request": `Code` when a gift card code is in local storage,
 * `Storefront-Context` when a cookie named token exists. (`Authorization: Bearer` is for API
 * clients holding a token; the browser's session is the HttpOnly cookie.) Browser only.
 */
export function withSpecHeaders(headers: HeadersInit | undefined): Headers {
  const result = new Headers(headers);
  const code = readStoredCode();
  if (code && PRINTABLE.test(code) && !result.has('code')) result.set('Code', code);
  const context = cookieValue('token');
  if (context && PRINTABLE.test(context) && !result.has('storefront-context')) result.set('Storefront-Context', context);
  return result;
}

/** The browser's fetch for API calls: same-origin cookies and the spec's headers. */
export const browserFetch: ApiFetch = (path, init) => fetch(path, { credentials: 'same-origin', ...init, headers: withSpecHeaders(init?.headers) });
