import * as v from 'valibot';
import { safeReturnUrl } from '../../../shared/return-url.ts';
import { SSO_ERROR_PARAM, SSO_SCOPES, type SsoError } from '../../../shared/sso-authority.ts';

/**
 * The work-account sign-in without JavaScript (docs/decisions/0301-work-account-sign-in-without-javascript.md):
 * the button posts a form (its page's path and query as `back`, the return url as `returnUrl`); the Worker asks the provider for its OpenID configuration (the
 * provider unreachable: back to the page with `sso_error=unreachable`), issues the nonce as the
 * browser path does and redirects to the provider's authorize endpoint. The provider posts the
 * ID token back (`response_mode=form_post`) to SSO_RETURN_PATH, where the same checks as
 * `POST /sso/login` sign the shopper in.
 */

/** Where the provider posts the ID token back: register `{origin}/api/storefronts/{id}/sso/return` (type Web, ID tokens). */
export const ssoReturnPath = (storefrontId: number) => `/api/storefronts/${storefrontId}/sso/return`;

/** How long the provider's OpenID configuration may take before the shop says it is unreachable. */
export const PROVIDER_TIMEOUT_MS = 5_000;

/** The pages with the work-account button; the form flow goes back to one of them. */
const BUTTON_PAGES = ['/login', '/register', '/private'];

/**
 * The page (path and query) a form flow goes back to: the one the form was posted from when it
 * is a page with the button, else /login; any earlier `sso_error` dropped, `error` added.
 */
export function backToButton(posted: string | null | undefined, error?: SsoError, minutes?: number): string {
  const safe = safeReturnUrl(posted);
  const url = new URL(safe ?? '/login', 'https://this-site.invalid');
  if (!BUTTON_PAGES.includes(url.pathname)) return backToButton('/login', error, minutes);
  url.searchParams.delete(SSO_ERROR_PARAM);
  url.searchParams.delete('minutes');
  if (error) url.searchParams.set(SSO_ERROR_PARAM, error);
  if (minutes !== undefined) url.searchParams.set('minutes', String(minutes));
  return `${url.pathname}${url.search}`;
}

const OpenIdConfigurationSchema = v.object({ authorization_endpoint: v.pipe(v.string(), v.url(), v.startsWith('https://')) });

/**
 * The provider's authorize endpoint from its OpenID configuration (`{issuer}/.well-known/openid-configuration`),
 * or null when the provider does not answer in time or answers something else.
 */
export async function providerAuthorizeEndpoint(issuer: string, fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    if (!response.ok) return null;
    const parsed = v.safeParse(OpenIdConfigurationSchema, await response.json());
    return parsed.success ? parsed.output.authorization_endpoint : null;
  } catch {
    return null;
  }
}

/**
 * The provider's sign-in page for this sign-in: the ID token posted back to `redirectUri`, scope
 * user.read (docs/product.md §7), the hostname as state, the server's nonce.
 */
export function authorizeUrl(endpoint: string, options: { clientId: string; redirectUri: string; hostname: string; nonce: string }): string {
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    client_id: options.clientId,
    response_type: 'id_token',
    response_mode: 'form_post',
    redirect_uri: options.redirectUri,
    scope: ['openid', 'profile', 'email', ...SSO_SCOPES].join(' '),
    state: options.hostname,
    nonce: options.nonce,
    prompt: 'select_account',
  }).toString();
  return url.toString();
}
