import { describe, expect, it } from 'vitest';
import { authorizeUrl, backToButton, providerAuthorizeEndpoint } from './sso-form-flow.ts';

describe('backToButton (where the form flow goes back to)', () => {
  it('keeps the page with the button and its query, replacing an earlier error', () => {
    expect(backToButton('/private?returnUrl=%2Fcart&sso_error=expired', 'unreachable')).toBe('/private?returnUrl=%2Fcart&sso_error=unreachable');
    expect(backToButton('/register', 'busy', 3)).toBe('/register?sso_error=busy&minutes=3');
    expect(backToButton('/login?sso_error=busy&minutes=3')).toBe('/login');
  });

  it('goes to /login from any other page or site', () => {
    for (const posted of ['/cart', 'https://evil.example/login', '//evil.example/login', '/\t/evil.example', null, '']) {
      expect(backToButton(posted, 'failed')).toBe('/login?sso_error=failed');
    }
  });
});

describe('authorizeUrl', () => {
  it('asks for an ID token posted back, scope user.read, the hostname as state and the nonce', () => {
    const url = new URL(authorizeUrl('https://login.example/t/oauth2/v2.0/authorize?x=1', { clientId: 'c', redirectUri: 'https://shop.example/r', hostname: 'shop.example', nonce: 'n' }));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'c',
      response_type: 'id_token',
      response_mode: 'form_post',
      redirect_uri: 'https://shop.example/r',
      scope: 'openid profile email user.read',
      state: 'shop.example',
      nonce: 'n',
      prompt: 'select_account',
    });
  });
});

describe('providerAuthorizeEndpoint', () => {
  const issuer = 'https://login.example/t/v2.0';
  it('reads the endpoint from the OpenID configuration', async () => {
    const asked: string[] = [];
    const fetcher = (async (url: string) => (asked.push(url), Response.json({ authorization_endpoint: 'https://login.example/t/authorize' }))) as unknown as typeof fetch;
    expect(await providerAuthorizeEndpoint(issuer, fetcher)).toBe('https://login.example/t/authorize');
    expect(asked).toEqual([`${issuer}/.well-known/openid-configuration`]);
  });

  it('is null when the provider fails, answers an error or something else', async () => {
    const answering = (response: () => Response) => (async () => response()) as unknown as typeof fetch;
    expect(await providerAuthorizeEndpoint(issuer, (async () => { throw new TypeError('fetch failed'); }) as unknown as typeof fetch)).toBeNull();
    expect(await providerAuthorizeEndpoint(issuer, answering(() => new Response('no', { status: 400 })))).toBeNull();
    expect(await providerAuthorizeEndpoint(issuer, answering(() => Response.json({ authorization_endpoint: 'http://plain.example/a' })))).toBeNull();
    expect(await providerAuthorizeEndpoint(issuer, answering(() => new Response('<html>')))).toBeNull();
  });
});
