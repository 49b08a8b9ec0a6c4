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

/**
 * Why the work-account sign-in without JavaScript went back to the page (the query parameter
 * SSO_ERROR_PARAM; docs/decisions/0301-work-account-sign-in-without-javascript.md): the provider
 * did not answer, the sign-in could not be started, it expired or came from another browser, the
 * token was not verified, its e-mail belongs to another account, or too many were started
 * (then `minutes` says how long to wait).
 */
export const SSO_ERRORS = ['unreachable', 'failed', 'expired', 'unverified', 'taken', 'busy'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];
export const SSO_ERROR_PARAM = 'sso_error';
