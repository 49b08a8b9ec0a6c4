import { normaliseHostname } from '../../shared/hostname.ts';
import type { Env } from '../env.ts';

/** The Studio's hostname (STUDIO_HOST, normalised), or null: without it Studio does not exist. */
export function studioHostname(env: Env): string | null {
  return env.STUDIO_HOST ? normaliseHostname(env.STUDIO_HOST) : null;
}

/** Whether this request is for the Studio (its Host is STUDIO_HOST). Never a store's host. */
export function isStudioRequest(env: Env, url: string): boolean {
  const studio = studioHostname(env);
  return studio !== null && normaliseHostname(new URL(url).host) === studio;
}

/**
 * The Studio's origin as a store's page must name it (preview frames, links in mails): the
 * scheme and port of the request in development, https in production.
 */
export function studioOrigin(env: Env, requestUrl: string): string | null {
  const studio = studioHostname(env);
  if (!studio) return null;
  if (env.ENVIRONMENT !== 'development') return `https://${studio}`;
  const url = new URL(requestUrl);
  return `${url.protocol}//${studio}${url.port ? `:${url.port}` : ''}`;
}

/**
 * An order's detail in the Studio (its Orders screen with `?order=`), for the store's new-order
 * mail; null without STUDIO_HOST. `baseUrl` gives the scheme and port in development.
 */
export function studioOrderUrl(env: Env, baseUrl: string, storefrontId: number, uuid: string): string | null {
  const origin = studioOrigin(env, baseUrl);
  return origin ? `${origin}/stores/${storefrontId}/orders?order=${encodeURIComponent(uuid)}` : null;
}
