/** The work-account identity provider's sign-in host (Microsoft identity platform). */
export const SSO_LOGIN_ORIGIN = 'https://login.microsoftonline.com';

/** The OAuth scope of the work-account sign-in (docs/product.md §7). */
export const SSO_SCOPES = ['user.read'];

/** The page the provider redirects back to; register `{origin}/login` for every SSO store. */
export const SSO_REDIRECT_PATH = '/login';

/** Whether a url fragment carries the provider's answer to a sign-in (MSAL's fragment response). */
export function isSsoRedirectResponse(hash: string): boolean {
  return /(^#|&)(code|error)=/.test(hash) && /(^#|&)state=/.test(hash);
}
