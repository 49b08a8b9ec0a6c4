import { env } from 'cloudflare:workers';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../../../worker/app.ts';
import { IdTokenError, verifyIdToken, type IdTokenExpectations } from '../../../worker/auth/sso/id-token.ts';
import { freshIp, setCookie } from './account-helpers.ts';
import { storeDbOf } from '../databases.ts';

// Store 3 (sso.localhost), from tenants.example.json.
const CLIENT_ID = '11111111-2222-4333-8444-555555555555';
const TENANT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const ISSUER = `https://login.microsoftonline.com/${TENANT}/v2.0`;

let signingKey: CryptoKey;
let otherKey: CryptoKey;
let keySet: JSONWebKeySet;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  otherKey = other.privateKey;
  keySet = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] };
});

function idToken(claims: JWTPayload = {}, options: { key?: CryptoKey; expiresIn?: string | number; kid?: string } = {}) {
  return new SignJWT({ tid: TENANT, oid: 'object-1', nonce: 'nonce-1', name: 'Casey Contoso', preferred_username: 'casey@contoso.test', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key' })
    .setIssuer(ISSUER)
    .setAudience(CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(options.key ?? signingKey);
}

const expected: IdTokenExpectations = { issuer: ISSUER, audience: CLIENT_ID, tenantId: TENANT, nonce: 'nonce-1' };

async function failure(token: string, expectations = expected) {
  try {
    await verifyIdToken(token, createLocalJWKSet(keySet), expectations);
  } catch (error) {
    return error instanceof IdTokenError ? error.reason : `unexpected: ${String(error)}`;
  }
  return 'accepted';
}

describe('verifyIdToken', () => {
  it('accepts a valid token and names the identity', async () => {
    const identity = await verifyIdToken(await idToken(), createLocalJWKSet(keySet), expected);
    expect(identity).toEqual({ tenantId: TENANT, objectId: 'object-1', email: 'casey@contoso.test', username: 'casey@contoso.test', firstName: 'Casey', lastName: 'Contoso' });
  });

  it('refuses a bad signature', async () => {
    expect(await failure(await idToken({}, { key: otherKey }))).toBe('signature');
    expect(await failure(await idToken({}, { kid: 'unknown-key' }))).toBe('signature');
    const token = await idToken();
    const [header, payload] = token.split('.');
    const forged = `${header}.${btoa(JSON.stringify({ ...JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))), oid: 'admin' })).replace(/=+$/, '')}.${token.split('.')[2]}`;
    expect(await failure(forged)).toBe('signature');
  });

  it('refuses another audience, issuer, tenant or nonce', async () => {
    expect(await failure(await new SignJWT({ tid: TENANT, oid: 'o', nonce: 'nonce-1' }).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).setIssuer(ISSUER).setAudience('someone-else').setIssuedAt().setExpirationTime('10m').sign(signingKey))).toBe('audience');
    expect(await failure(await idToken(), { ...expected, issuer: 'https://login.microsoftonline.com/other/v2.0' })).toBe('issuer');
    expect(await failure(await idToken({ tid: 'other-tenant' }))).toBe('tenant');
    expect(await failure(await idToken({ nonce: 'nonce-2' }))).toBe('nonce');
    expect(await failure(await idToken({ nonce: undefined }))).toBe('claims');
  });

  it('refuses an expired token (beyond one minute of skew)', async () => {
    const past = Math.floor(Date.now() / 1000) - 120;
    expect(await failure(await idToken({ iat: past - 600 }, { expiresIn: past }))).toBe('expired');
  });

  it('refuses garbage and tokens without an object id', async () => {
    expect(await failure('not.a.jwt')).toBe('malformed');
    expect(await failure(await idToken({ oid: undefined }))).toBe('claims');
  });
});

/** The Worker with a local key set instead of Microsoft's (no network in tests). */
function ssoRequest(path: string, init: RequestInit = {}) {
  return app.request(`http://sso.localhost${path}`, init, { ...env, SSO_JWKS: JSON.stringify(keySet) });
}

async function signIn(token: string, nonceCookie?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (nonceCookie) headers.cookie = nonceCookie;
  const response = await ssoRequest('/api/storefronts/3/sso/login', { method: 'POST', headers, body: JSON.stringify({ id_token: token }) });
  return { status: response.status, body: (await response.json()) as { data?: { user: { id: number; first_name: string; sso: boolean; verified: boolean } }; message?: string }, response };
}

async function nonce() {
  const response = await ssoRequest('/api/storefronts/3/sso/nonce', { method: 'POST' });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { nonce: string } };
  const cookie = setCookie(response, 'sso_nonce');
  expect(cookie?.value).toBe(body.data.nonce);
  expect(cookie?.attributes).toMatch(/HttpOnly/);
  return { value: body.data.nonce, cookie: `sso_nonce=${cookie!.value}` };
}

describe('POST /sso/login', () => {
  it('signs a work account in, keyed by tenant id + object id', async () => {
    const first = await nonce();
    const one = await signIn(await idToken({ nonce: first.value, oid: 'object-a', preferred_username: 'a@contoso.test' }), first.cookie);
    expect(one.status).toBe(200);
    expect(one.body.data?.user).toMatchObject({ first_name: 'Casey', sso: true, verified: true });
    expect(setCookie(one.response, 'session')).not.toBeNull();

    const second = await nonce();
    const again = await signIn(await idToken({ nonce: second.value, oid: 'object-a', name: 'Casey Renamed', preferred_username: 'a@contoso.test' }), second.cookie);
    expect(again.body.data?.user.id).toBe(one.body.data?.user.id);
    const row = await storeDbOf(3).prepare('SELECT sso_tenant_id, sso_object_id, password_hash, last_name FROM customers WHERE id = ?').bind(one.body.data?.user.id).first();
    expect(row).toEqual({ sso_tenant_id: TENANT, sso_object_id: 'object-a', password_hash: null, last_name: 'Renamed' });
  });

  it('never links by e-mail alone: another object id with a taken e-mail is refused', async () => {
    const first = await nonce();
    await signIn(await idToken({ nonce: first.value, oid: 'object-b', preferred_username: 'b@contoso.test' }), first.cookie);
    const second = await nonce();
    const other = await signIn(await idToken({ nonce: second.value, oid: 'object-c', preferred_username: 'b@contoso.test' }), second.cookie);
    expect(other.status).toBe(409);
  });

  it('needs the nonce cookie of this browser and the matching nonce', async () => {
    expect((await signIn(await idToken({ nonce: 'whatever' }))).status).toBe(400);
    const issued = await nonce();
    const mismatch = await signIn(await idToken({ nonce: 'another-nonce' }), issued.cookie);
    expect(mismatch.status).toBe(401);
    expect(mismatch.body.message).toBe('Your work account could not be verified. Please try again.');
  });

  it('signs in once per nonce: the same token and cookie sent again are refused (issue 27)', async () => {
    const issued = await nonce();
    const token = await idToken({ nonce: issued.value, oid: 'object-replay', preferred_username: 'replay@contoso.test' });
    const first = await signIn(token, issued.cookie);
    expect(first.status).toBe(200);
    const replayed = await signIn(token, issued.cookie);
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe('The work-account sign-in expired or was started in another browser. Please try again.');
    expect(setCookie(replayed.response, 'session')).toBeNull();
  });

  it('signs in once when the same token races itself', async () => {
    const issued = await nonce();
    const token = await idToken({ nonce: issued.value, oid: 'object-race', preferred_username: 'race@contoso.test' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => signIn(token, issued.cookie)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('refuses a nonce the server never issued, and one that expired', async () => {
    const forged = await signIn(await idToken({ nonce: 'made-up' }), 'sso_nonce=made-up');
    expect(forged.status).toBe(400);
    const issued = await nonce();
    await storeDbOf(3).prepare("UPDATE sso_nonces SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    expect((await signIn(await idToken({ nonce: issued.value }), issued.cookie)).status).toBe(400);
  });

  it('refuses a token signed by another key', async () => {
    const issued = await nonce();
    expect((await signIn(await idToken({ nonce: issued.value }, { key: otherKey }), issued.cookie)).status).toBe(401);
  });

  it('is not there in stores without single sign-on', async () => {
    const response = await app.request('http://demo.localhost/api/storefronts/1/sso/nonce', { method: 'POST' }, env);
    expect(response.status).toBe(404);
  });
});

// Issue 27: the work-account button without JavaScript (docs/decisions/0301-work-account-sign-in-without-javascript.md).
describe('the work-account sign-in without JavaScript', () => {
  const AUTHORIZE = `https://login.microsoftonline.com/${TENANT}/oauth2/v2.0/authorize`;

  function form(fields: Record<string, string>) {
    return { 'content-type': 'application/x-www-form-urlencoded', body: new URLSearchParams(fields).toString() };
  }

  async function start(fields: Record<string, string>, provider: 'up' | 'down' = 'up') {
    const asked: string[] = [];
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(String(input instanceof Request ? input.url : input));
      if (provider === 'down') throw new TypeError('fetch failed');
      return Response.json({ issuer: ISSUER, authorization_endpoint: AUTHORIZE });
    });
    try {
      const { body, ...headers } = form(fields);
      const response = await ssoRequest('/api/storefronts/3/sso/start', { method: 'POST', headers: { ...headers, 'cf-connecting-ip': freshIp() }, body });
      return { response, asked, location: response.headers.get('location') ?? '' };
    } finally {
      spy.mockRestore();
    }
  }

  async function providerPost(fields: Record<string, string>, cookie: string) {
    const { body, ...headers } = form(fields);
    // The provider's page posts it: another site, which sameOriginOnly lets through here only.
    return ssoRequest('/api/storefronts/3/sso/return', { method: 'POST', headers: { ...headers, cookie, origin: 'https://login.microsoftonline.com', 'sec-fetch-site': 'cross-site' }, body });
  }

  it('redirects to the provider from its OpenID configuration: user.read, the hostname as state, the server nonce in a cookie the provider post brings back', async () => {
    const { response, asked, location } = await start({ back: '/private?returnUrl=%2Fproducts', returnUrl: '/products' });
    expect(response.status).toBe(303);
    expect(asked).toEqual([`${ISSUER}/.well-known/openid-configuration`]);
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(AUTHORIZE);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('scope')?.split(' ')).toContain('user.read');
    expect(url.searchParams.get('state')).toBe('sso.localhost');
    expect(url.searchParams.get('redirect_uri')).toBe('http://sso.localhost/api/storefronts/3/sso/return');
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    const nonceCookie = setCookie(response, 'sso_nonce');
    expect(url.searchParams.get('nonce')).toBe(nonceCookie?.value);
    expect(nonceCookie?.attributes).toMatch(/HttpOnly/);
    expect(nonceCookie?.attributes).toMatch(/SameSite=None/);
    expect(nonceCookie?.attributes).toMatch(/Secure/);
    expect(setCookie(response, 'sso_return')?.value).toBe(encodeURIComponent('/products'));
  });

  it('goes back to the page, saying so, when the provider cannot be reached, and issues no nonce', async () => {
    const { response, location } = await start({ back: '/login?returnUrl=%2Fcart' }, 'down');
    expect(response.status).toBe(303);
    expect(location).toBe('/login?returnUrl=%2Fcart&sso_error=unreachable');
    expect(setCookie(response, 'sso_nonce')).toBeNull();
    // A page other than the button's, or another site, goes back to /login.
    expect((await start({ back: 'https://evil.example/login' }, 'down')).location).toBe('/login?sso_error=unreachable');
  });

  it('signs in from the provider’s form post, once, and goes to the return url', async () => {
    const started = await start({ back: '/login', returnUrl: '/my-account/orders' });
    const nonce = new URL(started.location).searchParams.get('nonce')!;
    const cookie = `sso_nonce=${nonce}; sso_return=${setCookie(started.response, 'sso_return')!.value}`;
    const token = await idToken({ nonce, oid: 'object-form', preferred_username: 'form@contoso.test' });
    const signedIn = await providerPost({ id_token: token, state: 'sso.localhost' }, cookie);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/my-account/orders');
    expect(setCookie(signedIn, 'session')).not.toBeNull();
    // The same post again (a replay): the nonce is spent.
    const replayed = await providerPost({ id_token: token, state: 'sso.localhost' }, cookie);
    expect(replayed.headers.get('location')).toBe('/login?returnUrl=%2Fmy-account%2Forders&sso_error=expired');
    expect(setCookie(replayed, 'session')).toBeNull();
  });

  it('refuses an answer for another site, a token for another nonce, and a post without this browser’s cookie', async () => {
    const started = await start({ back: '/login' });
    const nonce = new URL(started.location).searchParams.get('nonce')!;
    const token = await idToken({ nonce, oid: 'object-refused' });
    const otherState = await providerPost({ id_token: token, state: 'evil.example' }, `sso_nonce=${nonce}`);
    expect(otherState.headers.get('location')).toBe('/login?sso_error=unverified');
    const again = await start({ back: '/login' });
    const otherNonce = await providerPost({ id_token: await idToken({ nonce: 'another' }), state: 'sso.localhost' }, `sso_nonce=${new URL(again.location).searchParams.get('nonce')}`);
    expect(otherNonce.headers.get('location')).toBe('/login?sso_error=unverified');
    const noCookie = await providerPost({ id_token: token, state: 'sso.localhost' }, '');
    expect(noCookie.headers.get('location')).toBe('/login?sso_error=expired');
    expect(setCookie(noCookie, 'session')).toBeNull();
  });

  it('keeps other sites’ posts out of the start, and is not there in stores without single sign-on', async () => {
    const { body, ...headers } = form({ back: '/login' });
    const foreign = await ssoRequest('/api/storefronts/3/sso/start', { method: 'POST', headers: { ...headers, origin: 'https://evil.example' }, body });
    expect(foreign.status).toBe(403);
    const demo = await app.request('http://demo.localhost/api/storefronts/1/sso/start', { method: 'POST', headers, body }, env);
    expect(demo.status).toBe(404);
  });
});
