import { Hono } from 'hono';
import * as v from 'valibot';
import { validJson } from '../../api/validation.ts';
import type { AppEnv } from '../../app-types.ts';
import { registryDb } from '../../db/databases.ts';
import { auditStatement } from '../audit-log.ts';
import { refuseWithout } from '../operator-auth.ts';
import { actorOf, pageOf, paged, unknownStoresAnswer } from '../operator-http.ts';
import { OPERATOR_ROLES } from '../operator-roles.ts';
import { insertTokenStatement, listTokens, newToken, readToken, revokeTokenStatement } from '../operator-tokens.ts';

const CreateTokenBody = v.pipe(
  v.object({
    name: v.pipe(v.string('name must be text.'), v.trim(), v.minLength(1, 'name is required.'), v.maxLength(120, 'name is too long (120 characters at most).')),
    role: v.picklist(OPERATOR_ROLES, `role must be one of ${OPERATOR_ROLES.join(', ')}.`),
    storefront_ids: v.optional(
      v.pipe(
        v.array(v.pipe(v.number('storefront_ids must be store ids.'), v.integer('storefront_ids must be store ids.'), v.minValue(1, 'storefront_ids must be store ids.')), 'storefront_ids must be a list of store ids.'),
        v.maxLength(1000, 'At most 1000 stores per token.'),
        v.transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
      ),
    ),
    expires_in_days: v.optional(
      v.pipe(v.number('expires_in_days must be a number.'), v.integer('expires_in_days must be a whole number.'), v.minValue(1, 'expires_in_days must be at least 1.'), v.maxValue(3650, 'expires_in_days must be at most 3650.')),
    ),
  }),
  v.forward(
    v.check((body) => body.role !== 'admin' || body.storefront_ids === undefined, 'An admin token reaches every store: leave storefront_ids out.'),
    ['storefront_ids'],
  ),
  v.forward(
    v.check((body) => body.role === 'admin' || (body.storefront_ids?.length ?? 0) > 0, 'List the stores this token may reach (storefront_ids).'),
    ['storefront_ids'],
  ),
);

/** Operator tokens: made, listed and revoked by admins (docs/decisions/0157-operator-tokens-and-roles.md). */
export const tokenRoutes = new Hono<AppEnv>()
  .use('/tokens', async (c, next) => refuseWithout(c, 'tokens') ?? next())
  .use('/tokens/*', async (c, next) => refuseWithout(c, 'tokens') ?? next())
  .post('/tokens', validJson(CreateTokenBody), async (c) => {
    const body = c.req.valid('json');
    const db = registryDb(c.env);
    const storefrontIds = body.role === 'admin' ? null : (body.storefront_ids ?? []);
    const unknown = await unknownStoresAnswer(c, storefrontIds);
    if (unknown) return unknown;
    const actor = actorOf(c);
    const input = { name: body.name, role: body.role, storefrontIds, expiresInDays: body.expires_in_days ?? null, createdBy: actor.name };
    const token = await newToken(input);
    await db.batch([
      insertTokenStatement(db, token, input),
      auditStatement(db, actor, 'token.create', null, { token_id: token.id, name: body.name, role: body.role, storefront_ids: storefrontIds }),
    ]);
    return c.json(
      { data: { id: token.id, token: token.secret, name: body.name, role: body.role, storefront_ids: storefrontIds, expires_at: token.expiresAt } },
      201,
    );
  })
  .get('/tokens', async (c) => {
    const page = pageOf(c, 100);
    if ('response' in page) return page.response;
    const { tokens, next } = await listTokens(registryDb(c.env), page.limit, page.cursor);
    return paged(c, tokens, next);
  })
  .delete('/tokens/:tokenId', async (c) => {
    const db = registryDb(c.env);
    const token = await readToken(db, c.req.param('tokenId'));
    if (!token) return c.json({ message: 'No such token.' }, 404);
    if (token.revoked_at) return c.json({ data: token });
    await db.batch([revokeTokenStatement(db, token.id), auditStatement(db, actorOf(c), 'token.revoke', null, { token_id: token.id, name: token.name })]);
    return c.json({ data: await readToken(db, token.id) });
  });
