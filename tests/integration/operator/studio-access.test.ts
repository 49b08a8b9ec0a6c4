import { env } from 'cloudflare:workers';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../../worker/app.ts';
import { fetchAs } from '../helpers.ts';
import { configWith, operator } from './operator-helpers.ts';

// Who gets into the Studio (docs/decisions/0161-studio.md): one-time sign-in links and
// Cloudflare Access, each giving a person a role on their stores, on STUDIO_HOST only.

const STUDIO = 'studio.localhost';
const sessionOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-studio_session='))?.split(';')[0] ?? null;

async function invite(body: Record<string, unknown>) {
  const answer = await operator<{ data: { url: string; expires_at: string } }>('POST', '/sign-in-links', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return new URL(answer.body.data.url);
}

const asPerson = (cookie: string, path: string, init: RequestInit = {}) =>
  fetchAs(STUDIO, `/api/operator${path}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init.headers } });

describe('Studio sign-in links', () => {
  it('a link signs its person in once, with the role and stores it names; the session is host-only and HttpOnly', async () => {
    const link = await invite({ name: 'Dana Designer', email: 'dana@example.com', role: 'designer', storefront_ids: [1], expires_in_hours: 24 });
    expect(link.host).toBe(STUDIO);
    const landing = await fetchAs(STUDIO, `${link.pathname}${link.search}`);
    expect(landing.status).toBe(303);
    const setCookie = landing.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/__Host-studio_session=[^;]+; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict/);
    const cookie = sessionOf(landing)!;

    const me = await asPerson(cookie, '/me');
    expect(await me.json()).toEqual({ data: { id: expect.stringMatching(/^link:/), name: 'Dana Designer', role: 'designer', storefront_ids: [1] } });
    // The same role checks as a token: store 66 does not exist for her, publishing is not hers.
    const stores = (await (await asPerson(cookie, '/storefronts')).json()) as { data: { id: number }[] };
    expect(stores.data.map((store) => store.id)).toEqual([1]);
    expect((await asPerson(cookie, '/storefronts/66')).status).toBe(404);
    expect((await asPerson(cookie, '/storefronts/1/publish', { method: 'POST' })).status).toBe(403);
    // Her draft lands in the audit log under her name.
    const draft = await asPerson(cookie, '/storefronts/1/preview', { method: 'PUT', body: JSON.stringify({ config: configWith('Dana was here') }), headers: { origin: `http://${STUDIO}` } });
    expect(draft.status).toBe(200);
    const audit = await operator<{ data: { action: string; actor: { name: string } }[] }>('GET', '/storefronts/1/audit?limit=1');
    expect(audit.body.data[0]).toMatchObject({ action: 'store.draft', actor: { name: 'Dana Designer' } });

    // Spent: a second use of the link signs no one in.
    const again = await fetchAs(STUDIO, `${link.pathname}${link.search}`);
    expect(again.status).toBe(400);
    expect(sessionOf(again)).toBeNull();
    expect(await again.text()).toContain('Ask the person who invited you for a new link');
  });

  it('the session works on the Studio only: a store host, the cookie sent there, is not signed in', async () => {
    const link = await invite({ name: 'Admin Ann', role: 'admin' });
    const cookie = sessionOf(await fetchAs(STUDIO, `${link.pathname}${link.search}`))!;
    expect((await asPerson(cookie, '/tokens')).status).toBe(200);
    expect((await fetchAs('demo.localhost', '/api/operator/storefronts', { headers: { cookie } })).status).toBe(401);
  });

  it('signing out ends the session', async () => {
    const link = await invite({ name: 'Short Visit', role: 'store_manager', storefront_ids: [66] });
    const cookie = sessionOf(await fetchAs(STUDIO, `${link.pathname}${link.search}`))!;
    expect((await asPerson(cookie, '/me')).status).toBe(200);
    const out = await fetchAs(STUDIO, '/sign-out', { method: 'POST', headers: { cookie, origin: `http://${STUDIO}` } });
    expect(out.status).toBe(200);
    expect((await asPerson(cookie, '/me')).status).toBe(401);
  });

  it('an expired link signs no one in; only admins invite; bad invitations name the field', async () => {
    const link = await invite({ name: 'Late', role: 'designer', storefront_ids: [1] });
    await env.DB.prepare("UPDATE studio_sign_in_links SET expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 seconds')").run();
    expect((await fetchAs(STUDIO, `${link.pathname}${link.search}`)).status).toBe(400);
    expect((await fetchAs(STUDIO, '/sign-in?token=made-up')).status).toBe(400);

    const manager = await operator<{ data: { token: string } }>('POST', '/tokens', { name: 'm', role: 'store_manager', storefront_ids: [1] });
    expect((await operator('POST', '/sign-in-links', { name: 'x', role: 'designer', storefront_ids: [1] }, { token: manager.body.data.token })).status).toBe(403);
    for (const [body, field] of [
      [{ name: 'x', role: 'designer' }, 'storefront_ids'],
      [{ name: 'x', role: 'designer', storefront_ids: [4040] }, 'storefront_ids'],
      [{ name: 'x', role: 'designer', storefront_ids: [1], expires_in_hours: 1000 }, 'expires_in_hours'],
      [{ name: 'x', role: 'designer', storefront_ids: [1], email: 'not-mail' }, 'email'],
    ] as const) {
      const answer = await operator<{ errors: Record<string, string[]> }>('POST', '/sign-in-links', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.errors)).toContain(field);
    }
  });

  it('without STUDIO_HOST the Studio does not exist and no link can be made', async () => {
    const noStudio = { ...env, STUDIO_HOST: undefined };
    const page = await app.request(`http://${STUDIO}/`, {}, noStudio);
    expect(page.status).toBe(404); // an unknown store's host
    const made = await app.request(
      'http://ops.example/api/operator/sign-in-links',
      { method: 'POST', headers: { authorization: 'Bearer local-operator-token', 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x', role: 'admin' }) },
      noStudio,
    );
    expect(made.status).toBe(503);
  });
});

