import { Disclosure, DisclosureButton, DisclosurePanel, Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { SectionType } from '../../../../shared/schemas/storefront-config.ts';
import { Button, IconButton } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/fields.tsx';
import { ListboxField } from '../../../components/listbox-field.tsx';
import { setIn } from '../../../lib/json-path.ts';
import { moveItem } from '../../../lib/tree-moves.ts';
import { useDraftContext } from '../draft-context.ts';
import type { EditorPage, EditorSection } from '../editor-config.ts';
import { SECTION_DEFAULTS, SECTION_NAMES, SECTION_TYPES, sectionSummary } from './section-fields.ts';
import { LocalizedTextField, useShownText } from './localized-fields.tsx';
import { SectionForm } from './section-form.tsx';

const pageName = (page: EditorPage, home: string, shown: (value: unknown) => string) => shown(page.title) || (page.url ? `/${page.url}` : home);

/** The store's pages: choose one (the preview follows), its title and address, and its sections. */
export function PagesEditor({ pageIndex, onSelectPage }: { pageIndex: number; onSelectPage: (index: number) => void }) {
  const { _ } = useLingui();
  const draft = useDraftContext();
  const { pages } = draft.config;
  const shown = useShownText();
  const [removing, setRemoving] = useState(false);
  const page = pages[pageIndex];
  const addPage = () => {
    const taken = new Set(pages.map((other) => other.url));
    let number = pages.length + 1;
    while (taken.has(`new-page-${number}`)) number += 1;
    const fresh: EditorPage = { id: `page-${Date.now().toString(36)}`, url: `new-page-${number}`, title: _('New page'), sections: [{ component: 'TITLE', content: { title: _('New page') } }] };
    draft.edit('pages', (config) => ({ ...config, pages: [...config.pages, fresh] }));
    onSelectPage(pages.length);
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2">
        {pages.length > 0 && (
          <ListboxField
            className="min-w-48 flex-1"
            label={_('Page')}
            value={String(pageIndex)}
            onChange={(index) => onSelectPage(Number(index))}
            options={pages.map((other, index) => ({ value: String(index), label: pageName(other, _('Home'), shown) }))}
          />
        )}
        <Button onClick={addPage}>{_('Add page')}</Button>
        {page && (
          <Button variant="ghost" onClick={() => setRemoving(true)}>
            {_('Remove page')}
          </Button>
        )}
      </div>
      {page ? <PageForm page={page} index={pageIndex} /> : <p className="text-sm text-gray-800">{_('This store has no pages of its own yet.')}</p>}
      {page && (
        <ConfirmDialog
          open={removing}
          onClose={() => setRemoving(false)}
          title={_('Remove the page {page}?', { page: pageName(page, _('Home'), shown) })}
          confirmLabel={_('Remove page')}
          danger
          onConfirm={async () => {
            draft.edit('pages', (config) => ({ ...config, pages: config.pages.filter((_page, i) => i !== pageIndex) }));
            onSelectPage(Math.max(0, pageIndex - 1));
          }}
        >
          <p>{_('Its sections go with it. Undo brings it back.')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function PageForm({ page, index }: { page: EditorPage; index: number }) {
  const { _ } = useLingui();
  const draft = useDraftContext();
  const shown = useShownText();
  const base = ['pages', index] as const;
  const setSections = (key: string, sections: EditorSection[]) => draft.edit(key, (config) => setIn(config, [...base, 'sections'], sections));
  const add = (component: SectionType) => setSections(`pages.${index}.sections`, [...page.sections, { component, content: structuredClone(SECTION_DEFAULTS[component]) }]);
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <LocalizedTextField label={_('Page title')} value={page.title} onChange={(title) => draft.edit(`pages.${index}.title`, (config) => setIn(config, [...base, 'title'], title))} errorKey={`pages.${index}.title`} />
        <TextField
          label={_('Page address')}
          value={page.url}
          onChange={(url) => draft.edit(`pages.${index}.url`, (config) => setIn(config, [...base, 'url'], url.replace(/^\/+/, '')))}
          hint={_('Without the leading slash; empty for the home page.')}
          errors={draft.errors[`pages.${index}.url`]}
          spellCheck={false}
        />
      </div>
      <div>
        <h3 className="mb-2 text-base font-semibold text-gray-900">{_('Sections')}</h3>
        <ol className="space-y-2">
          {page.sections.map((section, position) => {
            const name = `${position + 1}. ${_(SECTION_NAMES[section.component])}`;
            const summary = sectionSummary(section.content, shown);
            const hasErrors = Object.keys(draft.errors).some((path) => path.startsWith(`pages.${index}.sections.${position}.`));
            return (
              <li key={position} className="rounded-md border border-gray-300 bg-white">
                <Disclosure defaultOpen={page.sections.length <= 2 || position === 0}>
                  <div className="flex flex-wrap items-center gap-2 p-2">
                    <DisclosureButton className="group flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1 text-left text-sm">
                      <span aria-hidden="true" className="transition group-data-open:rotate-90">
                        ▸
                      </span>
                      <span className="font-semibold text-gray-900">{name}</span>
                      {summary && <span className="truncate text-gray-700">— {summary}</span>}
                      {hasErrors && <span className="rounded-full bg-red-100 px-2 text-xs font-medium text-red-900">{_('needs fixing')}</span>}
                    </DisclosureButton>
                    <div className="flex gap-1">
                      <IconButton label={_('Move section {name} up', { name })} disabled={position === 0} onClick={() => setSections(`pages.${index}.sections`, moveItem(page.sections, position, position - 1))}>
                        ↑
                      </IconButton>
                      <IconButton
                        label={_('Move section {name} down', { name })}
                        disabled={position === page.sections.length - 1}
                        onClick={() => setSections(`pages.${index}.sections`, moveItem(page.sections, position, position + 1))}
                      >
                        ↓
                      </IconButton>
                      <IconButton label={_('Remove section {name}', { name })} onClick={() => setSections(`pages.${index}.sections`, page.sections.filter((_s, i) => i !== position))}>
                        ✕
                      </IconButton>
                    </div>
                  </div>
                  <DisclosurePanel className="border-t border-gray-200 p-3">
                    <SectionForm section={section} base={[...base, 'sections', position]} />
                  </DisclosurePanel>
                </Disclosure>
              </li>
            );
          })}
        </ol>
        <Menu>
          <MenuButton className="mt-3 inline-flex min-h-8 items-center gap-1 rounded-md border border-gray-400 bg-white px-2.5 py-1 text-sm font-medium text-gray-900 hover:bg-gray-100">
            {_('Add section')} <span aria-hidden="true">▾</span>
          </MenuButton>
          <MenuItems anchor="bottom start" className="z-40 w-56 rounded-md border border-gray-300 bg-white py-1 text-sm shadow-lg focus:outline-none">
            {SECTION_TYPES.map((component) => (
              <MenuItem key={component}>
                <button type="button" onClick={() => add(component)} className="block w-full px-3 py-2 text-left data-focus:bg-blue-100">
                  {_(SECTION_NAMES[component])}
                </button>
              </MenuItem>
            ))}
          </MenuItems>
        </Menu>
      </div>
    </div>
  );
}
