import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { normaliseHostname } from '../../shared/hostname.ts';
import { STOREFRONT_STATUSES, StorefrontConfigSchema } from '../../shared/schemas/storefront-config.ts';
import { validJson } from '../api/validation.ts';
import type { AppEnv } from '../app-types.ts';
import { PREVIEW_PATH } from '../preview/preview-mode.ts';
import { PREVIEW_LINK_TTL_SECONDS, previewSecret, signPreviewToken } from '../preview/preview-token.ts';
import { createPreviewRealtime } from '../realtime/preview-realtime.ts';
import { forgetHostnames, invalidateStorefront } from '../tenant/registry.ts';
import { requireOperator } from './operator-auth.ts';
import {
  createStore,
  isUniqueViolation,
  listStores,
  publishDraft,
  readStore,
  replaceHostnames,
  saveDraft,
  takenHostnames,
  updateStore,
} from './operator-stores.ts';

const Hostname = v.pipe(
  v.string('must be a hostname.'),
  v.trim(),
  v.toLowerCase(),
  v.check((value) => normaliseHostname(value) === value, 'must be a hostname like shop.example.com (no scheme, port or path).'),
);
const Hostnames = v.pipe(
  v.array(Hostname, 'hostnames must be a list of hostnames.'),
  v.maxLength(100, 'At most 100 hostnames per store.'),
  v.transform((list) => [...new Set(list)]),
);
const Name = v.pipe(v.string('name must be text.'), v.trim(), v.minLength(1, 'name is required.'), v.maxLength(200, 'name is too long (200 characters at most).'));
const Status = v.picklist(STOREFRONT_STATUSES, `status must be one of ${STOREFRONT_STATUSES.join(', ')}.`);
const CompanyName = v.pipe(v.string('company_name must be text.'), v.trim(), v.maxLength(200, 'company_name is too long.'));

const CreateStoreBody = v.object({
  name: Name,
  status: v.optional(Status, 'live'),
  company_name: v.optional(CompanyName, ''),
  hostnames: v.optional(Hostnames, []),
  config: StorefrontConfigSchema,
});
const UpdateStoreBody = v.pipe(
  v.object({ name: v.optional(Name), status: v.optional(Status), company_name: v.optional(CompanyName), config: v.optional(StorefrontConfigSchema) }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one of name, status, company_name, config.'),
);
const HostnamesBody = v.object({ hostnames: Hostnames });
const ConfigBody = v.object({ config: StorefrontConfigSchema });

function storeId(c: Context<AppEnv>): number | null {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const notFound = (c: Context<AppEnv>) => c.json({ message: 'Store not found.' }, 404);

function hostnameConflict(c: Context<AppEnv>, taken: string[]) {
  const message = `${taken.length === 1 ? 'Hostname' : 'Hostnames'} already used by another store: ${taken.join(', ')}.`;
  return c.json({ message, errors: { hostnames: [message] } }, 409);
}

/** The preview link of a store: on its first hostname, with the scheme and port the operator used. */
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

/** Tells the store's open preview pages; a realtime outage must not undo a saved change. */
async function announce(c: Context<AppEnv>, storefrontId: number, kind: 'draft' | 'published'): Promise<void> {
  try {
    await createPreviewRealtime(c.env).announce({ storefront_id: storefrontId, kind, at: new Date().toISOString() });
  } catch (error) {
    console.error(`Preview announcement for store ${storefrontId} failed`, error);
  }
}

/**
 * The operator API (docs/api.md "Operator API"): stores, their hostnames, drafts and publishing,
 * on every host, behind the operator token. Every write bumps the registry version, so every
 * isolate's tenant cache picks it up within seconds (docs/decisions/0070-registry-cache.md).
 */
export const operatorApi = new Hono<AppEnv>()
  .use('*', requireOperator)
  .get('/storefronts', async (c) => c.json({ data: await listStores(c.env.DB) }))
  .get('/storefronts/:id', async (c) => {
    const id = storeId(c);
    const store = id ? await readStore(c.env.DB, id) : null;
    return store ? c.json({ data: store }) : notFound(c);
  })
  .post('/storefronts', validJson(CreateStoreBody), async (c) => {
    const body = c.req.valid('json');
    const taken = await takenHostnames(c.env.DB, body.hostnames, null);
    if (taken.length > 0) return hostnameConflict(c, taken);
    let id: number;
    try {
      id = await createStore(c.env.DB, body);
    } catch (error) {
      if (isUniqueViolation(error)) return hostnameConflict(c, await takenHostnames(c.env.DB, body.hostnames, null));
      throw error;
    }
    forgetHostnames(body.hostnames);
    return c.json({ data: await readStore(c.env.DB, id) }, 201);
  })
  .put('/storefronts/:id', validJson(UpdateStoreBody), async (c) => {
    const id = storeId(c);
    if (!id || !(await readStore(c.env.DB, id))) return notFound(c);
    await updateStore(c.env.DB, id, c.req.valid('json'));
    invalidateStorefront(id);
    return c.json({ data: await readStore(c.env.DB, id) });
  })
  .put('/storefronts/:id/hostnames', validJson(HostnamesBody), async (c) => {
    const id = storeId(c);
    if (!id || !(await readStore(c.env.DB, id))) return notFound(c);
    const { hostnames } = c.req.valid('json');
    const taken = await takenHostnames(c.env.DB, hostnames, id);
    if (taken.length > 0) return hostnameConflict(c, taken);
    try {
      await replaceHostnames(c.env.DB, id, hostnames);
    } catch (error) {
      if (isUniqueViolation(error)) return hostnameConflict(c, await takenHostnames(c.env.DB, hostnames, id));
      throw error;
    }
    invalidateStorefront(id);
    forgetHostnames(hostnames);
    return c.json({ data: await readStore(c.env.DB, id) });
  })
  .put('/storefronts/:id/preview', validJson(ConfigBody), async (c) => {
    const id = storeId(c);
    const store = id ? await readStore(c.env.DB, id) : null;
    if (!id || !store) return notFound(c);
    const hostname = store.hostnames[0];
    if (!hostname) return c.json({ message: `Store ${id} has no hostname yet: add one before previewing.`, errors: { hostnames: ['Add a hostname first.'] } }, 409);
    const url = await previewUrl(c, id, hostname);
    if (!url) return c.json({ message: 'Preview links need OPERATOR_TOKEN or PREVIEW_SECRET.' }, 503);
    await saveDraft(c.env.DB, id, c.req.valid('json').config);
    invalidateStorefront(id);
    await announce(c, id, 'draft');
    return c.json({ data: { preview_url: url } });
  })
  .post('/storefronts/:id/publish', async (c) => {
    const id = storeId(c);
    const store = id ? await readStore(c.env.DB, id) : null;
    if (!id || !store) return notFound(c);
    if (store.problems?.preview_config) {
      return c.json({ message: `${store.problems.preview_config}. Send a corrected draft (PUT /api/operator/storefronts/${id}/preview) before publishing.` }, 409);
    }
    if (!store.preview_config || !(await publishDraft(c.env.DB, id))) return c.json({ message: `Store ${id} has no draft to publish.` }, 409);
    invalidateStorefront(id);
    await announce(c, id, 'published');
    return c.json({ data: await readStore(c.env.DB, id) });
  });

operatorApi.notFound((c) => c.json({ message: 'Not found.' }, 404));