describe('Studio through Cloudflare Access', () => {
  let keySet: JSONWebKeySet;
  let signingKey: CryptoKey;
  const TEAM = 'storefront-team.cloudflareaccess.com';
  const AUD = 'studio-app-aud';

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    signingKey = pair.privateKey;
    keySet = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'access-key', alg: 'RS256', use: 'sig' }] };
  });

  const accessEnv = () => ({ ...env, ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD, ACCESS_JWKS: JSON.stringify(keySet) });
  const assertion = (email: string, audience = AUD) =>
    new SignJWT({ email }).setProtectedHeader({ alg: 'RS256', kid: 'access-key' }).setIssuer(`https://${TEAM}`).setAudience(audience).setIssuedAt().setExpirationTime('5m').sign(signingKey);
  const asAccess = async (token: string, path: string) => app.request(`http://${STUDIO}/api/operator${path}`, { headers: { 'cf-access-jwt-assertion': token } }, accessEnv());

  it('maps the signed e-mail to the role an admin gave it; unknown people and forged tokens get nothing', async () => {
    expect((await operator('PUT', '/people/Fil@Example.com', { name: 'Fil Fulfil', role: 'fulfilment', storefront_ids: [1] })).status).toBe(200);
    const me = await asAccess(await assertion('fil@example.com'), '/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ data: { name: 'Fil Fulfil', role: 'fulfilment', storefront_ids: [1] } });
    expect((await asAccess(await assertion('fil@example.com'), '/storefronts/1')).status).toBe(403);

    expect((await asAccess(await assertion('stranger@example.com'), '/me')).status).toBe(401);
    expect((await asAccess(await assertion('fil@example.com', 'another-app'), '/me')).status).toBe(401);
    expect((await asAccess('not.a.jwt', '/me')).status).toBe(401);
    // Only on the Studio's host.
    const elsewhere = await app.request('http://demo.localhost/api/operator/me', { headers: { 'cf-access-jwt-assertion': await assertion('fil@example.com') } }, accessEnv());
    expect(elsewhere.status).toBe(401);

    const people = await operator<{ data: { email: string; role: string }[] }>('GET', '/people');
    expect(people.body.data).toContainEqual(expect.objectContaining({ email: 'fil@example.com', role: 'fulfilment' }));
    expect((await operator('DELETE', '/people/fil@example.com')).status).toBe(200);
    expect((await asAccess(await assertion('fil@example.com'), '/me')).status).toBe(401);
  });
});

describe('the store in the Studio’s preview pane', () => {
  it('an embedded preview link sets a partitioned SameSite=None cookie and lands on the page asked for; the preview page may be framed by the Studio only', async () => {
    const link = new URL((await operator<{ data: { preview_url: string } }>('GET', '/storefronts/1/preview-link')).body.data.preview_url);
    const landing = await fetchAs('demo.localhost', `${link.pathname}${link.search}&embed=1&to=${encodeURIComponent('/about?x=1')}`);
    expect(landing.status).toBe(303);
    expect(landing.headers.get('location')).toBe('/about?x=1');
    const cookie = landing.headers.getSetCookie().find((value) => value.startsWith('storefront_preview='))!;
    expect(cookie).toMatch(/SameSite=None/);
    expect(cookie).toMatch(/Partitioned/);
    expect(cookie).toMatch(/Secure/);
    const escaped = await fetchAs('demo.localhost', `${link.pathname}${link.search}&to=${encodeURIComponent('//evil.example/x')}`);
    expect(escaped.headers.get('location')).toBe('/');

    const page = await fetchAs('demo.localhost', '/', { headers: { cookie: cookie.split(';')[0]! } });
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self' http://studio.localhost");
    const shopper = await fetchAs('demo.localhost', '/');
    expect(shopper.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
  });
});
