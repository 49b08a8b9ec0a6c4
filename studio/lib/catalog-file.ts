import { catalogFromCsv } from '../../shared/catalog/catalog-csv.ts';

/**
 * A file chosen for a catalog import, ready to send: JSON as it is, CSV converted in the browser
 * by the CLI's own code (shared/catalog/catalog-csv.ts), with the row each API error path came from.
 */
export type CatalogFile =
  | { ok: true; format: 'json' | 'csv'; catalog: unknown; rowOf: (path: string) => number | null }
  | { ok: false; format: 'csv'; problems: string[] }
  | { ok: false; format: 'json'; invalidJson: string };

export const isCsvName = (name: string) => name.toLowerCase().endsWith('.csv');

export function prepareCatalogFile(name: string, text: string): CatalogFile {
  if (isCsvName(name)) {
    const converted = catalogFromCsv(text);
    if ('problems' in converted) return { ok: false, format: 'csv', problems: converted.problems };
    return { ok: true, format: 'csv', catalog: converted.catalog, rowOf: converted.rowOf };
  }
  try {
    return { ok: true, format: 'json', catalog: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown, rowOf: () => null };
  } catch (error) {
    return { ok: false, format: 'json', invalidJson: (error as Error).message };
  }
}

export type RowError = { row: number | null; path: string; messages: string[] };

/** The API's errors by path as rows of the file (CSV rows in order; paths without a row last). */
export function rowErrors(fieldErrors: Record<string, string[]>, rowOf: (path: string) => number | null): RowError[] {
  return Object.entries(fieldErrors)
    .map(([path, messages]) => ({ row: rowOf(path), path, messages }))
    .sort((a, b) => (a.row ?? Number.MAX_SAFE_INTEGER) - (b.row ?? Number.MAX_SAFE_INTEGER));
}
