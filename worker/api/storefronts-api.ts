import { Hono } from 'hono';
import * as v from 'valibot';
import { languageFromCookie } from '../../client/i18n/language-preference.ts';
import { normaliseHostname } from '../../shared/hostname.ts';
import type { AppEnv } from '../app-types.ts';
import { cachedPublicStorefront } from '../storefront/public-config-cache.ts';
import { registryDb, storeDatabaseSessions } from '../db/databases.ts';
import { resolveStorefront } from '../tenant/registry.ts';
import { validQuery } from './validation.ts';

const GetByUrlQuery = v.object({
  url: v.pipe(v.string('url is required.'), v.trim(), v.minLength(1, 'url is required.'), v.maxLength(2048, 'url is too long.')),
});

function hostnameOfUrl(url: string): string | null {
  try {
    return normaliseHostname(new URL(/^[a-z]+:\/\//i.test(url) ? url : `https://${url}`).host);
  } catch {
    return null;
  }
}

/** Storefront lookup by url (docs/product.md §7). Answers only for the requesting host's own store. */
export const storefrontsApi = new Hono<AppEnv>().get('/get-by-url', validQuery(GetByUrlQuery), async (c) => {
  const { url } = c.req.valid('query');
  const hostname = hostnameOfUrl(url);
  if (!hostname) return c.json({ message: 'url is not a valid address.' }, 400);
  const own = c.var.storefront;
  const found = await resolveStorefront(registryDb(c.env), hostname, Date.now(), storeDatabaseSessions(c.env));
  // Another store's config is not this host's business: same answer as an unknown url.
  if (!found || found.id !== own.id) return c.json({ message: 'Store not found.' }, 404);
  // A private store whose gate this request has not passed: the locked config, no preview.
  const locked = c.var.privateLocked === true;
  // The draft is for the store's designers only: requests with this store's preview cookie (ADR 0072).
  const previewing = c.var.preview === true;
  // The deployment's public bot-check key travels with the config (the contact form needs it).
  const recaptchaSiteKey = c.env.RECAPTCHA_SITE_KEY;
  // The store's texts in the request's language, as its pages show them (ADR 0270).
  const lang = languageFromCookie(c.req.header('cookie'));
  const preview = found.preview_config && previewing && !locked ? JSON.stringify(cachedPublicStorefront(found, { preview: true, recaptchaSiteKey, lang })) : null;
  return c.json({ data: { ...cachedPublicStorefront(found, { locked, recaptchaSiteKey, lang }), preview_data: preview } });
});
