import type { WebhookMessage } from './webhooks/webhook-events.ts';

/**
 * The Worker's environment. Its bindings and plain variables (ENVIRONMENT: "development" turns on
 * local-only tools such as the mail outbox, anything else is production) are generated from
 * wrangler.toml into env.generated.d.ts by `npm run types:env`, and `npm run lint` fails when that
 * file is stale, so a binding renamed there is renamed here too. Declared by hand below is only
 * what wrangler cannot read from the file: secrets and variables set per deployment (`wrangler
 * secret put`, `.dev.vars`), all optional, and the message type of the webhook queue.
 */
export interface Env extends Omit<WorkerBindings, 'WEBHOOKS'> {
  /** Development only: the port of links in mails (http://{store host}:{port}); `npm start` and the e2e server set it. */
  PUBLIC_ORIGIN_PORT?: string;
  /**
   * Cloudflare send_email binding: every mail of every store leaves through it (with MAIL_FROM).
   * Without it mail is not sent outside development, and shoppers are told so (ADR 0204).
   */
  SEND_EMAIL?: SendEmail;
  /** Sender address of all mail (the store's name is the sender name); required with SEND_EMAIL. */
  MAIL_FROM?: string;
  /**
   * The webhook delivery queue (wrangler.toml [[queues.producers]]; docs/decisions/0205-webhooks-through-a-queue.md)
   * with its messages' type; optional: a deployment may lack the queue (GET /api/operator/health says so).
   */
  WEBHOOKS?: Queue<WebhookMessage>;
  /** Seconds before a failed webhook's first retry; each next waits 4× longer (default 30; tests 0). */
  WEBHOOK_RETRY_BASE_SECONDS?: string;
  /** "on": GET /_bench/caches answers the isolate's cache sizes (npm run bench:memory only; never set in wrangler.toml). */
  MEMORY_REPORT?: string;
  /** Work-account sign-in: OpenID issuer and key set URL templates ({tenant} is replaced); Microsoft's by default. */
  SSO_ISSUER?: string;
  SSO_JWKS_URL?: string;
  /** A fixed JSON key set used instead of SSO_JWKS_URL (tests and offline setups). */
  SSO_JWKS?: string;
  /** Stripe Checkout (secret per deployment): with it orders are paid online, without it the manual provider. */
  STRIPE_SECRET_KEY?: string;
  /** Signing secret of the Stripe webhook endpoint (/api/payments/stripe/webhook); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET?: string;
  /**
   * Signing secret of the same endpoint registered for connected accounts' events (Stripe
   * Connect): required once a store's settings name a `stripe_account` (ADR 0208).
   */
  STRIPE_CONNECT_WEBHOOK_SECRET?: string;
  /** reCAPTCHA v3 of the contact form: without a secret the bot check is skipped (the local default). */
  RECAPTCHA_SECRET?: string;
  /** The site key the browser uses; required with RECAPTCHA_SECRET, public (reaches the page config). */
  RECAPTCHA_SITE_KEY?: string;
  /** Lowest score let through, 0 to 1 (default 0.5). */
  RECAPTCHA_MIN_SCORE?: string;
  /** Bearer token of the operator API (/api/operator/*); without it that API answers 404. */
  OPERATOR_TOKEN?: string;
  /** Signing key of preview links; derived from OPERATOR_TOKEN when unset (docs/decisions/0072-preview-links.md). */
  PREVIEW_SECRET?: string;
  /** Ably API key ("appId.keyId:secret"): with it preview realtime goes through Ably, else the PreviewChannel Durable Object. */
  ABLY_API_KEY?: string;
  /** Seconds anonymous catalog pages and list calls stay in the edge cache (default 60; 0 turns it off; docs/decisions/0132-edge-cache.md). */
  EDGE_CACHE_SECONDS?: string;
  /** The Studio's hostname (locally studio.localhost): without it the Studio does not exist (docs/decisions/0161-studio.md). */
  STUDIO_HOST?: string;
  /** Cloudflare Access in front of the Studio: the team domain (`myteam.cloudflareaccess.com`) and the application's audience tag. */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** A fixed JSON key set for Access tokens instead of the team's (tests and offline setups). */
  ACCESS_JWKS?: string;
  /** Open unpaid orders one customer may hold in a store (default 3; 0: no cap; docs/decisions/0261-unpaid-orders-expire.md). */
  UNPAID_ORDERS_PER_CUSTOMER?: string;
  /** Catalog answers each isolate keeps until the catalog changes (default 500; 0 turns it off; docs/decisions/0155-catalog-memo.md). */
  CATALOG_MEMO_ENTRIES?: string;
  /** Milliseconds a store move waits for every isolate to see the maintenance and the switch (default 3000; tests less). */
  STORE_MOVE_SETTLE_MS?: string;
}

export function isDevelopment(env: Env): boolean {
  return env.ENVIRONMENT === 'development';
}
