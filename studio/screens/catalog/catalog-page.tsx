import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { CatalogImport, Store } from '../../api/answers.ts';
import { checkCatalog, importCatalog, type ImportMode, type ImportProgress } from '../../api/catalog-api.ts';
import { ApiError } from '../../api/operator-client.ts';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { Notice } from '../../components/notice.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { prepareCatalogFile, rowErrors, type CatalogFile, type RowError } from '../../lib/catalog-file.ts';
import { ImportCounts } from './import-counts.tsx';
import { ProductsSection } from './products-section.tsx';

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'checked'; result: CatalogImport }
  | { kind: 'refused'; message: string; errors: RowError[] }
  | { kind: 'applying'; progress: ImportProgress | null }
  | { kind: 'applied'; result: CatalogImport }
  | { kind: 'failed'; message: string };

const changes = (result: CatalogImport) =>
  [result.created, result.updated, result.archived].reduce((sum, counts) => sum + Object.values(counts).reduce((a, b) => a + b, 0), 0);

/**
 * A store's catalog import (docs/api.md "Catalog"): a JSON or CSV file, its dry run and report
 * first, then the import itself once the person confirms, with its progress and counts.
 */
export function CatalogPage() {
  const { _ } = useLingui();
  const { store } = useLoaderData() as { store: Store };
  const fileId = useId();
  const [file, setFile] = useState<{ name: string; prepared: CatalogFile } | null>(null);
  const [reading, setReading] = useState(false);
  const [mode, setMode] = useState<ImportMode>('merge');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [confirming, setConfirming] = useState(false);
  // Bumped after an import, so the product list shows what it changed.
  const [refresh, setRefresh] = useState(0);
  const busy = phase.kind === 'checking' || phase.kind === 'applying';
  // A report, a refusal or the progress takes focus when it appears, so the keyboard goes on from there.
  const report = useRef<HTMLDivElement>(null);
  const shown = phase.kind === 'checking' || phase.kind === 'idle' ? null : phase.kind;
  useEffect(() => {
    if (shown) report.current?.focus({ preventScroll: false });
  }, [shown]);

  const refusal = (error: unknown, rowOf: (path: string) => number | null): Phase =>
    error instanceof ApiError
      ? Object.keys(error.fieldErrors).length > 0
        ? { kind: 'refused', message: error.message, errors: rowErrors(error.fieldErrors, rowOf) }
        : { kind: 'failed', message: error.message }
      : { kind: 'failed', message: _('Something went wrong. Try again.') };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setPhase({ kind: 'idle' });
    if (!chosen) {
      setFile(null);
      return;
    }
    setReading(true);
    try {
      setFile({ name: chosen.name, prepared: prepareCatalogFile(chosen.name, await chosen.text()) });
    } finally {
      setReading(false);
    }
  };
  const chooseMode = (next: ImportMode) => {
    setMode(next);
    if (phase.kind !== 'applying') setPhase({ kind: 'idle' });
  };
  const check = async () => {
    if (!file?.prepared.ok) return;
    const { catalog, rowOf } = file.prepared;
    setPhase({ kind: 'checking' });
    try {
      setPhase({ kind: 'checked', result: await checkCatalog(store.id, mode, catalog) });
    } catch (error) {
      setPhase(refusal(error, rowOf));
    }
  };
  const apply = async () => {
    if (!file?.prepared.ok) return;
    const { catalog, rowOf } = file.prepared;
    setPhase({ kind: 'applying', progress: null });
    try {
      const result = await importCatalog(store.id, mode, catalog, (progress) => setPhase({ kind: 'applying', progress }));
      setPhase({ kind: 'applied', result });
      setRefresh((count) => count + 1);
    } catch (error) {
      setPhase(refusal(error, rowOf));
    }
  };

  const prepared = file?.prepared;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={_('Catalog: {store}', { store: store.name })} documentTitle={`${_('Catalog')} · ${store.name}`}>
        <Link to="/" className="inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium text-blue-900 hover:bg-blue-50">
          {_('Back to the stores')}
        </Link>
      </PageHeading>

      <section aria-labelledby={`${fileId}-heading`} className="space-y-4 rounded-lg border border-gray-200 bg-white p-3 sm:p-4">
        <h2 id={`${fileId}-heading`} className="text-lg font-semibold text-gray-900">
          {_('Import a catalog')}
        </h2>
        <p className="text-sm text-gray-800">
          {_('Choose a catalog as JSON (as the export writes it) or as CSV (one row per size). The Studio checks it first; nothing changes until you apply it.')}
        </p>
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-gray-900">
            {_('Catalog file (JSON or CSV)')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            disabled={busy}
            onChange={(event) => void choose(event)}
            className="mt-1 block w-full text-sm text-gray-900 file:mr-3 file:min-h-10 file:rounded-md file:border file:border-gray-400 file:bg-white file:px-4 file:py-2 file:text-sm file:font-medium file:text-gray-900 hover:file:bg-gray-100"
          />
        </div>

        <fieldset disabled={busy}>
          <legend className="text-sm font-medium text-gray-900">{_('How to import')}</legend>
          <div className="mt-1 space-y-2">
            <label className="flex items-start gap-2 text-sm">
              <input type="radio" name="mode" value="merge" checked={mode === 'merge'} onChange={() => chooseMode('merge')} className="mt-1 size-4" />
              <span>
                <span className="font-medium text-gray-900">{_('Merge')}</span>
                <span className="block text-gray-800">{_('Creates and updates what the file names; everything else stays as it is.')}</span>
              </span>
            </label>
            <label className="flex items-start gap-2 text-sm">
              <input type="radio" name="mode" value="replace" checked={mode === 'replace'} onChange={() => chooseMode('replace')} className="mt-1 size-4" />
              <span>
                <span className="font-medium text-gray-900">{_('Replace')}</span>
                <span className="block text-gray-800">{_('Also archives every product the file leaves out: shoppers no longer see it.')}</span>
              </span>
            </label>
          </div>
        </fieldset>
        {mode === 'replace' && (
          <Notice tone="warning">
            {_('Replace takes every product that is not in the file off the store, discontinues the colours the file leaves out and sets the sizes it leaves out to 0 in stock. Nothing is deleted, and importing a product again puts it back on sale.')}
          </Notice>
        )}

        {reading && (
          <p className="flex items-center gap-2 text-sm text-gray-800">
            <Spinner /> {_('Reading the file…')}
          </p>
        )}
        {prepared && !prepared.ok && (
          <Notice tone="error" role="alert">
            {prepared.format === 'json' ? (
              <p>{_('{file} is not valid JSON: {reason}', { file: file.name, reason: prepared.invalidJson })}</p>
            ) : (
              <>
                <p className="font-medium">{_('{file} cannot be imported; nothing was sent:', { file: file.name })}</p>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {prepared.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </>
            )}
          </Notice>
        )}
        {prepared?.ok && (
          <div className="flex flex-wrap items-center gap-2">
            <Button variant={phase.kind === 'checked' ? 'secondary' : 'primary'} onClick={() => void check()} busy={phase.kind === 'checking'} disabled={busy}>
              {_('Check the file (dry run)')}
            </Button>
          </div>
        )}
      </section>

      <div ref={report} tabIndex={-1}>
        {phase.kind === 'refused' && (
          <section className="mt-4" aria-label={_('Problems')}>
            <Notice tone="error" role="alert">
              <p className="font-medium">{_('The catalog was refused; nothing was changed.')}</p>
              <ul className="mt-2 space-y-1">
                {phase.errors.map((error) => (
                  <li key={error.path}>
                    <span className="font-medium">{error.row !== null ? _('Row {row}', { row: error.row }) : error.path}</span>
                    {error.row !== null && <span className="font-mono text-xs text-red-800"> ({error.path})</span>}: {error.messages.join(' ')}
                  </li>
                ))}
              </ul>
            </Notice>
          </section>
        )}
        {phase.kind === 'failed' && (
          <Notice tone="error" role="alert" className="mt-4">
            {phase.message}
          </Notice>
        )}

        {phase.kind === 'checked' && (
          <section className="mt-4 space-y-3 rounded-lg border border-gray-200 bg-white p-3 sm:p-4" aria-label={_('Dry run')}>
            <Notice tone="info" role="status">
              {changes(phase.result) === 0
                ? _('Dry run: the file matches the store already; importing it would change nothing.')
                : mode === 'replace'
                  ? _('Dry run: nothing was changed yet. Replacing the catalog with this file would do this:')
                  : _('Dry run: nothing was changed yet. Merging this file would do this:')}
            </Notice>
            <ImportCounts result={phase.result} caption={_('What the import would change')} />
            {changes(phase.result) > 0 && (
              <Button variant={mode === 'replace' ? 'danger' : 'primary'} onClick={() => setConfirming(true)}>
                {mode === 'replace' ? _('Apply: replace the catalog') : _('Apply: merge into the catalog')}
              </Button>
            )}
          </section>
        )}

        {phase.kind === 'applying' && (
          <section className="mt-4 space-y-2 rounded-lg border border-gray-200 bg-white p-3 sm:p-4" aria-label={_('Import')}>
            <p role="status" className="flex items-center gap-2 text-sm text-gray-900">
              <Spinner />
              {phase.progress === null
                ? _('Sending the file; the server checks every row first…')
                : phase.progress.step === 'checked'
                  ? _('Checked: {count} rows to write.', { count: phase.progress.writes })
                  : _('Writing {done} of {of}…', { done: phase.progress.done, of: phase.progress.of })}
            </p>
            <progress
              className="h-2 w-full"
              aria-label={_('Import progress')}
              {...(phase.progress?.step === 'staging' ? { value: phase.progress.done, max: Math.max(phase.progress.of, 1) } : {})}
            />
          </section>
        )}

        {phase.kind === 'applied' && (
          <section className="mt-4 space-y-3 rounded-lg border border-gray-200 bg-white p-3 sm:p-4" aria-label={_('Import')}>
            <Notice tone="success" role="status">
              {_('The catalog is imported. Shoppers see the changes now.')}
            </Notice>
            <ImportCounts result={phase.result} caption={_('What the import changed')} />
          </section>
        )}

      </div>

      <ProductsSection storeId={store.id} refresh={refresh} />

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={mode === 'replace' ? _('Replace the catalog of {store}?', { store: store.name }) : _('Merge this file into the catalog of {store}?', { store: store.name })}
        confirmLabel={mode === 'replace' ? _('Replace the catalog') : _('Merge')}
        danger={mode === 'replace'}
        onConfirm={() => {
          void apply();
          return Promise.resolve();
        }}
      >
        <p>{_('Shoppers see the changes as soon as the import is done.')}</p>
        {mode === 'replace' && (
          <p className="font-medium text-red-900">{_('Every product that is not in the file is taken off the store.')}</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
