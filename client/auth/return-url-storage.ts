import { safeReturnUrl } from '../../shared/return-url.ts';

/** localStorage key of the remembered return url (docs/product.md §4: "remember the return URL locally"). */
const RETURN_URL_KEY = 'returnUrl';

/** Remembers where to go after login or e-mail verification (browser only; no-op on the server). */
export function rememberReturnUrl(url: string | null | undefined): void {
  const safe = safeReturnUrl(url);
  if (!safe || typeof window === 'undefined') return;
  try {
    localStorage.setItem(RETURN_URL_KEY, safe);
  } catch {
    // Storage disabled: the returnUrl query parameter still carries it.
  }
}

/** The remembered return url, forgotten as it is read. */
export function takeReturnUrl(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const value = localStorage.getItem(RETURN_URL_KEY);
    localStorage.removeItem(RETURN_URL_KEY);
    return safeReturnUrl(value);
  } catch {
    return null;
  }
}
