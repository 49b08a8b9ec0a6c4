import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useLingui } from '@lingui/react';
import { EditingLanguageSwitch } from './localized-fields.tsx';
import { MenuEditor } from './menu-editor.tsx';
import { PagesEditor } from './pages-editor.tsx';
import { SettingsEditor } from './settings-editor.tsx';

const tabClass = 'rounded-md px-3 py-2 text-sm font-medium text-gray-900 data-hover:bg-gray-100 data-selected:bg-gray-900 data-selected:text-white';

/** The editor's three parts: the store's settings, its menu, its pages and their sections. */
export function EditorPanel({ pageIndex, onSelectPage }: { pageIndex: number; onSelectPage: (index: number) => void }) {
  const { _ } = useLingui();
  return (
    <div className="rounded-lg border border-gray-200 bg-white">
      <EditingLanguageSwitch />
      <TabGroup defaultIndex={2}>
        <TabList aria-label={_('What to edit')} className="flex flex-wrap gap-1 border-b border-gray-200 p-2">
          <Tab className={tabClass}>{_('Settings')}</Tab>
          <Tab className={tabClass}>{_('Menu')}</Tab>
          <Tab className={tabClass}>{_('Pages')}</Tab>
        </TabList>
        <TabPanels className="p-3 sm:p-4">
          <TabPanel>
            <SettingsEditor />
          </TabPanel>
          <TabPanel>
            <MenuEditor />
          </TabPanel>
          <TabPanel>
            <PagesEditor pageIndex={pageIndex} onSelectPage={onSelectPage} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
