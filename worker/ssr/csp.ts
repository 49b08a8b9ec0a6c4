import { SSO_LOGIN_ORIGIN } from '../../shared/sso-authority.ts';

/** A fresh random nonce for one response's inline scripts. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Content-Security-Policy of rendered pages: scripts only with this response's nonce (and what
 * they load, 'strict-dynamic'); no plugins, no <base> rewriting, no framing by other sites.
 * Stores with single sign-on also let scripts connect to the sign-in host; others do not.
 * With a reCAPTCHA site key the bot check's frames may load (its scripts come in through
 * 'strict-dynamic'; https://developers.google.com/recaptcha/docs/faq#csp).
 */
/** Ably's realtime and REST hosts, allowed only on preview pages of a deployment with an Ably key. */
const ABLY_CONNECT = 'https://*.ably.io wss://*.ably.io https://*.ably.net wss://*.ably.net https://*.ably-realtime.com wss://*.ably-realtime.com';

export function contentSecurityPolicy(nonce: string, options: { sso?: boolean; recaptcha?: boolean; ably?: boolean; framedBy?: string | null } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Style attributes carry tenant colours; scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...(options.sso ? [SSO_LOGIN_ORIGIN] : []), ...(options.ably ? [ABLY_CONNECT] : [])].join(' '),
    ...(options.recaptcha ? ["frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/"] : []),
    `frame-ancestors 'self'${options.framedBy ? ` ${options.framedBy}` : ''}`,
    "base-uri 'none'",
    "object-src 'none'",
    // A single-sign-on store's work-account form is redirected to the provider (ADR 0301).
    `form-action 'self'${options.sso ? ` ${SSO_LOGIN_ORIGIN}` : ''}`,
  ].join('; ');
}
