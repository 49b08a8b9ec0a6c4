import * as v from 'valibot';
import { crossProblems, addProblem, type ImportMode, type Problems } from './catalog-checks.ts';
import { CatalogDocumentSchema } from './catalog-document.ts';
import { catalogRecords } from './catalog-records.ts';
import { planImport, KINDS, type ImportCounts } from './import-plan.ts';
import { stageAndSwitch, type SwitchProgress } from './import-switch.ts';
import { readStoreCatalog, type StoredCatalog } from './read-store-catalog.ts';

/**
 * A catalog import from start to end (docs/decisions/0190-catalog-import-staged-switch.md):
 * read the store's catalog, check the whole file (every problem, by path), plan what differs,
 * then (unless a dry run, or nothing differs) stage it and switch it live in one batch.
 */
export type ImportOutcome =
  | { ok: false; problems: Problems }
  | { ok: true; counts: ImportCounts; writes: number; apply: (audit: (totals: Record<string, unknown>) => D1PreparedStatement, onProgress?: SwitchProgress) => Promise<void> };

/** At most this many problem paths are answered (the count says how many there were). */
export const MAX_PROBLEMS = 1_000;

function storeKeys(stored: StoredCatalog, storefrontId: number, mode: ImportMode) {
  return {
    storefrontId,
    mode,
    categories: new Map(stored.categories.map((c) => [c.slug, c.parent])),
    brands: new Set(stored.brands),
    warehouses: new Set(stored.warehouses.map((w) => w.key)),
    decorationMethods: new Set(stored.decoration_methods),
    products: new Map(stored.products.map((p) => [p.slug, { is_gift_card: p.is_gift_card, warehouse: p.warehouse, allow_custom_amount: p.allow_custom_amount }])),
  };
}

/** Every problem of the file: the schema's (each value) and the checks across rows. */
export function documentProblems(body: unknown, stored: StoredCatalog, storefrontId: number, mode: ImportMode): { problems: Problems; parsed: v.InferOutput<typeof CatalogDocumentSchema> | null } {
  // valibot's objects take arrays too; a catalog is a JSON object.
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { problems: { catalog: ['must be an object.'] }, parsed: null };
  const parsed = v.safeParse(CatalogDocumentSchema, body);
  const problems: Problems = {};
  if (!parsed.success) {
    for (const issue of parsed.issues) addProblem(problems, v.getDotPath(issue) ?? 'catalog', issue.message);
  }
  for (const [path, messages] of Object.entries(crossProblems(body, storeKeys(stored, storefrontId, mode)))) {
    for (const message of messages) addProblem(problems, path, message);
  }
  return { problems, parsed: parsed.success ? parsed.output : null };
}

/** Sums of each state over every kind, for the audit entry. */
export function totals(counts: ImportCounts): Record<string, Record<string, number>> {
  return Object.fromEntries(
    Object.entries(counts).map(([state, byKind]) => [state, Object.fromEntries(KINDS.filter((kind) => byKind[kind] > 0).map((kind) => [kind, byKind[kind]]))]),
  );
}

export async function prepareImport(db: D1Database, storefrontId: number, body: unknown, mode: ImportMode): Promise<ImportOutcome> {
  const stored = await readStoreCatalog(db, storefrontId);
  const { problems, parsed } = documentProblems(body, stored, storefrontId, mode);
  if (Object.keys(problems).length > 0 || !parsed) return { ok: false, problems };
  const plan = planImport(catalogRecords(parsed, stored), stored, mode);
  return {
    ok: true,
    counts: plan.counts,
    writes: plan.writes,
    apply: (audit, onProgress) => stageAndSwitch(db, storefrontId, plan.staged, [audit(totals(plan.counts))], onProgress),
  };
}
