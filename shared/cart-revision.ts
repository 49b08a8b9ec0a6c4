/**
 * Who wins when the browser's stored cart and the cart cookie differ (issue 9, ADR 0106). The
 * server changes the cookie's cart without JavaScript (quantity, remove, add to cart); the
 * browser keeps its cart in storage and mirrors it into the cookie. Each write stamps a revision:
 * the time it was written in ms, and always more than the revision it replaces (so a clock behind
 * the previous writer's still moves it forward). The browser remembers the revision of the cart
 * it stores (what it last wrote or adopted).
 */

/** The revision a write stamps: now, and always past the revision it replaces. */
export function nextCartRevision(previous: number, now: number): number {
  return Math.max(Math.floor(now), previous + 1);
}

/**
 * Whether the browser takes the cookie's lines over its stored cart: only when the cookie was
 * written after the stored cart was (a change made on the server). A cookie without a revision
 * (0, written before revisions) never wins: the stored cart, the truth where JavaScript runs,
 * is written to the cookie again.
 */
export function cookieCartWins(cookieRevision: number, storedRevision: number): boolean {
  return cookieRevision > 0 && cookieRevision > storedRevision;
}
