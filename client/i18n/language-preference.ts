import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages.ts';

/** Name of the cookie (read by the server) and localStorage key (spec: stored as lang). */
export const LANG_KEY = 'lang';

/** The language named by a Cookie header, or the default; compared undecoded, as language codes are plain letters. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '')?.[1]?.trim();
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Remembers the choice where the server (cookie) and the browser (localStorage) both see it. */
export function rememberLanguage(lang: Language): void {
  document.cookie = `${LANG_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // Storage may be disabled (private mode); the cookie still carries the choice.
  }
}
