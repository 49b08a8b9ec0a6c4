import { Hono } from 'hono';
import { hashPassword } from '../../../shared/password-hash.ts';
import { validJson } from '../../api/validation.ts';
import type { AppEnv } from '../../app-types.ts';
import { registryDb, storeDatabases } from '../../db/databases.ts';
import { DELETED_STORE_KEEP_DAYS } from '../../maintenance/purge-deleted-stores.ts';
import { forgetHostnames, invalidateStorefront } from '../../tenant/registry.ts';
import { actorOf, storeFor } from '../operator-http.ts';
import { deleteStore, readStore, setPrivatePassword, setSuspended } from '../operator-stores.ts';
import { MoveRefusedError, moveStore } from '../store-placement.ts';
import { MoveStoreBody, PrivatePasswordBody } from './operator-bodies.ts';

/** Suspend, resume, delete, move, and the private store's password (docs/decisions/0159-store-lifecycle.md, 0236). */
export const lifecycleRoutes = new Hono<AppEnv>()
  .post('/storefronts/:id/move', validJson(MoveStoreBody), async (c) => {
    const found = await storeFor(c, 'stores.move');
    if ('response' in found) return found.response;
    const to = c.req.valid('json').database;
    const bound = storeDatabases(c.env).length;
    if (to >= bound) {
      const message = `database must be a store database from 0 to ${bound - 1}.`;
      return c.json({ message, errors: { database: [message] } }, 400);
    }
    const settle = Number(c.env.STORE_MOVE_SETTLE_MS);
    try {
      const report = await moveStore(c.env, found.store, to, actorOf(c), Number.isFinite(settle) && c.env.STORE_MOVE_SETTLE_MS ? settle : undefined);
      return c.json({ data: report });
    } catch (error) {
      if (!(error instanceof MoveRefusedError)) throw error;
      return c.json({ message: error.message, errors: { database: [error.message] } }, 409);
    }
  })
  .post('/storefronts/:id/suspend', async (c) => {
    const found = await storeFor(c, 'stores.lifecycle');
    if ('response' in found) return found.response;
    await setSuspended(registryDb(c.env), found.store.id, true, actorOf(c));
    invalidateStorefront(found.store.id);
    return c.json({ data: await readStore(registryDb(c.env), found.store.id) });
  })
  .post('/storefronts/:id/resume', async (c) => {
    const found = await storeFor(c, 'stores.lifecycle');
    if ('response' in found) return found.response;
    await setSuspended(registryDb(c.env), found.store.id, false, actorOf(c));
    invalidateStorefront(found.store.id);
    return c.json({ data: await readStore(registryDb(c.env), found.store.id) });
  })
  .delete('/storefronts/:id', async (c) => {
    const found = await storeFor(c, 'stores.lifecycle');
    if ('response' in found) return found.response;
    const { id, hostnames } = found.store;
    await deleteStore(registryDb(c.env), id, hostnames, actorOf(c));
    invalidateStorefront(id);
    forgetHostnames(hostnames);
    const purgeAfter = new Date(Date.now() + DELETED_STORE_KEEP_DAYS * 86_400_000).toISOString();
    return c.json({ data: { id, deleted: true, freed_hostnames: hostnames, purged_after: purgeAfter } });
  })
  .put('/storefronts/:id/private-password', validJson(PrivatePasswordBody), async (c) => {
    const found = await storeFor(c, 'stores.write');
    if ('response' in found) return found.response;
    const hash = await hashPassword(c.req.valid('json').password);
    await setPrivatePassword(registryDb(c.env), found.store.id, hash, actorOf(c));
    invalidateStorefront(found.store.id);
    const enabled = (found.store.config as { private_password?: boolean } | null)?.private_password === true;
    return c.json({
      data: {
        has_private_password: true,
        // The config's private_password flag shows the password form on the gate.
        password_form_enabled: enabled,
        ...(enabled ? {} : { hint: 'The gate asks for it once the config has "private_password": true.' }),
      },
    });
  })
  .delete('/storefronts/:id/private-password', async (c) => {
    const found = await storeFor(c, 'stores.write');
    if ('response' in found) return found.response;
    await setPrivatePassword(registryDb(c.env), found.store.id, null, actorOf(c));
    invalidateStorefront(found.store.id);
    return c.json({ data: { has_private_password: false } });
  });
