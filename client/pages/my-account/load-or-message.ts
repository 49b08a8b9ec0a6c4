import { ApiError } from '../../api/api-client.ts';

/**
 * The server's message of a failed call (docs/product.md §8 toasts show it), or null when its body
 * carried none: the HTTP status text ("Internal Server Error") is no message for a shopper, the
 * page then says 'Unknown error'.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { message?: unknown } | null | undefined;
  return typeof body?.message === 'string' && body.message ? body.message : null;
}
