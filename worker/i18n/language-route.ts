import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { LANGUAGES } from '../../shared/languages.ts';
import { safeReturnUrl } from '../../shared/return-url.ts';
import type { AppEnv } from '../app-types.ts';

/** At most 2,000 characters of `back`: longer is no page of this site. */
const MAX_BACK = 2000;

/** One year, as the language select sets it in the browser (client/i18n/language-preference.ts). */
const ONE_YEAR_SECONDS = 31_536_000;

/**
 * GET /_language?lang=de&back=/about — the footer's language select without JavaScript (ADR 0156):
 * sets the `lang` cookie the server renders by (docs/product.md §7: stored as lang) and goes back to
 * the page (303). A language not offered or a `back` off this site changes nothing and goes home
 * or back: never a redirect elsewhere.
 */
export function languageRoute(c: Context<AppEnv>): Response {
  const requested = c.req.query('back') ?? '/';
  // A path of this site as the browser will resolve it (shared/return-url.ts).
  const back = requested.length <= MAX_BACK ? safeReturnUrl(requested) : null;
  if (!back) return c.redirect('/', 303);
  const lang = v.safeParse(v.picklist(LANGUAGES), c.req.query('lang'));
  if (!lang.success) return c.redirect(back, 303);
  setCookie(c, 'lang', lang.output, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'Lax' });
  c.header('cache-control', 'no-store');
  return c.redirect(back, 303);
}
