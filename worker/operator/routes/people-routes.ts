import { Hono } from 'hono';
import * as v from 'valibot';
import { validJson } from '../../api/validation.ts';
import type { AppEnv } from '../../app-types.ts';
import { registryDb } from '../../db/databases.ts';
import { studioOrigin } from '../../studio/studio-host.ts';
import { deletePersonStatement, listPeople, newSignInLink, upsertPersonStatement } from '../../studio/studio-people.ts';
import { auditStatement } from '../audit-log.ts';
import { operatorOf, refuseWithout } from '../operator-auth.ts';
import { actorOf, unknownStoresAnswer } from '../operator-http.ts';
import { OPERATOR_ROLES } from '../operator-roles.ts';

const StoreIds = v.pipe(
  v.array(v.pipe(v.number('storefront_ids must be store ids.'), v.integer('storefront_ids must be store ids.'), v.minValue(1, 'storefront_ids must be store ids.')), 'storefront_ids must be a list of store ids.'),
  v.maxLength(1000, 'At most 1000 stores per person.'),
  v.transform((list) => [...new Set(list)].sort((a, b) => a - b)),
);
const PersonFields = {
  name: v.pipe(v.string('name must be text.'), v.trim(), v.minLength(1, 'name is required.'), v.maxLength(120, 'name is too long (120 characters at most).')),
  role: v.picklist(OPERATOR_ROLES, `role must be one of ${OPERATOR_ROLES.join(', ')}.`),
  storefront_ids: v.optional(StoreIds),
};
/** Admins reach every store; everyone else needs a list. */
const storesFitRole = <T extends { role: string; storefront_ids?: number[] | undefined }>(body: T) =>
  body.role === 'admin' ? body.storefront_ids === undefined : (body.storefront_ids?.length ?? 0) > 0;
const STORES_MESSAGE = 'List the stores (storefront_ids) for every role but admin, and none for an admin.';

const SignInLinkBody = v.pipe(
  v.object({
    ...PersonFields,
    email: v.optional(v.pipe(v.string('email must be an e-mail address.'), v.trim(), v.email('email must be an e-mail address.'))),
    expires_in_hours: v.optional(v.pipe(v.number('expires_in_hours must be a number.'), v.integer('expires_in_hours must be a whole number.'), v.minValue(1, 'expires_in_hours must be at least 1.'), v.maxValue(168, 'expires_in_hours must be at most 168 (a week).')), 72),
  }),
  v.forward(v.check((body) => storesFitRole(body), STORES_MESSAGE), ['storefront_ids']),
);
const PersonBody = v.pipe(v.object(PersonFields), v.forward(v.check((body) => storesFitRole(body), STORES_MESSAGE), ['storefront_ids']));

/**
 * Who the caller is, and the Studio's people (docs/decisions/0161-studio.md): one-time sign-in
 * links, and the e-mail → role table of Cloudflare Access sign-ins. Admins only, but `me`.
 */
export const peopleRoutes = new Hono<AppEnv>()
  .get('/me', (c) => {
    const principal = operatorOf(c);
    return c.json({ data: { id: principal.id, name: principal.name, role: principal.role, storefront_ids: principal.storefrontIds } });
  })
  .post('/sign-in-links', validJson(SignInLinkBody), async (c) => {
    const refused = refuseWithout(c, 'tokens');
    if (refused) return refused;
    const origin = studioOrigin(c.env, c.req.url);
    if (!origin) return c.json({ message: 'The Studio is not set up on this deployment: set STUDIO_HOST (docs/operating.md).' }, 503);
    const body = c.req.valid('json');
    const db = registryDb(c.env);
    const unknown = await unknownStoresAnswer(c, body.storefront_ids);
    if (unknown) return unknown;
    const actor = actorOf(c);
    const link = await newSignInLink(db, {
      name: body.name,
      email: body.email ?? null,
      role: body.role,
      storefrontIds: body.role === 'admin' ? null : (body.storefront_ids ?? []),
      expiresInHours: body.expires_in_hours,
      createdBy: actor.name,
    });
    await db.batch([
      link.statement,
      auditStatement(db, actor, 'person.invite', null, { link_id: link.id, name: body.name, email: body.email ?? null, role: body.role, storefront_ids: body.storefront_ids ?? null }),
    ]);
    return c.json({ data: { id: link.id, url: `${origin}/sign-in?token=${link.secret}`, expires_at: link.expiresAt } }, 201);
  })
  .get('/people', async (c) => {
    const refused = refuseWithout(c, 'tokens');
    if (refused) return refused;
    return c.json({ data: await listPeople(registryDb(c.env)), next_cursor: null });
  })
  .put('/people/:email', validJson(PersonBody), async (c) => {
    const refused = refuseWithout(c, 'tokens');
    if (refused) return refused;
    const email = decodeURIComponent(c.req.param('email')).trim().toLowerCase();
    if (!v.is(v.pipe(v.string(), v.email()), email)) return c.json({ message: 'The path must end with an e-mail address.', errors: { email: ['not an e-mail address'] } }, 400);
    const body = c.req.valid('json');
    const db = registryDb(c.env);
    const unknown = await unknownStoresAnswer(c, body.storefront_ids);
    if (unknown) return unknown;
    const storefrontIds = body.role === 'admin' ? null : (body.storefront_ids ?? []);
    await db.batch([
      upsertPersonStatement(db, { email, name: body.name, role: body.role, storefrontIds }),
      auditStatement(db, actorOf(c), 'person.set', null, { email, name: body.name, role: body.role, storefront_ids: storefrontIds }),
    ]);
    return c.json({ data: (await listPeople(db)).find((person) => person.email === email) });
  })
  .delete('/people/:email', async (c) => {
    const refused = refuseWithout(c, 'tokens');
    if (refused) return refused;
    const email = decodeURIComponent(c.req.param('email')).trim().toLowerCase();
    const db = registryDb(c.env);
    const [removed] = await db.batch([deletePersonStatement(db, email), auditStatement(db, actorOf(c), 'person.remove', null, { email })]);
    if ((removed?.meta.changes ?? 0) === 0) return c.json({ message: `No person with the e-mail ${email}.` }, 404);
    return c.json({ data: { email, removed: true } });
  });
