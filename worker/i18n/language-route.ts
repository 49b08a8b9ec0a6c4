import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { LANGUAGES } from '../../shared/languages.ts';
import type { AppEnv } from '../app-types.ts';

/** A path of this site to go back to: one leading slash (not `//host`, not a backslash trick), at most 2,000 characters. */
const BackSchema = v.pipe(v.string(), v.maxLength(2000), v.regex(/^\/(?![/\\])/));
const LanguageQuerySchema = v.object({ lang: v.picklist(LANGUAGES), back: v.optional(BackSchema, '/') });

/** One year, as the language select sets it in the browser (client/i18n/language-preference.ts). */
const ONE_YEAR_SECONDS = 31_536_000;

/**
 * GET /_language?lang=de&back=/about — the footer's language select without JavaScript (ADR 0156):
 * sets the `lang` cookie the server renders by (spec section 7: stored as lang) and goes back to
 * the page (303). A language not offered or a `back` off this site changes nothing and goes home
 * or back: never a redirect elsewhere.
 */
export function languageRoute(c: Context<AppEnv>): Response {
  const query = v.safeParse(LanguageQuerySchema, { lang: c.req.query('lang'), back: c.req.query('back') });
  if (!query.success) {
    const back = v.safeParse(BackSchema, c.req.query('back'));
    return c.redirect(back.success ? back.output : '/', 303);
  }
  setCookie(c, 'lang', query.output.lang, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'Lax' });
  c.header('cache-control', 'no-store');
  return c.redirect(query.output.back, 303);
}
