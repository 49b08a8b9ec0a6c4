import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react';
import { LANGUAGE_NAMES, STUDIO_LANGUAGES, switchLanguage } from '../i18n/studio-i18n.ts';

/** The Studio's language (en, de, fr), remembered in this browser. */
export function LanguageMenu() {
  const { _, i18n } = useLingui();
  return (
    <Menu>
      <MenuButton className="rounded-md px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-100">
        <span className="sr-only">{_('Language')}: </span>
        {i18n.locale.toUpperCase()}
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 w-40 rounded-md border border-gray-300 bg-white py-1 text-sm shadow-lg focus:outline-none">
        {STUDIO_LANGUAGES.map((lang) => (
          <MenuItem key={lang}>
            <button type="button" lang={lang} onClick={() => void switchLanguage(i18n, lang)} className="block w-full px-3 py-2 text-left data-focus:bg-blue-100">
              {LANGUAGE_NAMES[lang]}
              {lang === i18n.locale ? ' ✓' : ''}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
