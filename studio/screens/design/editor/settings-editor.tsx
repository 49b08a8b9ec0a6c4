import { useLingui } from '@lingui/react';
import { Button, IconButton } from '../../../components/button.tsx';
import { CheckboxField, TextField } from '../../../components/fields.tsx';
import { ListboxField } from '../../../components/listbox-field.tsx';
import { setIn } from '../../../lib/json-path.ts';
import { moveItem } from '../../../lib/tree-moves.ts';
import { useDraftContext, useDraftField } from '../draft-context.ts';
import { ColourField } from './colour-field.tsx';
import { LocalizedRichTextField, LocalizedTextField } from './localized-fields.tsx';
import { PictureField } from './picture-field.tsx';
import { StoreNameField } from './store-name-field.tsx';

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'pinterest', 'tiktok', 'twitter', 'x', 'youtube'];

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="border-t border-gray-200 pt-4 first:border-t-0 first:pt-0">
      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-2 text-base font-semibold text-gray-900">{title}</legend>
        {children}
      </fieldset>
    </div>
  );
}

/** The store's settings: brand, colours, alert, footer, social links and privacy flags. */
export function SettingsEditor() {
  const { _ } = useLingui();
  const { config, store } = useDraftContext();
  const { settings } = config;
  const logo = useDraftField(['logo']);
  const logoErrors = useDraftContext().errors['logo.full_path'];
  const favicon = useDraftField(['settings', 'favicon']);
  const primary = useDraftField(['settings', 'primaryColor']);
  const accent = useDraftField(['settings', 'accentColor']);
  const position = useDraftField(['settings', 'logoPosition']);
  const alertText = useDraftField(['settings', 'alertText']);
  const alertColour = useDraftField(['settings', 'alertBackgroundColor']);
  const footer = useDraftField(['settings', 'footerContent']);
  const copyright = useDraftField(['settings', 'copyrightText']);
  const noIndex = useDraftField(['no_index_site']);
  const noPrices = useDraftField(['disabled_prices']);
  return (
    <div className="space-y-6">
      <Group title={_('Brand')}>
        <StoreNameField storeId={store.id} initialName={store.name} />
        <PictureField
          label={_('Logo')}
          value={config.logo?.full_path ?? ''}
          onChange={(value) => logo.set(value.trim() ? { full_path: value } : null)}
          errors={logoErrors ?? logo.errors}
          storeId={store.id}
          mediaName="logo"
        />
        <PictureField
          label={_('Favicon')}
          value={settings.favicon ?? ''}
          onChange={(value) => favicon.set(value.trim() ? value : null)}
          errors={favicon.errors}
          storeId={store.id}
          mediaName="favicon"
        />
        <ListboxField
          label={_('Logo position')}
          value={settings.logoPosition ?? 'left'}
          onChange={position.set}
          options={[
            { value: 'left', label: _('Left') },
            { value: 'center', label: _('Centred') },
          ]}
          errors={position.errors}
        />
      </Group>
      <Group title={_('Colours')}>
        <ColourField label={_('Primary colour')} value={settings.primaryColor ?? '#1e3a8a'} onChange={primary.set} errors={primary.errors} checkWhiteText />
        <ColourField label={_('Accent colour')} value={settings.accentColor ?? '#f59e0b'} onChange={accent.set} errors={accent.errors} />
      </Group>
      <Group title={_('Alert banner')}>
        <LocalizedTextField label={_('Alert text')} value={settings.alertText} onChange={alertText.set} hint={_('Shown above every page when filled in.')} errorKey="settings.alertText" />
        <ColourField label={_('Alert colour')} value={settings.alertBackgroundColor ?? ''} onChange={(value) => alertColour.set(value ? value : null)} errors={alertColour.errors} />
      </Group>
      <Group title={_('Footer')}>
        <LocalizedRichTextField label={_('Footer text')} value={settings.footerContent} onChange={footer.set} errorKey="settings.footerContent" />
        <LocalizedTextField label={_('Copyright')} value={settings.copyrightText} onChange={copyright.set} errorKey="settings.copyrightText" />
        <SocialLinks />
      </Group>
      <Group title={_('Privacy')}>
        <CheckboxField label={_('Hide the store from search engines')} checked={config.no_index_site === true} onChange={noIndex.set} errors={noIndex.errors} hint={_('Pages say noindex and robots.txt disallows everything.')} />
        <CheckboxField label={_('Hide prices')} checked={config.disabled_prices === true} onChange={noPrices.set} errors={noPrices.errors} hint={_('Shoppers see products without prices.')} />
      </Group>
    </div>
  );
}

/** The footer's social links: network name and address, in order. */
function SocialLinks() {
  const { _ } = useLingui();
  const draft = useDraftContext();
  const icons = draft.config.settings.socialIcons ?? [];
  const setIcons = (key: string, next: { name: string; url: string }[]) => draft.edit(key, (config) => setIn(config, ['settings', 'socialIcons'], next));
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-gray-900">{_('Social links')}</h3>
      <datalist id="social-networks">
        {SOCIAL_NETWORKS.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <ol className="space-y-2">
        {icons.map((icon, index) => (
          <li key={index} className="flex flex-wrap items-end gap-2 rounded-md border border-gray-200 p-2">
            <TextField
              className="w-36"
              label={_('Network')}
              list="social-networks"
              value={icon.name}
              onChange={(name) => setIcons(`settings.socialIcons.${index}.name`, icons.map((other, i) => (i === index ? { ...other, name } : other)))}
              errors={draft.errors[`settings.socialIcons.${index}.name`]}
            />
            <TextField
              className="min-w-40 flex-1"
              label={_('Address')}
              value={icon.url}
              onChange={(url) => setIcons(`settings.socialIcons.${index}.url`, icons.map((other, i) => (i === index ? { ...other, url } : other)))}
              errors={draft.errors[`settings.socialIcons.${index}.url`]}
              spellCheck={false}
            />
            <div className="flex gap-1 pb-1">
              <IconButton label={_('Move {name} up', { name: icon.name || index + 1 })} disabled={index === 0} onClick={() => setIcons('settings.socialIcons', moveItem(icons, index, index - 1))}>
                ↑
              </IconButton>
              <IconButton label={_('Move {name} down', { name: icon.name || index + 1 })} disabled={index === icons.length - 1} onClick={() => setIcons('settings.socialIcons', moveItem(icons, index, index + 1))}>
                ↓
              </IconButton>
              <IconButton label={_('Remove {name}', { name: icon.name || index + 1 })} onClick={() => setIcons('settings.socialIcons', icons.filter((_icon, i) => i !== index))}>
                ✕
              </IconButton>
            </div>
          </li>
        ))}
      </ol>
      <Button small className="mt-2" onClick={() => setIcons('settings.socialIcons', [...icons, { name: '', url: '' }])}>
        {_('Add social link')}
      </Button>
    </div>
  );
}
