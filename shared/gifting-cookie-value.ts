import type { KitTokens } from './kits/kit-links.ts';

/**
 * The `gifting` cookie's name and reader (./gifting-cookie.ts has the rest): apart, so the pages'
 * shell reads gifting mode without the writers (docs/decisions/0255-gifting-mode-in-a-cookie.md). Pure.
 */
export const GIFTING_COOKIE = 'gifting';

export type GiftingState = KitTokens & { hidePrices: boolean };

export const GIFTING_TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** The gifting state of a cookie value, or null (a value that is not one is none). */
export function decodeGiftingCookie(value: string | null | undefined): GiftingState | null {
  const parts = (value ?? '').split('.');
  if (parts.length !== 3) return null;
  const [token = '', userToken = '', hide] = parts;
  if (!GIFTING_TOKEN.test(token) || !GIFTING_TOKEN.test(userToken) || (hide !== '0' && hide !== '1')) return null;
  return { token, userToken, hidePrices: hide === '1' };
}

/** The gifting state of a Cookie header (or `document.cookie`), or null. */
export function giftingFromCookies(header: string | null | undefined): GiftingState | null {
  return decodeGiftingCookie(/(?:^|;\s*)gifting=([^;]*)/.exec(header ?? '')?.[1]);
}
