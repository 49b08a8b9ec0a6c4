import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Env } from '../env.ts';

/**
 * Cloudflare Access in front of the Studio (docs/decisions/0161-studio.md): Access signs each
 * request's `Cf-Access-Jwt-Assertion` with the team's keys (https://{team}/cdn-cgi/access/certs);
 * the audience is the Access application's tag. Answers the signed-in e-mail, or null when the
 * header is absent, forged, expired or for another application. Without ACCESS_TEAM_DOMAIN and
 * ACCESS_AUD, Access sign-in is off.
 */
let remoteKeys: { url: string; keys: JWTVerifyGetKey } | null = null;

function keysFor(env: Env, team: string): JWTVerifyGetKey {
  if (env.ACCESS_JWKS) return createLocalJWKSet(JSON.parse(env.ACCESS_JWKS) as Parameters<typeof createLocalJWKSet>[0]);
  const url = `https://${team}/cdn-cgi/access/certs`;
  if (remoteKeys?.url !== url) remoteKeys = { url, keys: createRemoteJWKSet(new URL(url)) };
  return remoteKeys.keys;
}

export function accessConfigured(env: Env): boolean {
  return Boolean(env.ACCESS_TEAM_DOMAIN && env.ACCESS_AUD);
}

export async function accessEmail(env: Env, assertion: string | undefined): Promise<string | null> {
  const team = env.ACCESS_TEAM_DOMAIN?.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  if (!assertion || !team || !env.ACCESS_AUD) return null;
  try {
    const { payload } = await jwtVerify(assertion, keysFor(env, team), {
      issuer: `https://${team}`,
      audience: env.ACCESS_AUD,
      algorithms: ['RS256'],
      clockTolerance: 60,
    });
    return typeof payload.email === 'string' && payload.email.includes('@') ? payload.email.toLowerCase() : null;
  } catch (error) {
    console.error('Cloudflare Access token refused', error instanceof Error ? error.message : error);
    return null;
  }
}
