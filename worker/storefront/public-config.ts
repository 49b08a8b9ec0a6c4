import * as v from 'valibot';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages.ts';
import { hasTextsByLanguage, resolveTexts } from '../../shared/schemas/config/localized-fields.ts';
import type { ResolvedTexts } from '../../shared/schemas/config/localized-text.ts';
import { mapRichText } from '../../shared/schemas/config/rich-text-fields.ts';
import { RichTextSchema, StorefrontConfigSchema, type PublicStorefront, type StorefrontConfigDocument } from '../../shared/schemas/storefront-config.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';
import type { StorefrontRecord } from './storefront-record.ts';

type ResolvedConfig = ResolvedTexts<StorefrontConfigDocument>;

/**
 * Every store text in `lang` (else the store's default language: docs/decisions/0270-store-texts-by-language.md),
 * then every rich-text field the schema declares, wherever it is, sanitised (docs/decisions/0183-rich-text-config-type.md).
 */
function resolveAndSanitize(config: StorefrontConfigDocument, lang: Language): ResolvedConfig {
  const resolved = resolveTexts(StorefrontConfigSchema, config, lang, config.settings.defaultLanguage);
  return mapRichText(StorefrontConfigSchema, resolved, sanitizeRichText);
}

const NO_RICH_TEXT = v.parse(RichTextSchema, '');

/** Payment instructions may hold bank details: a private store shows them only after its gate (ADR 0122). */
function settingsWithoutPaymentInstructions(settings: StorefrontConfigDocument['settings']): StorefrontConfigDocument['settings'] {
  const { paymentInstructions: _hidden, ...rest } = settings;
  return rest;
}

/** The store's Stripe connected account is the server's business only (ADR 0208). */
function withoutStripeAccount(config: StorefrontConfigDocument): StorefrontConfigDocument {
  if (config.settings.stripe_account === undefined) return config;
  const { stripe_account: _hidden, ...settings } = config.settings;
  return { ...config, settings };
}

/**
 * What a locked private store shows before its gate: the gate page's brand (name, logo, colours,
 * languages, how to pass: code, password, SSO) and what its sign-in and registration forms
 * check (the company domain, stated by the API's answers anyway; none for SSO stores). No
 * menu, pages, footer text, payment instructions, contact e-mails or company state (docs/decisions/0060-hardening-limits.md).
 */
function lockedConfig(config: StorefrontConfigDocument): StorefrontConfigDocument {
  return {
    ...config,
    menu: [],
    pages: [],
    contact_emails: [],
    company_state: '',
    domain: config.sso.enabled ? null : config.domain,
    settings: { ...settingsWithoutPaymentInstructions(config.settings), footerContent: NO_RICH_TEXT },
  };
}

/**
 * The one function that decides what reaches the browser about a store: the spec's
 * "Storefront config" object. Secrets (the private-store password hash, unpublished preview
 * config) are left out, and tenant rich text is sanitised here, once, on the server.
 * `locked`: a private store whose gate the request has not passed gets `lockedConfig` only.
 * `recaptchaSiteKey`: the deployment's public reCAPTCHA site key (env RECAPTCHA_SITE_KEY), if any.
 * `preview`: a store designer's preview (valid preview cookie): the draft when there is one, marked `preview`.
 * `lang`: the request's language; every store text is resolved to it (en when absent).
 */
export function toPublicStorefront(
  record: StorefrontRecord,
  options: { preview?: boolean; locked?: boolean; recaptchaSiteKey?: string | undefined; lang?: Language } = {},
): PublicStorefront {
  const chosen = options.preview && record.preview_config ? record.preview_config : record.config;
  const config = withoutStripeAccount(options.locked ? lockedConfig(chosen) : chosen);
  return {
    id: record.id,
    name: record.name,
    status: record.status,
    company_name: record.company_name,
    ...resolveAndSanitize(config, options.lang ?? DEFAULT_LANGUAGE),
    // Its texts differ by language: a change of language renders the page again (ADR 0270).
    ...(hasTextsByLanguage(StorefrontConfigSchema, config) ? { texts_by_language: true } : {}),
    ...(options.recaptchaSiteKey ? { recaptcha_site_key: options.recaptchaSiteKey } : {}),
    ...(options.locked ? { locked: true } : {}),
    ...(options.preview && !options.locked ? { preview: true } : {}),
  };
}
