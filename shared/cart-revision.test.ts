import { describe, expect, it } from 'vitest';
import { decodeCartCookieWithRevision } from './cart-cookie-lines.ts';
import { encodeCartCookie } from './cart-cookie-encode.ts';
import { cookieCartWins, nextCartRevision } from './cart-revision.ts';
import type { OrderLineInput } from './schemas/checkout.ts';

const tee: OrderLineInput = { product_id: 1, product_variant_id: 11, product_size_id: 111, quantity: 2, input_fields: [], email: null, note: null, gift_amount: null };

describe('cart revision', () => {
  it('moves forward with the clock, and past the previous revision when the clock is behind', () => {
    expect(nextCartRevision(0, 1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(nextCartRevision(1_700_000_000_000, 1_700_000_005_000)).toBe(1_700_000_005_000);
    // A server (or browser) clock behind the last writer's still gives a newer revision.
    expect(nextCartRevision(1_700_000_005_000, 1_700_000_000_000)).toBe(1_700_000_005_001);
  });

  it('lets a cookie the server changed after the stored cart win, and nothing else', () => {
    const stored = nextCartRevision(0, 1_000);
    const serverChange = nextCartRevision(stored, 900); // the server's clock is behind
    expect(cookieCartWins(serverChange, stored)).toBe(true);
    // The browser adopted it (or wrote it): the same revision does not win again.
    expect(cookieCartWins(serverChange, serverChange)).toBe(false);
    // The browser changed its cart after the cookie was written: its cart wins.
    expect(cookieCartWins(serverChange, nextCartRevision(serverChange, 950))).toBe(false);
    // A cookie written before revisions never wins; a browser without a stored revision takes a revised cookie.
    expect(cookieCartWins(0, 0)).toBe(false);
    expect(cookieCartWins(serverChange, 0)).toBe(true);
  });

  it('travels in the cookie with the lines; a cookie without one reads as 0', () => {
    expect(decodeCartCookieWithRevision(encodeCartCookie([tee], 1_234))).toEqual({ lines: [tee], revision: 1_234 });
    expect(decodeCartCookieWithRevision(encodeCartCookie([tee]))).toEqual({ lines: [tee], revision: 0 });
    expect(decodeCartCookieWithRevision(encodeURIComponent(JSON.stringify({ r: -1, l: [[1, 11, 111, 2]] })))).toBeNull();
  });
});

describe('an emptied cart with a revision', () => {
  it('keeps its marker in the cookie, so the browser learns the server emptied it', () => {
    expect(encodeCartCookie([])).toBe('');
    expect(decodeCartCookieWithRevision(encodeCartCookie([], 5_000))).toEqual({ lines: [], revision: 5_000 });
  });
});
