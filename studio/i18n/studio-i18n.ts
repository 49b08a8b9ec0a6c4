import { setupI18n, type I18n, type Messages } from '@lingui/core';

/** The Studio's languages: the store's three (shared/languages.ts), with their own catalogs. */
export const STUDIO_LANGUAGES = ['en', 'de', 'fr'] as const;
export type StudioLanguage = (typeof STUDIO_LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<StudioLanguage, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

const STORAGE_KEY = 'studio-lang';
const catalogs: Record<StudioLanguage, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:studio-messages/en'),
  de: () => import('virtual:studio-messages/de'),
  fr: () => import('virtual:studio-messages/fr'),
};

const isLanguage = (value: unknown): value is StudioLanguage => STUDIO_LANGUAGES.includes(value as StudioLanguage);

/** The person's choice (kept in this browser), else the browser's first language we have, else English. */
export function preferredLanguage(): StudioLanguage {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage may be off; the browser's languages still count.
  }
  for (const tag of navigator.languages ?? []) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export function createStudioI18n(): I18n {
  return setupI18n();
}

/** Loads and activates a language, and remembers it. */
export async function switchLanguage(i18n: I18n, lang: StudioLanguage): Promise<void> {
  const { default: messages } = await catalogs[lang]();
  i18n.load(lang, messages);
  i18n.activate(lang);
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered; it still applies now.
  }
}
