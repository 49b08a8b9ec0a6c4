import * as v from 'valibot';
import { CatalogImportSchema, InventoryAnswerSchema, ProductListSchema, type CatalogImport } from './answers.ts';
import { ApiError, NETWORK_ERROR, operatorCall } from './operator-client.ts';

export type ImportMode = 'merge' | 'replace';
export type ImportProgress = { step: 'checked'; writes: number } | { step: 'staging'; done: number; of: number };

const importPath = (storeId: number, mode: ImportMode, dryRun: boolean) => `/storefronts/${storeId}/catalog?mode=${mode}${dryRun ? '&dry_run=1' : ''}`;

/** The dry run of an import (docs/api.md "Catalog"): what it would change, or an ApiError with every problem by path. */
export function checkCatalog(storeId: number, mode: ImportMode, catalog: unknown): Promise<CatalogImport> {
  return operatorCall(CatalogImportSchema, importPath(storeId, mode, true), { method: 'PUT', body: catalog }).then((answer) => answer.data);
}

const ProgressLineSchema = v.union([
  v.object({ progress: v.object({ step: v.literal('checked'), writes: v.number() }) }),
  v.object({ progress: v.object({ step: v.literal('staging'), done: v.number(), of: v.number() }) }),
  v.object({ data: CatalogImportSchema.entries.data }),
  v.object({ message: v.string(), status: v.optional(v.number()) }),
]);

/**
 * The import itself, its progress reported while the server stages the rows (lines of JSON,
 * application/x-ndjson); a file with nothing to write answers plain JSON at once. A refusal
 * before the first line is an ApiError as from operatorCall.
 */
export async function importCatalog(storeId: number, mode: ImportMode, catalog: unknown, onProgress: (progress: ImportProgress) => void): Promise<CatalogImport> {
  let response: Response;
  try {
    response = await fetch(`/api/operator${importPath(storeId, mode, false)}`, {
      method: 'PUT',
      headers: { accept: 'application/x-ndjson', 'content-type': 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
      body: JSON.stringify(catalog),
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 'The Studio cannot reach the server. Check the connection and try again.');
  }
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('ndjson')) {
    // Not a stream: the refusal, or the answer of an import with nothing to write.
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const parsed = v.safeParse(CatalogImportSchema, json);
      if (parsed.success) return parsed.output.data;
      throw new ApiError(response.status, `The server's answer to the import was not understood: ${parsed.issues[0].message}`);
    }
    const body = (json ?? {}) as { message?: unknown; errors?: unknown };
    const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {};
    throw new ApiError(response.status, typeof body.message === 'string' ? body.message : `The server answered ${response.status}.`, errors);
  }
  let result: CatalogImport | null = null;
  let failure: string | null = null;
  const onLine = (line: string) => {
    if (!line.trim()) return;
    const parsed = v.safeParse(ProgressLineSchema, JSON.parse(line));
    if (!parsed.success) return;
    const message = parsed.output;
    if ('data' in message) result = message.data;
    else if ('message' in message) failure = message.message;
    else onProgress(message.progress);
  };
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
    if (chunk.value) {
      pending += decoder.decode(chunk.value, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    }
    if (chunk.done) break;
  }
  onLine(pending);
  if (failure) throw new ApiError(500, failure);
  if (!result) throw new ApiError(500, 'The server answered without a result; check the catalog before importing again.');
  return result;
}

/** A page of the store's products (GET …/products), whose name or slug contains `q` when given. */
export function listProducts(storeId: number, q: string, cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: '25', ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) });
  return operatorCall(ProductListSchema, `/storefronts/${storeId}/products?${query.toString()}`, { signal });
}

export type InventoryItem = { product: string; color: string; size: string; quantity?: number; price?: number };

/** Stock and prices of sizes (PATCH …/inventory): all or nothing, errors by `items.N.field`. */
export function updateInventory(storeId: number, items: InventoryItem[]) {
  return operatorCall(InventoryAnswerSchema, `/storefronts/${storeId}/inventory`, { method: 'PATCH', body: { items } }).then((answer) => answer.data);
}
