import { useLingui } from '@lingui/react';
import { Button, IconButton } from '../../../components/button.tsx';
import { CheckboxField, TextField } from '../../../components/fields.tsx';
import { PictureField } from './picture-field.tsx';
import { ListboxField } from '../../../components/listbox-field.tsx';
import { setIn } from '../../../lib/json-path.ts';
import { moveItem } from '../../../lib/tree-moves.ts';
import { LocalizedTextField, useShownText } from './localized-fields.tsx';
import { useDraftContext } from '../draft-context.ts';
import type { EditorText } from '../../../lib/localized-value.ts';

type Target = 'category' | 'page' | 'url';
export type TileValue = {
  image?: { url: string };
  title?: EditorText;
  categoriesOrPagesRedirect?: boolean;
  redirectOnClick?: boolean;
  item?: { type: 'category' | 'page'; url: string };
  redirectUrl?: string;
};

const targetOf = (tile: TileValue): Target => (tile.categoriesOrPagesRedirect ? (tile.item?.type ?? 'category') : 'url');

/** A tiles section's tiles: picture, title and where each goes (category, page or URL). */
export function TilesEditor({ base, tiles }: { base: readonly (string | number)[]; tiles: TileValue[] }) {
  const { _ } = useLingui();
  const draft = useDraftContext();
  const shown = useShownText();
  const key = base.join('.');
  const setTiles = (what: string, next: TileValue[]) => draft.edit(what, (config) => setIn(config, base, next));
  const setTile = (index: number, field: string, change: (tile: TileValue) => TileValue) =>
    setTiles(`${key}.${index}.${field}`, tiles.map((tile, i) => (i === index ? change(tile) : tile)));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-gray-900">{_('Tiles')}</legend>
      <ol className="space-y-2">
        {tiles.map((tile, index) => {
          const target = targetOf(tile);
          const name = shown(tile.title) || _('tile {number}', { number: index + 1 });
          return (
            <li key={index} className="space-y-2 rounded-md border border-gray-200 p-2">
              <PictureField
                label={_('Picture')}
                value={tile.image?.url ?? ''}
                onChange={(url) => setTile(index, 'image.url', (old) => ({ ...old, image: { url } }))}
                errors={draft.errors[`${key}.${index}.image.url`]}
                storeId={draft.store.id}
                mediaName="tile"
              />
              <LocalizedTextField label={_('Title')} value={tile.title} onChange={(title) => setTile(index, 'title', (old) => ({ ...old, title }))} errorKey={`${key}.${index}.title`} />
              <ListboxField
                label={_('Goes to')}
                value={target}
                onChange={(next) =>
                  setTile(index, 'target', (old) =>
                    next === 'url' ? { ...old, categoriesOrPagesRedirect: false, redirectUrl: old.redirectUrl ?? '' } : { ...old, categoriesOrPagesRedirect: true, item: { type: next, url: old.item?.url ?? '' } },
                  )
                }
                options={[
                  { value: 'category', label: _('Category') },
                  { value: 'page', label: _('Page') },
                  { value: 'url', label: _('Address (URL)') },
                ]}
              />
              {target === 'url' ? (
                <TextField label={_('Address')} value={tile.redirectUrl ?? ''} spellCheck={false} onChange={(redirectUrl) => setTile(index, 'redirectUrl', (old) => ({ ...old, redirectUrl }))} errors={draft.errors[`${key}.${index}.redirectUrl`]} />
              ) : (
                <TextField
                  label={target === 'category' ? _('Category slug') : _('Page address')}
                  value={tile.item?.url ?? ''}
                  spellCheck={false}
                  onChange={(url) => setTile(index, 'item.url', (old) => ({ ...old, item: { type: target, url } }))}
                  errors={draft.errors[`${key}.${index}.item.url`]}
                />
              )}
              <CheckboxField label={_('Clickable')} checked={tile.redirectOnClick !== false} onChange={(redirectOnClick) => setTile(index, 'redirectOnClick', (old) => ({ ...old, redirectOnClick }))} />
              <div className="flex gap-1">
                <IconButton label={_('Move {name} up', { name })} disabled={index === 0} onClick={() => setTiles(key, moveItem(tiles, index, index - 1))}>
                  ↑
                </IconButton>
                <IconButton label={_('Move {name} down', { name })} disabled={index === tiles.length - 1} onClick={() => setTiles(key, moveItem(tiles, index, index + 1))}>
                  ↓
                </IconButton>
                <IconButton label={_('Remove {name}', { name })} onClick={() => setTiles(key, tiles.filter((_tile, i) => i !== index))}>
                  ✕
                </IconButton>
              </div>
            </li>
          );
        })}
      </ol>
      <Button small className="mt-2" onClick={() => setTiles(key, [...tiles, { title: '', categoriesOrPagesRedirect: true, redirectOnClick: true, item: { type: 'category', url: '' } }])}>
        {_('Add tile')}
      </Button>
    </fieldset>
  );
}
