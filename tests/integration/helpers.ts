import { exports } from 'cloudflare:workers';

/** Sends a request to the Worker as if it came to `host` (the tenant is taken from the Host). */
export function fetchAs(host: string, path: string, init?: RequestInit): Promise<Response> {
  // Redirects are answers to assert on, not to follow.
  return exports.default.fetch(new Request(`http://${host}${path}`, { redirect: 'manual', ...init }));
}

/** GET + parse JSON, keeping the status for assertions. */
export async function getJson<T = unknown>(host: string, path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetchAs(host, path, init);
  return { status: response.status, body: (await response.json()) as T };
}

export const DEMO = 'demo.localhost';
export const PRIVATE = 'private.localhost';
export const SSO = 'sso.localhost';
export const DRAFT = 'draft.localhost';
export const STORE66 = 'store66.localhost';
