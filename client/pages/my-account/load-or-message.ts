import { ApiError } from '../../api/api-client.ts';

/** The server's message of a failed call (spec section 8 toasts show it), or null when it had none. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.message) return error.message;
  return null;
}
