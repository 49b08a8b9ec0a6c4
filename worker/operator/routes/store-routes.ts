import { Hono, type Context } from 'hono';
import { validJson } from '../../api/validation.ts';
import type { AppEnv } from '../../app-types.ts';
import { registryDb, storeDatabases } from '../../db/databases.ts';
import { PREVIEW_PATH } from '../../preview/preview-mode.ts';
import { PREVIEW_LINK_TTL_SECONDS, previewSecret, signPreviewToken } from '../../preview/preview-token.ts';
import { forgetHostnames, invalidateStorefront } from '../../tenant/registry.ts';
import { refuseForMedia } from '../media/media-refs.ts';
import { leastFilledDatabase } from '../store-placement.ts';
import { operatorOf, refuseWithout } from '../operator-auth.ts';
import { actorOf, announce, badCursor, expectedVersion, numericCursor, pageOf, paged, staleAnswer, storeFor, storeNotFound } from '../operator-http.ts';
import {
  createStore,
  isUniqueViolation,
  listStores,
  previewHostname,
  publishDraft,
  readStore,
  replaceHostnames,
  saveDraft,
  takenHostnames,
  updateStore,
} from '../operator-stores.ts';
import { ConfigBody, CreateStoreBody, HostnamesBody, UpdateStoreBody } from './operator-bodies.ts';
import { MAX_STORE_ID } from '../../db/store-row-id.ts';

function hostnameConflict(c: Context<AppEnv>, taken: string[]) {
  const message = `${taken.length === 1 ? 'Hostname' : 'Hostnames'} already used by another store: ${taken.join(', ')}.`;
  return c.json({ message, errors: { hostnames: [message] } }, 409);
}

