import { Hono } from 'hono';
import { validJson } from '../../api/validation.ts';
import type { AppEnv } from '../../app-types.ts';
import { registryDb } from '../../db/databases.ts';
import { invalidateStorefront } from '../../tenant/registry.ts';
import { listVersions, readVersion } from '../config-versions.ts';
import { actorOf, announce, badCursor, numericCursor, pageOf, paged, storeFor } from '../operator-http.ts';
import type { StorefrontConfigDocument } from '../../../shared/schemas/storefront-config.ts';
import { InvalidStorefrontConfigError, parseStoredConfig } from '../../storefront/storefront-record.ts';
import { readForOperator, readStore, rollbackTo } from '../operator-stores.ts';
import { RollbackBody } from './operator-bodies.ts';

/** A store's numbered config versions and rollback (docs/decisions/0158-config-versions.md). */
export const versionRoutes = new Hono<AppEnv>()
  .get('/storefronts/:id/versions', async (c) => {
    const found = await storeFor(c, 'stores.read');
    if ('response' in found) return found.response;
    const page = pageOf(c);
    if ('response' in page) return page.response;
    const cursor = numericCursor(page.cursor);
    if (cursor === undefined) return badCursor(c);
    const { versions, next } = await listVersions(registryDb(c.env), found.store.id, page.limit, cursor);
    return paged(c, versions, next);
  })
  .get('/storefronts/:id/versions/:version', async (c) => {
    const found = await storeFor(c, 'stores.read');
    if ('response' in found) return found.response;
    const number = /^[1-9][0-9]{0,14}$/.test(c.req.param('version')) ? Number(c.req.param('version')) : null;
    const version = number === null ? null : await readVersion(registryDb(c.env), found.store.id, number);
    if (!version) return c.json({ message: `Store ${found.store.id} has no version ${c.req.param('version')}.` }, 404);
    const { config, ...rest } = version;
    const read = readForOperator(found.store.id, config);
    return c.json({ data: { ...rest, config: read.document, ...(read.problem ? { problems: { config: read.problem } } : {}) } });
  })
  .post('/storefronts/:id/rollback', validJson(RollbackBody), async (c) => {
    const found = await storeFor(c, 'publish');
    if ('response' in found) return found.response;
    const { version: wanted } = c.req.valid('json');
    const db = registryDb(c.env);
    const version = await readVersion(db, found.store.id, wanted);
    if (!version) return c.json({ message: `Store ${found.store.id} has no version ${wanted}.`, errors: { version: ['No such version.'] } }, 404);
    // An old version the schema refuses today cannot go live: it would take the store down.
    let config: StorefrontConfigDocument;
    try {
      config = parseStoredConfig(found.store.id, version.config);
    } catch (error) {
      if (!(error instanceof InvalidStorefrontConfigError)) throw error;
      return c.json({ message: `Version ${wanted} cannot be published: ${error.message}. Send a corrected config instead.`, errors: { version: [error.message] } }, 409);
    }
    await rollbackTo(db, found.store.id, wanted, config, actorOf(c));
    invalidateStorefront(found.store.id);
    await announce(c, found.store.id, 'published');
    return c.json({ data: await readStore(db, found.store.id) });
  });
