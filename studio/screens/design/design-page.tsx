import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useLingui } from '@lingui/react';
import { useEffect, useMemo, useState } from 'react';
import { isLanguage, type Language } from '../../../shared/languages.ts';
import { useLoaderData } from 'react-router';
import type { Store } from '../../api/answers.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { ConflictNotice } from './conflict-notice.tsx';
import { DesignToolbar } from './design-toolbar.tsx';
import { DraftContext } from './draft-context.ts';
import { EditingLanguageContext } from './editing-language.ts';
import { EditorPanel } from './editor/editor-panel.tsx';
import { pagePath } from './editor-config.ts';
import { PreviewPane } from './preview-pane.tsx';
import { useDraft } from './use-draft.ts';
import { useElementHeight } from './use-element-height.ts';
import { useWideScreen } from './use-wide-screen.ts';

/** What the Design route's loader (design-route.tsx) gives this screen. */
export type DesignData = { store: Store; previewUrl: string | null; previewProblem: string | null };

const tabClass = 'flex-1 rounded-md px-3 py-2 text-sm font-medium text-gray-900 data-hover:bg-gray-100 data-selected:bg-blue-700 data-selected:text-white';

/**
 * The Design screen: the editor beside the store's live preview on a wide screen, the two as tabs
 * on a narrow one. Every edit is a draft saved after a pause, shown by the preview without a reload.
 */
export function DesignPage() {
  const { _ } = useLingui();
  const { store: loaded, previewUrl, previewProblem } = useLoaderData() as DesignData;
  const draft = useDraft(loaded);
  const wide = useWideScreen();
  const [pageIndex, setPageIndex] = useState(0);
  const page = draft.config.pages[pageIndex];
  const [previewPath, setPreviewPath] = useState(() => pagePath(draft.config.pages[0]));
  // The language the texts are edited in (and the preview shows): the store's default at first.
  const [lang, setLang] = useState<Language>(() => (isLanguage(draft.config.settings.defaultLanguage) ? draft.config.settings.defaultLanguage : 'en'));
  const editingLanguage = useMemo(() => ({ lang, setLang }), [lang]);
  // On a wide screen the heading bar (save state, Try again, Undo, Publish, a conflict) stays in
  // view while the editor scrolls, and the preview sticks below it: a failed save is seen, and
  // retried, from the field being edited. Focus moved by keyboard is scrolled clear of the bar.
  const [bar, barHeight] = useElementHeight<HTMLDivElement>();
  useEffect(() => {
    if (!wide) return;
    const root = document.documentElement;
    root.style.scrollPaddingTop = `${barHeight + 8}px`;
    return () => {
      root.style.scrollPaddingTop = '';
    };
  }, [wide, barHeight]);

  // Ctrl/Cmd+Z undoes, with Shift (or Ctrl+Y) redoes: the draft's steps, in any field.
  const { undo, redo } = draft;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      if (document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      if (key === 'y' || event.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const selectPage = (index: number) => {
    setPageIndex(index);
    setPreviewPath(pagePath(draft.config.pages[index]));
  };

  const editor = <EditorPanel pageIndex={page ? pageIndex : 0} onSelectPage={selectPage} />;
  const preview = <PreviewPane storeName={draft.store.name} previewUrl={previewUrl} problem={previewProblem} path={previewPath} />;

  return (
    <DraftContext value={draft}>
      <EditingLanguageContext value={editingLanguage}>
      <div ref={bar} className={wide ? 'sticky top-0 z-10 -mt-2 flow-root bg-gray-50 pt-2' : undefined}>
        <PageHeading title={_('Design: {store}', { store: draft.store.name })} documentTitle={`${_('Design')} · ${draft.store.name}`}>
          <DesignToolbar />
        </PageHeading>
        <ConflictNotice />
      </div>
      {wide ? (
        <div className="grid grid-cols-[minmax(24rem,2fr)_minmax(0,3fr)] gap-4">
          <section aria-label={_('Editor')} className="min-w-0">
            {editor}
          </section>
          <section aria-label={_('Preview')} className="sticky min-w-0 self-start" style={{ top: barHeight, height: `calc(100vh - ${barHeight + 8}px)` }}>
            {preview}
          </section>
        </div>
      ) : (
        <TabGroup>
          <TabList aria-label={_('Editor or preview')} className="mb-3 flex gap-1 rounded-lg border border-gray-200 bg-white p-1">
            <Tab className={tabClass}>{_('Editor')}</Tab>
            <Tab className={tabClass}>{_('Preview')}</Tab>
          </TabList>
          <TabPanels>
            <TabPanel unmount={false}>{editor}</TabPanel>
            <TabPanel unmount={false} className="h-[calc(100vh-12rem)] min-h-[28rem]">
              {preview}
            </TabPanel>
          </TabPanels>
        </TabGroup>
      )}
      </EditingLanguageContext>
    </DraftContext>
  );
}
