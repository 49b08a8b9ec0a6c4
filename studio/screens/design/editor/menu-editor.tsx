import { useLingui } from '@lingui/react';
import { useState, type DragEvent } from 'react';
import { Button, IconButton } from '../../../components/button.tsx';
import { TextField } from '../../../components/fields.tsx';
import { ListboxField } from '../../../components/listbox-field.tsx';
import { indent, insertAt, moveAmongSiblings, moveTo, outdent, removeAt, updateAt, type TreePath } from '../../../lib/tree-moves.ts';
import { LocalizedTextField, useShownText } from './localized-fields.tsx';
import { useDraftContext } from '../draft-context.ts';
import type { EditorMenuEntry } from '../editor-config.ts';

type LinkKind = 'category' | 'page' | 'url' | 'none';
const DRAG_TYPE = 'application/x-studio-menu-path';

const kindOf = (entry: EditorMenuEntry): LinkKind => (entry.customUrl !== undefined ? 'url' : (entry.item?.type ?? 'none'));

/** The entry linking somewhere else: a category (by slug), a page of the store or a URL. */
function withLink(entry: EditorMenuEntry, kind: LinkKind, target: string): EditorMenuEntry {
  const { customUrl: _url, item: _item, ...rest } = entry;
  if (kind === 'url') return { ...rest, customUrl: target };
  if (kind === 'category' || kind === 'page') return { ...rest, item: { type: kind, url: target } };
  return rest;
}

/**
 * The store's menu: add, nest (indent/outdent), reorder with buttons or by dragging an entry onto
 * another (top half: before it; bottom half: into it), and link each entry.
 */
export function MenuEditor() {
  const { _ } = useLingui();
  const draft = useDraftContext();
  const menu = draft.config.menu;
  const setMenu = (key: string, next: EditorMenuEntry[]) => draft.edit(key, (config) => ({ ...config, menu: next }));
  return (
    <div>
      <p className="mb-3 text-sm text-gray-800">{_('Drag an entry onto another to move it before it, or onto its lower half to put it inside. The arrow buttons do the same from the keyboard.')}</p>
      <EntryList entries={menu} parent={[]} onChange={setMenu} />
      <Button small className="mt-3" onClick={() => setMenu('menu', [...menu, { label: _('New entry'), children: [] }])}>
        {_('Add menu entry')}
      </Button>
    </div>
  );
}

function EntryList({ entries, parent, onChange }: { entries: EditorMenuEntry[]; parent: TreePath; onChange: (key: string, next: EditorMenuEntry[]) => void }) {
  if (entries.length === 0) return null;
  return (
    <ul className={parent.length ? 'mt-2 ml-4 space-y-2 border-l-2 border-gray-200 pl-3' : 'space-y-2'}>
      {entries.map((entry, index) => (
        <MenuEntryRow key={index} entry={entry} path={[...parent, index]} siblings={entries.length} onChange={onChange} />
      ))}
    </ul>
  );
}

