import { Radio, RadioGroup } from '@headlessui/react';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { isLanguage, LANGUAGES, type Language } from '../../../../shared/languages.ts';
import { TextField } from '../../../components/fields.tsx';
import { ListboxField } from '../../../components/listbox-field.tsx';
import { LANGUAGE_NAMES } from '../../../i18n/studio-i18n.ts';
import { ownText, shownText, withText, type EditorText } from '../../../lib/localized-value.ts';
import { useDraftContext, useDraftField } from '../draft-context.ts';
import { useEditingLanguage, useEditingLanguageChoice } from '../editing-language.ts';
import { RichTextField } from './rich-text-field.tsx';

/** The language a store's texts fall back to (settings.defaultLanguage, en when unset). */
export function useStoreDefaultLanguage(): Language {
  const setting = useDraftContext().config.settings.defaultLanguage;
  return isLanguage(setting) ? setting : 'en';
}

/** A store text as the editor lists it (a menu entry's, a page's name): in the editing language, else as shoppers of it see it. */
export function useShownText(): (value: unknown) => string {
  const lang = useEditingLanguage();
  const defaultLang = useStoreDefaultLanguage();
  return (value) => shownText(value, lang, defaultLang);
}

type LocalizedFieldProps = {
  label: string;
  /** The stored value: a plain text or texts by language. */
  value: unknown;
  onChange: (next: EditorText) => void;
  /** The field's path as the draft's errors name it (`settings.alertText`); a language's own errors are under `.de`. */
  errorKey: string;
  hint?: ReactNode;
  className?: string;
};

/** The field's state in the editing language: its own text, its label and hint, its errors. */
function useLocalized({ label, value, onChange, errorKey, hint }: LocalizedFieldProps) {
  const { _ } = useLingui();
  const lang = useEditingLanguage();
  const defaultLang = useStoreDefaultLanguage();
  const draft = useDraftContext();
  const own = ownText(value, lang, defaultLang);
  const shown = shownText(value, lang, defaultLang);
  const untranslated = own === '' && shown !== '' ? _('Not written in {language}: its shoppers see the text of another language.', { language: LANGUAGE_NAMES[lang] }) : null;
  return {
    lang,
    own,
    // Which language is edited is part of the field's name, for everyone.
    label: `${label} (${LANGUAGE_NAMES[lang]})`,
    hint: untranslated ? (hint ? [hint, ' ', untranslated] : untranslated) : hint,
    placeholder: own === '' ? shown.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : undefined,
    errors: [...(draft.errors[errorKey] ?? []), ...(draft.errors[`${errorKey}.${lang}`] ?? [])],
    change: (text: string) => onChange(withText(value, lang, defaultLang, text)),
  };
}

/** A store text field (docs/decisions/0270-store-texts-by-language.md): edits the text of the language the editor's switch chose. */
export function LocalizedTextField(props: LocalizedFieldProps & { spellCheck?: boolean }) {
  const field = useLocalized(props);
  return (
    <TextField
      className={props.className}
      lang={field.lang}
      label={field.label}
      value={field.own}
      placeholder={field.placeholder}
      onChange={field.change}
      hint={field.hint}
      errors={field.errors.length > 0 ? field.errors : undefined}
      spellCheck={props.spellCheck}
    />
  );
}

/** A store rich text (footer, text sections), per language like LocalizedTextField. */
export function LocalizedRichTextField(props: LocalizedFieldProps) {
  const field = useLocalized(props);
  return (
    <RichTextField label={field.label} value={field.own} onChange={field.change} hint={field.hint} errors={field.errors.length > 0 ? field.errors : undefined} />
  );
}

/** The editor's language switch: which language the store's texts are edited in, and the preview shows. */
export function EditingLanguageSwitch() {
  const { _ } = useLingui();
  const { lang, setLang } = useEditingLanguageChoice();
  const defaultLang = useStoreDefaultLanguage();
  const setDefault = useDraftField(['settings', 'defaultLanguage']);
  return (
    <div className="flex flex-wrap items-end justify-between gap-2 border-b border-gray-200 px-3 py-2">
      <RadioGroup value={lang} onChange={setLang} aria-label={_('Language of the store texts')} className="flex flex-wrap items-center gap-1">
        <span aria-hidden="true" className="mr-1 text-sm font-medium text-gray-900">
          {_('Texts in')}
        </span>
        {LANGUAGES.map((option) => (
          <Radio
            key={option}
            value={option}
            lang={option}
            className="cursor-pointer rounded-md border border-gray-300 px-2.5 py-1 text-sm font-medium text-gray-900 data-checked:border-blue-700 data-checked:bg-blue-700 data-checked:text-white data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-blue-700"
          >
            {LANGUAGE_NAMES[option]}
          </Radio>
        ))}
      </RadioGroup>
      <ListboxField
        className="w-44"
        label={_('Default language')}
        value={defaultLang}
        onChange={(value) => setDefault.set(value)}
        options={LANGUAGES.map((option) => ({ value: option, label: LANGUAGE_NAMES[option] }))}
        errors={setDefault.errors}
      />
      <p className="w-full text-xs text-gray-700">{_('A text not written in a language shows in the default language.')}</p>
    </div>
  );
}
