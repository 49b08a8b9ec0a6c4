// The CLI's catalog commands: catalog import/export, inventory, media (docs/operating.md).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { catalogFromCsv, catalogToCsv, inventoryFromCsv } from '../../shared/catalog/catalog-csv.ts';
import { CliError, positiveInteger, readTextFile, type Io, type OperatorClient } from './operator-client.ts';

export type CatalogOptions = {
  replace?: boolean | undefined;
  'dry-run'?: boolean | undefined;
  csv?: boolean | undefined;
  'skip-unknown'?: boolean | undefined;
  name?: string | undefined;
};

type Counts = Record<string, number>;
type ImportData = { mode: string; dry_run: boolean; created: Counts; updated: Counts; archived: Counts; unchanged: Counts };

const MEDIA_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.gif': 'image/gif' };

const storeIdOf = (value: string | undefined, example: string) => positiveInteger(value, 'a store id', example);
const err = (io: Io) => io.err ?? io.out;

/** "categories 4, products 3" (kinds with a count only), or "-". */
const countsLine = (counts: Counts) => Object.entries(counts).filter(([, n]) => n > 0).map(([kind, n]) => `${kind.replaceAll('_', ' ')} ${n}`).join(', ') || '-';

export function importSummary(id: number, data: ImportData): string[] {
  return [
    data.dry_run ? `Dry run (${data.mode}): nothing was written. Store ${id} would change like this:` : `Imported into store ${id} (${data.mode}):`,
    `  created    ${countsLine(data.created)}`,
    `  updated    ${countsLine(data.updated)}`,
    `  archived   ${countsLine(data.archived)}`,
    `  unchanged  ${countsLine(data.unchanged)}`,
  ];
}

/** The catalog of FILE: JSON as it is, or CSV (by its .csv name) converted, with its rows for errors. */
async function catalogOf(file: string): Promise<{ body: string; fieldRow?: (path: string) => number | null }> {
  const text = await readTextFile(file);
  if (!file.toLowerCase().endsWith('.csv')) {
    try {
      JSON.parse(text);
    } catch (error) {
      throw new CliError(`${file} is not valid JSON: ${(error as Error).message} (a CSV file must be named *.csv).`);
    }
    return { body: text };
  }
  const converted = catalogFromCsv(text);
  if ('problems' in converted) throw new CliError([`${file} has ${converted.problems.length} problem(s); nothing was sent:`, ...converted.problems.map((p) => `  ${p}`)].join('\n'));
  return { body: JSON.stringify(converted.catalog), fieldRow: converted.rowOf };
}

/** PUT …/catalog with progress lines (application/x-ndjson) shown while the server writes. */
async function importCatalog(id: number, file: string, options: CatalogOptions, api: OperatorClient, io: Io): Promise<void> {
  const { body, fieldRow } = await catalogOf(file);
  const query = `?mode=${options.replace ? 'replace' : 'merge'}${options['dry-run'] ? '&dry_run=1' : ''}`;
  err(io)(`Sending ${(body.length / 1_048_576).toFixed(1)} MiB to store ${id}; the server checks every row first…`);
  const started = Date.now();
  const response = await api.send('PUT', `/storefronts/${id}/catalog${query}`, {
    body,
    headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
    ...(fieldRow ? { fieldRow } : {}),
  });
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  let data: ImportData | null = null;
  let failure: string | null = null;
  let shown = 0;
  const onLine = (line: string) => {
    if (!line.trim()) return;
    const message = JSON.parse(line) as { progress?: { step: string; writes?: number; done?: number; of?: number }; data?: ImportData; message?: string };
    if (message.data) data = message.data;
    else if (message.message) failure = message.message;
    else if (message.progress?.step === 'checked') err(io)(`Checked (${seconds()}): ${message.progress.writes} rows to write.`);
    else if (message.progress?.step === 'staging' && (Date.now() - shown > 1000 || message.progress.done === message.progress.of)) {
      shown = Date.now();
      err(io)(`Staging ${message.progress.done}/${message.progress.of} (${seconds()})…`);
    }
  };
  // A plain JSON answer (a dry run, nothing to write) or lines of progress ending with the result.
  const reader = response.body?.getReader();
  let pending = '';
  const decoder = new TextDecoder();
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true, value: undefined };
    if (chunk.value) {
      pending += decoder.decode(chunk.value, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    }
    if (chunk.done) break;
  }
  onLine(pending);
  if (failure) throw new CliError(`Error: ${failure}`);
  if (!data) throw new CliError('The server answered without a result; check the store before importing again.');
  for (const line of importSummary(id, data)) io.out(line);
  err(io)(`Done in ${seconds()}.`);
}

