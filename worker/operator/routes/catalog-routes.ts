import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../app-types.ts';
import { registryDb, storeDb } from '../../db/databases.ts';
import { auditStatement } from '../audit-log.ts';
import type { Problems } from '../catalog/catalog-checks.ts';
import { catalogDocument } from '../catalog/catalog-records.ts';
import { MAX_PROBLEMS, prepareImport } from '../catalog/import-catalog.ts';
import { InventoryBody, inventoryStatements, planInventory } from '../catalog/inventory.ts';
import { readStoreCatalog, storedRecords } from '../catalog/read-store-catalog.ts';
import { listProducts } from '../catalog/product-list.ts';
import { actorOf, badCursor, numericCursor, pageOf, paged, storeFor } from '../operator-http.ts';

const Flag = v.optional(v.picklist(['1', 'true', '0', 'false'], 'must be 1 or 0.'), '0');
const ImportQuery = v.object({ mode: v.optional(v.picklist(['merge', 'replace'], 'must be merge or replace.'), 'merge'), dry_run: Flag });
const InventoryQuery = v.object({ skip_unknown: Flag });
const on = (flag: string) => flag === '1' || flag === 'true';

function queryOf<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): v.InferOutput<S> | { response: Response } {
  const parsed = v.safeParse(schema, Object.fromEntries(new URL(c.req.url).searchParams));
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const path = v.getDotPath(issue) ?? 'query';
  return { response: c.json({ message: `${path} ${issue.message}`, errors: { [path]: [issue.message] } }, 400) };
}

/** The 400 of a refused file or list: every problem by path (the first MAX_PROBLEMS), and how many. */
function problemsAnswer(c: Context<AppEnv>, problems: Problems, what: string): Response {
  const paths = Object.keys(problems);
  const count = paths.reduce((sum, path) => sum + problems[path]!.length, 0);
  const first = paths[0]!;
  const message = `${count === 1 ? 'One problem' : `${count} problems`} in the ${what}; nothing was changed. ${first}: ${problems[first]![0]}`;
  const errors = Object.fromEntries(paths.slice(0, MAX_PROBLEMS).map((path) => [path, problems[path]!]));
  return c.json({ message, errors, error_count: count }, 400);
}

async function jsonBody(c: Context<AppEnv>): Promise<{ body: unknown } | { response: Response }> {
  try {
    return { body: await c.req.json() };
  } catch {
    const message = 'The body must be JSON (Content-Type: application/json).';
    return { response: c.json({ message, errors: { body: [message] } }, 400) };
  }
}

/**
 * A store's catalog: import (PUT), export (GET), its products listed and
 * searched (GET …/products), stock and prices (PATCH …/inventory). Every
 * table written is in the store's own database (storeDb); its audit entry goes to the registry
 * right after the change (docs/decisions/0235-store-databases.md). docs/api.md "Catalog", ADR 0190.
 */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/storefronts/:id/products', async (c) => {
    const found = await storeFor(c, 'catalog');
    if ('response' in found) return found.response;
    const page = pageOf(c);
    if ('response' in page) return page.response;
    const cursor = numericCursor(page.cursor);
    if (cursor === undefined) return badCursor(c);
    const q = (c.req.query('q') ?? '').trim().slice(0, 200) || null;
    const { products, next } = await listProducts(storeDb(c.env, found.store), found.store.id, q, page.limit, cursor);
    return paged(c, products, next);
  })
  .get('/storefronts/:id/catalog', async (c) => {
    const found = await storeFor(c, 'catalog');
    if ('response' in found) return found.response;
    const stored = await readStoreCatalog(storeDb(c.env, found.store), found.store.id);
    return c.json({ data: catalogDocument(storedRecords(stored)) });
  })
  .put('/storefronts/:id/catalog', async (c) => {
    const found = await storeFor(c, 'catalog');
    if ('response' in found) return found.response;
    const query = queryOf(c, ImportQuery);
    if ('response' in query) return query.response;
    const body = await jsonBody(c);
    if ('response' in body) return body.response;
    const id = found.store.id;
    const dryRun = on(query.dry_run);
    const outcome = await prepareImport(storeDb(c.env, found.store), id, body.body, query.mode);
    if (!outcome.ok) return problemsAnswer(c, outcome.problems, 'catalog');
    const data = { mode: query.mode, dry_run: dryRun, ...outcome.counts };
    if (dryRun || outcome.writes === 0) return c.json({ data });

    const actor = actorOf(c);
    const audit = (totals: Record<string, unknown>) => auditStatement(registryDb(c.env), actor, 'catalog.import', id, { mode: query.mode, ...totals });
    const failed = (error: unknown) => {
      console.error(`Catalog import of store ${id} failed`, error);
      return { message: `The import could not be written, and nothing was changed: ${error instanceof Error ? error.message : String(error)}` };
    };
    // A client that asks for progress gets it as lines of JSON while the rows are staged; the
    // file was checked already, so the answer's status (200) is known before the first line.
    if ((c.req.header('accept') ?? '').includes('application/x-ndjson')) {
      const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
      const writer = writable.getWriter();
      const line = (value: unknown) => writer.write(new TextEncoder().encode(`${JSON.stringify(value)}\n`));
      const work = (async () => {
        await line({ progress: { step: 'checked', writes: outcome.writes } });
        try {
          await outcome.apply(audit, (step) => void line({ progress: { step: 'staging', done: step.staged, of: step.of } }));
          await line({ data });
        } catch (error) {
          await line({ ...failed(error), status: 500 });
        } finally {
          await writer.close();
        }
      })();
      try {
        c.executionCtx.waitUntil(work);
      } catch {
        // No execution context (an in-process call): the stream keeps the work going.
      }
      return c.body(readable, 200, { 'content-type': 'application/x-ndjson; charset=utf-8' });
    }
    try {
      await outcome.apply(audit);
    } catch (error) {
      return c.json(failed(error), 500);
    }
    return c.json({ data });
  })
  .patch('/storefronts/:id/inventory', async (c) => {
    const found = await storeFor(c, 'catalog');
    if ('response' in found) return found.response;
    const query = queryOf(c, InventoryQuery);
    if ('response' in query) return query.response;
    const body = await jsonBody(c);
    if ('response' in body) return body.response;
    const parsed = v.safeParse(InventoryBody, body.body);
    if (!parsed.success) {
      const problems: Problems = {};
      for (const issue of parsed.issues) (problems[v.getDotPath(issue) ?? 'body'] ??= []).push(issue.message);
      return problemsAnswer(c, problems, 'inventory');
    }
    const id = found.store.id;
    const db = storeDb(c.env, found.store);
    const plan = await planInventory(db, id, parsed.output.items);
    const unknown = Object.keys(plan.unknown).length;
    if (unknown > 0 && !on(query.skip_unknown)) return problemsAnswer(c, plan.unknown, 'inventory');
    if (plan.changes.length > 0) {
      await db.batch(inventoryStatements(db, id, plan.changes));
      await auditStatement(registryDb(c.env), actorOf(c), 'catalog.inventory', id, { updated: plan.updated, unchanged: plan.unchanged, ...(unknown ? { skipped: unknown } : {}) }).run();
    }
    return c.json({ data: { updated: plan.updated, unchanged: plan.unchanged, ...(on(query.skip_unknown) ? { skipped: unknown, unknown: plan.unknown } : {}) } });
  });