function MenuEntryRow({ entry, path, siblings, onChange }: { entry: EditorMenuEntry; path: TreePath; siblings: number; onChange: (key: string, next: EditorMenuEntry[]) => void }) {
  const { _ } = useLingui();
  const draft = useDraftContext();
  const menu = draft.config.menu;
  const [drop, setDrop] = useState<'before' | 'inside' | null>(null);
  // Only the handle starts a drag: text in the entry's fields stays selectable with the mouse.
  const [dragReady, setDragReady] = useState(false);
  const index = path.at(-1)!;
  const key = `menu.${path.join('.children.')}`;
  const kind = kindOf(entry);
  const target = kind === 'url' ? (entry.customUrl ?? '') : (entry.item?.url ?? '');
  const shown = useShownText();
  const name = shown(entry.label) || _('entry {number}', { number: index + 1 });
  const change = (next: EditorMenuEntry[], what = key) => onChange(what, next);
  const zone = (event: DragEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientY - box.top > box.height / 2 ? 'inside' : 'before';
  };
  const pageOptions = draft.config.pages.map((page) => ({ value: page.url, label: shown(page.title) || `/${page.url}` }));
  return (
    <li>
      <div
        data-menu-entry={shown(entry.label)}
        draggable={dragReady}
        onDragEnd={() => setDragReady(false)}
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(path));
          event.dataTransfer.effectAllowed = 'move';
        }}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
          event.preventDefault();
          setDrop(zone(event));
        }}
        onDragLeave={() => setDrop(null)}
        onDrop={(event) => {
          event.preventDefault();
          setDrop(null);
          const from = JSON.parse(event.dataTransfer.getData(DRAG_TYPE) || 'null') as number[] | null;
          if (from) change(moveTo(menu, from, path, zone(event) === 'inside'), 'menu');
        }}
        data-drop={drop ?? undefined}
        className="rounded-md border border-gray-300 bg-white p-2 data-[drop=before]:border-t-4 data-[drop=before]:border-t-blue-700 data-[drop=inside]:border-b-4 data-[drop=inside]:border-b-blue-700"
      >
        <div className="flex flex-wrap items-end gap-2">
          <span
            aria-hidden="true"
            className="cursor-grab self-center px-1 text-gray-600"
            title={_('Drag to move')}
            onPointerDown={() => setDragReady(true)}
            onPointerUp={() => setDragReady(false)}
          >
            ⠿
          </span>
          <LocalizedTextField
            className="min-w-32 flex-1"
            label={_('Label')}
            value={entry.label}
            onChange={(label) => change(updateAt(menu, path, (node) => ({ ...node, label })))}
            errorKey={`menu.${path.join('.children.')}.label`}
          />
          <ListboxField
            className="w-36"
            label={_('Links to')}
            value={kind}
            onChange={(next) => change(updateAt(menu, path, (node) => withLink(node, next, next === 'page' ? (pageOptions[0]?.value ?? '') : '')), `${key}.link`)}
            options={[
              { value: 'category', label: _('Category') },
              { value: 'page', label: _('Page') },
              { value: 'url', label: _('Address (URL)') },
              { value: 'none', label: _('Nothing') },
            ]}
          />
          {kind === 'page' ? (
            <ListboxField
              className="min-w-32 flex-1"
              label={_('Page')}
              value={target}
              onChange={(url) => change(updateAt(menu, path, (node) => withLink(node, 'page', url)))}
              options={pageOptions.some((option) => option.value === target) ? pageOptions : [{ value: target, label: target || _('(none)') }, ...pageOptions]}
            />
          ) : kind !== 'none' ? (
            <TextField
              className="min-w-32 flex-1"
              label={kind === 'category' ? _('Category slug') : _('Address')}
              value={target}
              spellCheck={false}
              onChange={(value) => change(updateAt(menu, path, (node) => withLink(node, kind, value)))}
              errors={draft.errors[`${key}.${kind === 'url' ? 'customUrl' : 'item.url'}`]}
            />
          ) : null}
        </div>
        <div className="mt-2 flex flex-wrap gap-1">
          <IconButton label={_('Move {name} up', { name })} disabled={index === 0} onClick={() => change(moveAmongSiblings(menu, path, -1), 'menu')}>
            ↑
          </IconButton>
          <IconButton label={_('Move {name} down', { name })} disabled={index === siblings - 1} onClick={() => change(moveAmongSiblings(menu, path, 1), 'menu')}>
            ↓
          </IconButton>
          <IconButton label={_('Put {name} inside the entry above', { name })} disabled={index === 0} onClick={() => change(indent(menu, path), 'menu')}>
            →
          </IconButton>
          <IconButton label={_('Move {name} out of its parent', { name })} disabled={path.length < 2} onClick={() => change(outdent(menu, path), 'menu')}>
            ←
          </IconButton>
          <IconButton label={_('Add an entry inside {name}', { name })} onClick={() => change(insertAt(menu, path, entry.children.length, { label: _('New entry'), children: [] }), 'menu')}>
            +
          </IconButton>
          <IconButton label={_('Remove {name}', { name })} onClick={() => change(removeAt(menu, path), 'menu')}>
            ✕
          </IconButton>
        </div>
      </div>
      <EntryList entries={entry.children} parent={path} onChange={onChange} />
    </li>
  );
}
