import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { Env } from '../../env.ts';
import { LruCache } from '../../tenant/lru-cache.ts';

/** Microsoft identity platform (v2.0) defaults; {tenant} is the store's tenant id. */
export const DEFAULT_SSO_ISSUER = 'https://login.microsoftonline.com/{tenant}/v2.0';
export const DEFAULT_SSO_JWKS_URL = 'https://login.microsoftonline.com/{tenant}/discovery/v2.0/keys';

const fill = (template: string, tenantId: string) => template.replaceAll('{tenant}', encodeURIComponent(tenantId));

/** Issuer and key set URL of a store's tenant: from SSO_ISSUER / SSO_JWKS_URL, else Microsoft's. */
export function ssoEndpoints(env: Env, tenantId: string): { issuer: string; jwksUrl: string } {
  return {
    issuer: fill(env.SSO_ISSUER || DEFAULT_SSO_ISSUER, tenantId),
    jwksUrl: fill(env.SSO_JWKS_URL || DEFAULT_SSO_JWKS_URL, tenantId),
  };
}

// Remote key sets per URL (public keys only, fetched and cached by jose): keyed, not tenant state.
// One per single-sign-on tenant an isolate served; each holds its provider's key set (a few KB,
// weighed at KEY_SET_BYTES), so at most 64 are kept (docs/decisions/0300-caches-bounded-by-bytes.md).
const KEY_SET_BYTES = 16 * 1024;
const remoteKeySets = new LruCache<string, JWTVerifyGetKey>(64, Infinity, { maxBytes: 64 * KEY_SET_BYTES, weigh: (_keys, url) => KEY_SET_BYTES + 2 * url.length });

/** The provider's signing keys for a key set URL. */
export function remoteKeySet(jwksUrl: string): JWTVerifyGetKey {
  const kept = remoteKeySets.get(jwksUrl, 0);
  if (kept.found) return kept.value;
  const keys = createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
  remoteKeySets.set(jwksUrl, keys, 0);
  return keys;
}

/** A fixed key set given as JSON (tests, air-gapped setups); null when the text is not one. */
export function localKeySet(json: string): JWTVerifyGetKey | null {
  try {
    const parsed = JSON.parse(json) as JSONWebKeySet;
    return Array.isArray(parsed.keys) ? createLocalJWKSet(parsed) : null;
  } catch {
    return null;
  }
}
