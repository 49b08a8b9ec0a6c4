/** What a shopper is told while their store cannot answer: a move refusing writes (ADR 0309), a broken config. */
export const STORE_UNAVAILABLE = 'This store is temporarily unavailable. Please try again later.';

/** 503, with Retry-After when the wait is known: JSON for the API, the plain maintenance page otherwise. */
export function storeUnavailable(path: string, retryAfterSeconds: number | null): Response {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (retryAfterSeconds !== null) headers['retry-after'] = String(retryAfterSeconds);
  return path.startsWith('/api/')
    ? Response.json({ message: STORE_UNAVAILABLE }, { status: 503, headers })
    : new Response(STORE_UNAVAILABLE, { status: 503, headers: { ...headers, 'content-type': 'text/plain; charset=UTF-8' } });
}
