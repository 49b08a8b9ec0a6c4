import { describe, expect, it } from 'vitest';
import { decodeGiftingCookie, encodeGiftingCookie, giftingCookieHeader, giftingFromCookies, sameKit } from './gifting-cookie.ts';

describe('gifting cookie', () => {
  it('round-trips both tokens and the hide-prices flag', () => {
    const state = { token: 'hidden-kit-token', userToken: 'demo-user-token', hidePrices: true };
    expect(encodeGiftingCookie(state)).toBe('hidden-kit-token.demo-user-token.1');
    expect(decodeGiftingCookie(encodeGiftingCookie(state))).toEqual(state);
    expect(decodeGiftingCookie('a.b.0')).toEqual({ token: 'a', userToken: 'b', hidePrices: false });
  });

  it('reads anything else as no gifting, and never writes a token that is not URL-safe', () => {
    for (const value of [null, undefined, '', 'a.b', 'a.b.2', 'a.b.1.c', '.b.1', 'a;b.c.1', '%00.b.1']) expect(decodeGiftingCookie(value)).toBeNull();
    expect(encodeGiftingCookie({ token: 'a;b', userToken: 'c', hidePrices: false })).toBeNull();
  });

  it('is read from a Cookie header among others', () => {
    expect(giftingFromCookies('lang=de; gifting=t.u.1; cart_code=x')).toEqual({ token: 't', userToken: 'u', hidePrices: true });
    expect(giftingFromCookies('xgifting=t.u.1')).toBeNull();
    expect(giftingFromCookies(null)).toBeNull();
  });

  it('is sent on every path, and removed for no gifting', () => {
    expect(giftingCookieHeader({ token: 't', userToken: 'u', hidePrices: false }, true)).toBe('gifting=t.u.0; Path=/; SameSite=Lax; Max-Age=34560000; Secure');
    expect(giftingCookieHeader(null, false)).toBe('gifting=; Path=/; SameSite=Lax; Max-Age=0');
  });

  it('compares kit links by both tokens', () => {
    expect(sameKit({ token: 't', userToken: 'u' }, { token: 't', userToken: 'u' })).toBe(true);
    expect(sameKit({ token: 't', userToken: 'u' }, { token: 't', userToken: 'v' })).toBe(false);
    expect(sameKit(null, { token: 't', userToken: 'u' })).toBe(false);
  });
});
