import { Hono } from 'hono';
import type { AppEnv } from '../../app-types.ts';
import { registryDb } from '../../db/databases.ts';
import { listAudit } from '../audit-log.ts';
import { refuseWithout } from '../operator-auth.ts';
import { badCursor, numericCursor, pageOf, paged, storeFor } from '../operator-http.ts';

/** The audit log: one store's (admins and its managers), or every store's (admins). */
export const auditRoutes = new Hono<AppEnv>()
  .get('/audit', async (c) => {
    const refused = refuseWithout(c, 'audit.all');
    if (refused) return refused;
    const page = pageOf(c);
    if ('response' in page) return page.response;
    const cursor = numericCursor(page.cursor);
    if (cursor === undefined) return badCursor(c);
    const { entries, next } = await listAudit(registryDb(c.env), { storefrontId: null }, page.limit, cursor);
    return paged(c, entries, next);
  })
  .get('/storefronts/:id/audit', async (c) => {
    const found = await storeFor(c, 'audit.store');
    if ('response' in found) return found.response;
    const page = pageOf(c);
    if ('response' in page) return page.response;
    const cursor = numericCursor(page.cursor);
    if (cursor === undefined) return badCursor(c);
    const { entries, next } = await listAudit(registryDb(c.env), { storefrontId: found.store.id }, page.limit, cursor);
    return paged(c, entries, next);
  });
