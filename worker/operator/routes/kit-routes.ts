import { Hono, type Context } from 'hono';
import { validJson } from '../../api/validation.ts';
import type { AppEnv } from '../../app-types.ts';
import { registryDb, storeDb } from '../../db/databases.ts';
import { auditStatement } from '../audit-log.ts';
import type { Problems } from '../catalog/catalog-checks.ts';
import { KitBody, KitLinksBody } from '../kits/kit-bodies.ts';
import { addLinks, createKit, kitProducts, linkUrl, listKits, listLinks, readKit, updateKit } from '../kits/operator-kits.ts';
import { actorOf, badCursor, numericCursor, pageOf, paged, storeFor } from '../operator-http.ts';
import { previewHostname } from '../operator-stores.ts';

const kitIdOf = (c: Context<AppEnv>) => (/^[1-9][0-9]{0,14}$/.test(c.req.param('kitId') ?? '') ? Number(c.req.param('kitId')) : null);
const kitNotFound = (c: Context<AppEnv>) => c.json({ message: 'Kit not found.' }, 404);

function refused(c: Context<AppEnv>, problems: Problems): Response | null {
  const first = Object.keys(problems)[0];
  return first ? c.json({ message: `${first}: ${problems[first]![0]}`, errors: problems }, 400) : null;
}

/** Where the store's links point: its primary hostname, with the scheme and port the operator used. */
async function storeOrigin(c: Context<AppEnv>, storefrontId: number): Promise<string | null> {
  const hostname = await previewHostname(registryDb(c.env), storefrontId);
  if (!hostname) return null;
  const request = new URL(c.req.url);
  return `${request.protocol}//${hostname}${request.port ? `:${request.port}` : ''}`;
}

/**
 * Gifting kits and their links (docs/api.md "Kits", docs/decisions/0193-kit-links.md): the
 * `catalog` permission (admins, store managers); every write audited in its batch.
 */
export const kitRoutes = new Hono<AppEnv>()
  .post('/storefronts/:id/kits', validJson(KitBody), async (c) => {
    const found = await storeFor(c, 'catalog');
    if ('response' in found) return found.response;
    const id = found.store.id;
    const input = c.req.valid('json');
    const { ids, problems } = await kitProducts(storeDb(c.env, found.store), id, input);
    const answer = refused(c, problems);
    if (answer) return answer;
    const actor = actorOf(c);
    const kit = await createKit(storeDb(c.env, found.store), id, input, ids, (detail) => auditStatement(registryDb(c.env), actor, 'kit.create', id, detail));
    return c.json({ data: kit }, 201);
  })
  .get('/storefronts/:id/kits', async (c) => {
    const found = await storeFor(c, 'catalog');
    if ('response' in found) return found.response;
    const page = pageOf(c);
    if ('response' in page) return page.response;
    const cursor = numericCursor(page.cursor);
    if (cursor === undefined) return badCursor(c);
    const { kits, next } = await listKits(storeDb(c.env, found.store), found.store.id, page.limit, cursor);
    return paged(c, kits, next);
  })
  .get('/storefronts/:id/kits/:kitId', async (c) => {
    const found = await storeFor(c, 'catalog');
    if ('response' in found) return found.response;
    const kitId = kitIdOf(c);
    const kit = kitId ? await readKit(storeDb(c.env, found.store), found.store.id, kitId) : null;
    return kit ? c.json({ data: kit }) : kitNotFound(c);
  })
  .put('/storefronts/:id/kits/:kitId', validJson(KitBody), async (c) => {
    const found = await storeFor(c, 'catalog');
    if ('response' in found) return found.response;
    const id = found.store.id;
    const kitId = kitIdOf(c);
    if (!kitId || !(await readKit(storeDb(c.env, found.store), id, kitId))) return kitNotFound(c);
    const input = c.req.valid('json');
    const { ids, problems } = await kitProducts(storeDb(c.env, found.store), id, input);
    const answer = refused(c, problems);
    if (answer) return answer;
    const audit = auditStatement(registryDb(c.env), actorOf(c), 'kit.update', id, { kit_id: kitId, name: input.name, products: input.products.length });
    if (!(await updateKit(storeDb(c.env, found.store), id, kitId, input, ids, audit))) return kitNotFound(c);
    return c.json({ data: await readKit(storeDb(c.env, found.store), id, kitId) });
  })
  .post('/storefronts/:id/kits/:kitId/links', validJson(KitLinksBody), async (c) => {
    const found = await storeFor(c, 'catalog');
    if ('response' in found) return found.response;
    const id = found.store.id;
    const kitId = kitIdOf(c);
    const kit = kitId ? await readKit(storeDb(c.env, found.store), id, kitId) : null;
    if (!kit || !kitId) return kitNotFound(c);
    const body = c.req.valid('json');
    const recipients = body.recipients ?? Array.from({ length: body.count ?? 0 }, () => ({ email: null, name: null }));
    const audit = auditStatement(registryDb(c.env), actorOf(c), 'kit.links', id, { kit_id: kitId, links: recipients.length });
    const links = await addLinks(storeDb(c.env, found.store), id, kitId, recipients, audit);
    const origin = await storeOrigin(c, id);
    return c.json({ data: links.map((link) => ({ ...link, url: linkUrl(origin, kit.token, link.user_token) })) }, 201);
  })
  .get('/storefronts/:id/kits/:kitId/links', async (c) => {
    const found = await storeFor(c, 'catalog');
    if ('response' in found) return found.response;
    const id = found.store.id;
    const kitId = kitIdOf(c);
    const kit = kitId ? await readKit(storeDb(c.env, found.store), id, kitId) : null;
    if (!kit || !kitId) return kitNotFound(c);
    const page = pageOf(c, 200);
    if ('response' in page) return page.response;
    const cursor = numericCursor(page.cursor);
    if (cursor === undefined) return badCursor(c);
    const { links, next } = await listLinks(storeDb(c.env, found.store), id, kitId, page.limit, cursor);
    const origin = await storeOrigin(c, id);
    return paged(
      c,
      links.map(({ id: _id, order_uuid, ...link }) => ({ ...link, url: linkUrl(origin, kit.token, link.user_token), ordered: order_uuid !== null, order_uuid })),
      next,
    );
  });