export async function runCatalogCommand(command: string, args: string[], options: CatalogOptions, api: OperatorClient, io: Io): Promise<boolean> {
  switch (command) {
    case 'catalog': {
      const [action, rawId, file] = args;
      if (action === 'import') {
        const id = storeIdOf(rawId, 'catalog import 7 catalog.csv');
        if (!file) throw new CliError('catalog import needs a FILE (JSON, or CSV named *.csv), e.g. "catalog import 7 catalog.csv".');
        await importCatalog(id, file, options, api, io);
        return true;
      }
      if (action === 'export') {
        const id = storeIdOf(rawId, 'catalog export 7 > catalog.json');
        const document = await api.call<Parameters<typeof catalogToCsv>[0]>('GET', `/storefronts/${id}/catalog`);
        io.out(options.csv ? catalogToCsv(document).trimEnd() : JSON.stringify(document, null, 2));
        return true;
      }
      throw new CliError('catalog needs import or export: "catalog import ID FILE [--replace] [--dry-run]", "catalog export ID [--csv]".');
    }
    case 'inventory': {
      const [rawId, file] = args;
      const id = storeIdOf(rawId, 'inventory 7 stock.csv');
      if (!file) throw new CliError('inventory needs a CSV file with product, colour, size and quantity and/or price, e.g. "inventory 7 stock.csv".');
      const converted = inventoryFromCsv(await readTextFile(file));
      if ('problems' in converted) throw new CliError([`${file} has problems; nothing was sent:`, ...converted.problems.map((p) => `  ${p}`)].join('\n'));
      const response = await api.send('PATCH', `/storefronts/${id}/inventory${options['skip-unknown'] ? '?skip_unknown=1' : ''}`, {
        body: JSON.stringify({ items: converted.items }),
        headers: { 'content-type': 'application/json' },
        fieldRow: converted.rowOf,
      });
      const { data } = (await response.json()) as { data: { updated: number; unchanged: number; skipped?: number; unknown?: Record<string, string[]> } };
      io.out(`Store ${id}: ${data.updated} sizes updated, ${data.unchanged} unchanged${data.skipped ? `, ${data.skipped} rows skipped:` : '.'}`);
      for (const [field, messages] of Object.entries(data.unknown ?? {})) io.out(`  row ${converted.rowOf(field)} (${field}): ${messages.join(' ')}`);
      return true;
    }
    case 'media': {
      const [action, rawId, target] = args;
      const id = storeIdOf(rawId, 'media put 7 banner.png');
      if (action === 'put') {
        if (!target) throw new CliError('media put needs a FILE, e.g. "media put 7 banner.png [--name summer-banner]".');
        const type = MEDIA_TYPES[path.extname(target).toLowerCase()];
        if (!type) throw new CliError(`${target}: media must be ${Object.keys(MEDIA_TYPES).join(', ')} (SVG is not accepted).`);
        let bytes: Buffer;
        try {
          bytes = await readFile(target);
        } catch {
          throw new CliError(`Cannot read ${target}.`);
        }
        const name = options.name ?? path.basename(target, path.extname(target)).replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^[-_]+/, '').slice(0, 60);
        const response = await api.send('PUT', `/storefronts/${id}/media/${encodeURIComponent(name)}`, { body: new Uint8Array(bytes), headers: { 'content-type': type } });
        const { data } = (await response.json()) as { data: { path: string; bytes: number } };
        io.out(data.path);
        err(io)(`${response.status === 201 ? 'Uploaded' : 'Already there'}: ${data.bytes} bytes. Point the config or the catalog at ${data.path}.`);
        return true;
      }
      if (action === 'list') {
        for (const file of await api.all<{ path: string; content_type: string; bytes: number; uploaded_at: string }>(`/storefronts/${id}/media?`)) {
          io.out(`${file.path}  ${file.content_type}  ${file.bytes} bytes  ${file.uploaded_at}`);
        }
        return true;
      }
      if (action === 'delete') {
        if (!target) throw new CliError('media delete needs the file, e.g. "media delete 7 /media/7/banner-0123456789abcdef.png".');
        await api.call('DELETE', `/storefronts/${id}/media/${target.replace(new RegExp(`^/?media/${id}/`), '')}`);
        io.out(`Removed ${target}.`);
        return true;
      }
      throw new CliError('media needs put, list or delete.');
    }
    default:
      return false;
  }
}
