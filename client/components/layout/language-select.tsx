import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { isLanguage, LANGUAGES, type Language } from '../../../shared/languages.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { useToast } from '../../toast/use-toast.ts';
import { hydratePendingParts } from '../on-demand/on-demand-boundary.tsx';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

/**
 * Lets the shopper pick en, de or fr; a catalog that fails to load raises a toast. Without
 * JavaScript, and always in a store whose own texts differ by language (rendered by the server,
 * ADR 0270), it is a GET form to /_language, which sets the cookie and comes back (ADR 0156).
 */
export function LanguageSelect() {
  const { i18n, _ } = useLingui();
  const { pathname, search } = useLocation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const { texts_by_language: textsByLanguage } = useStorefront();
  const change = async (lang: string, form: HTMLFormElement | null) => {
    if (!isLanguage(lang) || lang === i18n.locale) return;
    setBusy(true);
    // The store's own texts come from the server: the page loads again in the new language.
    // submit() reads the form now, before the select is disabled.
    if (textsByLanguage && form) return form.submit();
    try {
      // The catalog loader comes with the first change of language. Every part of the page that
      // hydrates on demand hydrates first: the new language reaches them all (ADR 0150).
      const [{ loadLanguage }] = await Promise.all([import('../../i18n/load-language.ts'), hydratePendingParts()]);
      await loadLanguage(i18n, lang);
    } catch {
      toast({ severity: 'error', summary: _('Translation failed'), detail: _('The selected language could not be loaded. Please try again.') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form method="get" action="/_language" className="flex items-center gap-2" onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <label className="flex items-center gap-2">
        <span>{_('Language')}</span>
        <select
          name="lang"
          value={i18n.locale}
          disabled={busy}
          className="rounded border border-gray-300 bg-white px-2 py-1 text-gray-900"
          onChange={(event) => void change(event.target.value, event.target.form)}
        >
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {LANGUAGE_NAMES[lang]}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="rounded border border-gray-300 bg-white px-2 py-1 font-semibold text-gray-900">
          {_('Change language')}
        </button>
      </noscript>
    </form>
  );
}
