import { PublicClientApplication } from '@azure/msal-browser';
import { SSO_LOGIN_ORIGIN, SSO_REDIRECT_PATH, SSO_SCOPES } from '../../../shared/sso-authority.ts';

/**
 * Work-account sign-in with MSAL (redirect flow, scope user.read, the hostname as state). Loaded
 * only when needed (the work-account button, the provider's redirect back, an SSO logout): MSAL is large.
 */
export type SsoSettings = { client_id: string; tenant_id: string };

async function msalFor(sso: SsoSettings): Promise<PublicClientApplication> {
  const origin = window.location.origin;
  const msal = new PublicClientApplication({
    auth: {
      clientId: sso.client_id,
      authority: `${SSO_LOGIN_ORIGIN}/${encodeURIComponent(sso.tenant_id)}`,
      redirectUri: `${origin}${SSO_REDIRECT_PATH}`,
      postLogoutRedirectUri: origin,
    },
    cache: { cacheLocation: 'sessionStorage' },
  });
  await msal.initialize();
  return msal;
}

/** The provider did not answer: leaving for its page would show the browser's error page. */
export class SsoUnreachableError extends Error {}

/** How long the provider may take to answer before the shop says it is unreachable. */
const REACH_TIMEOUT_MS = 8_000;

/**
 * Whether the provider answers (its OpenID configuration): MSAL knows Microsoft's endpoints and
 * would leave without asking, onto the browser's error page when the provider is down.
 */
async function ensureReachable(sso: SsoSettings): Promise<void> {
  try {
    // Only whether it answers at all: an opaque answer is enough, a network failure rejects.
    await fetch(`${SSO_LOGIN_ORIGIN}/${encodeURIComponent(sso.tenant_id)}/v2.0/.well-known/openid-configuration`, {
      mode: 'no-cors',
      credentials: 'omit',
      signal: AbortSignal.timeout(REACH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SsoUnreachableError(String(error));
  }
}

/** Leaves for the provider's sign-in page; the server-issued nonce ends up in the ID token. */
export async function startSsoLogin(sso: SsoSettings, nonce: string): Promise<void> {
  await ensureReachable(sso);
  const msal = await msalFor(sso);
  await msal.loginRedirect({ scopes: SSO_SCOPES, state: window.location.hostname, nonce, prompt: 'select_account' });
}

/**
 * Back from the provider: the ID token of the sign-in, or null when this page load is not a
 * sign-in response. A response whose state is not this hostname is refused.
 */
export async function finishSsoLogin(sso: SsoSettings): Promise<string | null> {
  const msal = await msalFor(sso);
  const result = await msal.handleRedirectPromise({ navigateToLoginRequestUrl: false });
  if (!result) return null;
  if (result.state !== window.location.hostname) throw new Error('The sign-in answer was meant for another site.');
  return result.idToken;
}

/** docs/product.md §4: logging out of a work account is a redirect logout back to the site origin. */
export async function ssoLogoutRedirect(sso: SsoSettings): Promise<void> {
  const msal = await msalFor(sso);
  await msal.logoutRedirect({ postLogoutRedirectUri: window.location.origin });
}
