import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/languages.ts';

/**
 * The language the Design editor's text fields edit, and the preview shows (docs/decisions/0270-store-texts-by-language.md).
 * The editor's language switch sets it; every localized field and the preview pane read it.
 */
export const EditingLanguageContext = createContext<{ lang: Language; setLang: (lang: Language) => void }>({ lang: DEFAULT_LANGUAGE, setLang: () => {} });

export function useEditingLanguage(): Language {
  return useContext(EditingLanguageContext).lang;
}

export function useEditingLanguageChoice() {
  return useContext(EditingLanguageContext);
}
