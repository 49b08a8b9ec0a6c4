import { useLingui } from '@lingui/react';
import { CheckboxField, NumberField, TextField } from '../../../components/fields.tsx';
import { ListboxField } from '../../../components/listbox-field.tsx';
import { getIn, setIn } from '../../../lib/json-path.ts';
import { useDraftContext } from '../draft-context.ts';
import type { EditorSection } from '../editor-config.ts';
import { LocalizedRichTextField, LocalizedTextField } from './localized-fields.tsx';
import { PictureField } from './picture-field.tsx';
import { SECTION_FIELDS, type SectionField } from './section-fields.ts';
import { TilesEditor, type TileValue } from './tiles-editor.tsx';

const listText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The form of one section, made from its type's field list (section-fields.ts). */
export function SectionForm({ section, base }: { section: EditorSection; base: readonly (string | number)[] }) {
  const { _ } = useLingui();
  const draft = useDraftContext();
  const contentPath = [...base, 'content'];
  const field = (spec: SectionField) => {
    const path = [...contentPath, ...spec.path];
    const key = path.join('.');
    const value = getIn(section.content, spec.path);
    const set = (next: unknown) => draft.edit(key, (config) => setIn(config, path, next));
    const errors = draft.errors[key];
    const label = _(spec.label);
    const hint = spec.hint ? _(spec.hint) : undefined;
    switch (spec.kind) {
      case 'text':
      case 'url':
        return <TextField key={key} label={label} hint={hint} value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''} onChange={(text) => set(text === '' ? undefined : text)} errors={errors} spellCheck={spec.kind !== 'url'} />;
      case 'picture':
        return (
          <PictureField
            key={key}
            label={label}
            value={typeof value === 'string' ? value : ''}
            onChange={(text) => set(text === '' ? undefined : text)}
            errors={errors}
            storeId={draft.store.id}
            mediaName="image"
          />
        );
      case 'localizedText':
        return <LocalizedTextField key={key} label={label} hint={hint} value={value} onChange={(text) => set(text === '' ? undefined : text)} errorKey={key} />;
      case 'richText':
        return <LocalizedRichTextField key={key} label={label} value={value} onChange={set} errorKey={key} />;
      case 'boolean':
        return <CheckboxField key={key} label={label} hint={hint} checked={value === true} onChange={set} errors={errors} />;
      case 'number':
        return <NumberField key={key} label={label} hint={hint} min={spec.min} max={spec.max} value={typeof value === 'number' ? value : undefined} onChange={set} errors={errors} />;
      case 'choice':
        return (
          <ListboxField
            key={key}
            label={label}
            value={typeof value === 'string' ? value : (spec.options[0]?.value ?? '')}
            onChange={set}
            options={spec.options.map((option) => ({ value: option.value, label: _(option.label) }))}
            errors={errors}
          />
        );
      case 'numberList':
        return <TextField key={key} label={label} hint={hint} value={listText(value)} onChange={(text) => set(text.trim() ? splitList(text).map(Number) : undefined)} errors={errors} inputMode="numeric" />;
      case 'textList':
        return <TextField key={key} label={label} hint={hint} value={listText(value)} onChange={(text) => set(text.trim() ? splitList(text) : undefined)} errors={errors} />;
      case 'tiles':
        return <TilesEditor key={key} base={[...contentPath, 'items']} tiles={Array.isArray(value) ? (value as TileValue[]) : []} />;
    }
  };
  return <div className="space-y-3">{SECTION_FIELDS[section.component].map(field)}</div>;
}