/** The preview link of a store: on `hostname`, with the scheme and port the operator used. */
async function previewUrl(c: Context<AppEnv>, storefrontId: number, hostname: string): Promise<string | null> {
  const secret = previewSecret(c.env);
  if (!secret) return null;
  const expiresAt = Math.floor(Date.now() / 1000) + PREVIEW_LINK_TTL_SECONDS;
  const token = await signPreviewToken(secret, storefrontId, expiresAt);
  const origin = new URL(c.req.url);
  const url = new URL(`${origin.protocol}//${hostname}${origin.port ? `:${origin.port}` : ''}${PREVIEW_PATH}`);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Stores, their hostnames, drafts and publishing. Every write bumps the store's registry version,
 * so every isolate drops that store (and only it) within seconds (docs/decisions/0160-per-store-caches.md).
 */
export const storeRoutes = new Hono<AppEnv>()
  .get('/storefronts', async (c) => {
    const refused = refuseWithout(c, 'stores.list');
    if (refused) return refused;
    const page = pageOf(c, 100);
    if ('response' in page) return page.response;
    const cursor = numericCursor(page.cursor);
    if (cursor === undefined) return badCursor(c);
    const { stores, next } = await listStores(registryDb(c.env), operatorOf(c).storefrontIds, page.limit, cursor);
    return paged(c, stores, next);
  })
  .get('/storefronts/:id', async (c) => {
    const found = await storeFor(c, 'stores.read');
    return 'response' in found ? found.response : c.json({ data: found.store });
  })
  .post('/storefronts', validJson(CreateStoreBody), async (c) => {
    const refused = refuseWithout(c, 'stores.create');
    if (refused) return refused;
    const body = c.req.valid('json');
    const pictures = refuseForMedia(c, body.config, null);
    if (pictures) return pictures;
    const db = registryDb(c.env);
    const taken = await takenHostnames(db, body.hostnames, null);
    if (taken.length > 0) return hostnameConflict(c, taken);
    const bound = storeDatabases(c.env).length;
    if (body.database !== undefined && body.database >= bound) {
      const message = `database must be a store database from 0 to ${bound - 1}.`;
      return c.json({ message, errors: { database: [message] } }, 400);
    }
    // Every id a store's rows take lies in its range (ADR 0308): past the last range no store can write.
    const last = await db.prepare('SELECT MAX(id) AS n FROM storefronts').first<{ n: number | null }>();
    if ((last?.n ?? 0) >= MAX_STORE_ID) {
      return c.json({ message: `This deployment holds the most stores its row ids allow (${MAX_STORE_ID}); see docs/scaling.md.` }, 507);
    }
    const database = body.database ?? (await leastFilledDatabase(c.env));
    let id: number;
    try {
      id = await createStore(db, { ...body, database }, actorOf(c));
    } catch (error) {
      if (isUniqueViolation(error)) return hostnameConflict(c, await takenHostnames(db, body.hostnames, null));
      throw error;
    }
    forgetHostnames(body.hostnames);
    return c.json({ data: await readStore(db, id) }, 201);
  })
  .put('/storefronts/:id', validJson(UpdateStoreBody), async (c) => {
    const found = await storeFor(c, 'stores.write');
    if ('response' in found) return found.response;
    const guard = expectedVersion(c, 'config');
    if ('response' in guard) return guard.response;
    const id = found.store.id;
    const pictures = refuseForMedia(c, c.req.valid('json').config, id);
    if (pictures) return pictures;
    if (!(await updateStore(registryDb(c.env), id, c.req.valid('json'), guard.expected, actorOf(c)))) {
      return guard.expected ? staleAnswer(c, id, guard.expected) : storeNotFound(c);
    }
    invalidateStorefront(id);
    return c.json({ data: await readStore(registryDb(c.env), id) });
  })
  .put('/storefronts/:id/hostnames', validJson(HostnamesBody), async (c) => {
    const found = await storeFor(c, 'stores.write');
    if ('response' in found) return found.response;
    const id = found.store.id;
    const db = registryDb(c.env);
    const { hostnames, primary } = c.req.valid('json');
    const taken = await takenHostnames(db, hostnames, id);
    if (taken.length > 0) return hostnameConflict(c, taken);
    try {
      await replaceHostnames(db, id, hostnames, primary, actorOf(c));
    } catch (error) {
      if (isUniqueViolation(error)) return hostnameConflict(c, await takenHostnames(db, hostnames, id));
      throw error;
    }
    invalidateStorefront(id);
    forgetHostnames([...hostnames, ...found.store.hostnames]);
    return c.json({ data: await readStore(db, id) });
  })
  .put('/storefronts/:id/preview', validJson(ConfigBody), async (c) => {
    const found = await storeFor(c, 'drafts.write');
    if ('response' in found) return found.response;
    const guard = expectedVersion(c, 'draft');
    if ('response' in guard) return guard.response;
    const id = found.store.id;
    const pictures = refuseForMedia(c, c.req.valid('json').config, id);
    if (pictures) return pictures;
    const db = registryDb(c.env);
    const hostname = await previewHostname(db, id);
    if (!hostname) return c.json({ message: `Store ${id} has no hostname yet: add one before previewing.`, errors: { hostnames: ['Add a hostname first.'] } }, 409);
    const url = await previewUrl(c, id, hostname);
    if (!url) return c.json({ message: 'Preview links need OPERATOR_TOKEN or PREVIEW_SECRET.' }, 503);
    if (!(await saveDraft(db, id, c.req.valid('json').config, guard.expected, actorOf(c)))) {
      return guard.expected ? staleAnswer(c, id, guard.expected) : storeNotFound(c);
    }
    invalidateStorefront(id);
    await announce(c, id, 'draft');
    const saved = await readStore(db, id);
    return c.json({ data: { preview_url: url, draft_version: saved?.draft_version ?? null } });
  })
  .get('/storefronts/:id/preview-link', async (c) => {
    // A link to the store as its draft shows it (the live config while there is none), for an editor's preview pane.
    const found = await storeFor(c, 'drafts.write');
    if ('response' in found) return found.response;
    const hostname = await previewHostname(registryDb(c.env), found.store.id);
    if (!hostname) return c.json({ message: `Store ${found.store.id} has no hostname yet: add one before previewing.`, errors: { hostnames: ['Add a hostname first.'] } }, 409);
    const url = await previewUrl(c, found.store.id, hostname);
    if (!url) return c.json({ message: 'Preview links need OPERATOR_TOKEN or PREVIEW_SECRET.' }, 503);
    return c.json({ data: { preview_url: url } });
  })
  .post('/storefronts/:id/publish', async (c) => {
    const found = await storeFor(c, 'publish');
    if ('response' in found) return found.response;
    const guard = expectedVersion(c, 'draft');
    if ('response' in guard) return guard.response;
    const { store } = found;
    if (store.problems?.preview_config) {
      return c.json({ message: `${store.problems.preview_config}. Send a corrected draft (PUT /api/operator/storefronts/${store.id}/preview) before publishing.` }, 409);
    }
    if (!store.preview_config) return c.json({ message: `Store ${store.id} has no draft to publish.` }, 409);
    if (!(await publishDraft(registryDb(c.env), store.id, guard.expected, actorOf(c)))) {
      if (guard.expected) return staleAnswer(c, store.id, guard.expected);
      return c.json({ message: `Store ${store.id} has no draft to publish.` }, 409);
    }
    invalidateStorefront(store.id);
    await announce(c, store.id, 'published');
    return c.json({ data: await readStore(registryDb(c.env), store.id) });
  });
