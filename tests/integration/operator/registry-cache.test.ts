import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { REGISTRY_CACHE, resolveStorefront } from '../../../worker/tenant/registry.ts';
import { getJson } from '../helpers.ts';
import { configWith, operator } from './operator-helpers.ts';

describe('registry cache across isolates', () => {
  it('serves another isolate’s publish within the version-check interval, not before', async () => {
    const start = Date.now() + 60_000;
    const before = await resolveStorefront(env.DB, 'store66.localhost', start);
    expect(before?.config.settings.alertText).not.toBe('Changed elsewhere');

    // What another isolate's publish leaves behind: a new config, the store's own version and the
    // registry's bumped, without this isolate's cache being told.
    await env.DB.batch([
      env.DB.prepare('UPDATE storefronts SET config = ?, version = version + 1 WHERE id = 66').bind(JSON.stringify(configWith('Changed elsewhere'))),
      env.DB.prepare('UPDATE registry_version SET version = version + 1 WHERE id = 1'),
    ]);

    const soon = await resolveStorefront(env.DB, 'store66.localhost', start + REGISTRY_CACHE.versionCheckMs - 1);
    expect(soon?.config.settings.alertText).toBe(before?.config.settings.alertText);
    const later = await resolveStorefront(env.DB, 'store66.localhost', start + REGISTRY_CACHE.versionCheckMs);
    expect(later?.config.settings.alertText).toBe('Changed elsewhere');
  });

  it('a change to one store leaves the records of the others this isolate holds (ADR 0160)', async () => {
    const start = Date.now() + 120_000;
    const demo = await resolveStorefront(env.DB, 'demo.localhost', start);
    const before = await resolveStorefront(env.DB, 'store66.localhost', start);
    await env.DB.batch([
      env.DB.prepare('UPDATE storefronts SET config = ?, version = version + 1 WHERE id = 66').bind(JSON.stringify(configWith('Only 66 moved'))),
      env.DB.prepare('UPDATE registry_version SET version = version + 1 WHERE id = 1'),
    ]);
    const later = start + REGISTRY_CACHE.versionCheckMs;
    expect((await resolveStorefront(env.DB, 'store66.localhost', later))?.config.settings.alertText).toBe('Only 66 moved');
    expect(await resolveStorefront(env.DB, 'store66.localhost', later)).not.toBe(before);
    // The very same record object: nothing was read again for store 1.
    expect(await resolveStorefront(env.DB, 'demo.localhost', later)).toBe(demo);
  });

  it('a hostname added by an operator is served at once, also after it was asked for while unknown', async () => {
    expect((await getJson('fresh.example', '/api/storefronts/get-by-url?url=fresh.example')).status).toBe(404);
    await operator('PUT', '/storefronts/66/hostnames', { hostnames: ['store66.localhost', 'fresh.example'] });
    const { status, body } = await getJson<{ data: { id: number } }>('fresh.example', '/api/storefronts/get-by-url?url=fresh.example');
    expect(status).toBe(200);
    expect(body.data.id).toBe(66);
  });

  it('every operator write moves the registry version', async () => {
    const version = async () => (await env.DB.prepare('SELECT version FROM registry_version').first<{ version: number }>())!.version;
    const v0 = await version();
    await operator('PUT', '/storefronts/66', { name: 'Renamed' });
    await operator('PUT', '/storefronts/66/preview', { config: configWith('draft') });
    await operator('POST', '/storefronts/66/publish');
    expect(await version()).toBe(v0 + 3);
  });
});
