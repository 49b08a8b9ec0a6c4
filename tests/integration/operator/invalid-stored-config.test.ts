import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { fetchAs } from '../helpers.ts';
import { configWith, operator, type StoreDetail } from './operator-helpers.ts';

type Detail = { data: StoreDetail & { config: unknown; problems?: { config?: string; preview_config?: string } } };

/** A hand edit in SQL (or a schema change) leaves a stored config the schema refuses. */
async function storeRaw(id: number, column: 'config' | 'preview_config', json: string): Promise<void> {
  await env.DB.batch([
    env.DB.prepare(`UPDATE storefronts SET ${column} = ? WHERE id = ?`).bind(json, id),
    env.DB.prepare('UPDATE registry_version SET version = version + 1 WHERE id = 1'),
  ]);
}

async function createStore(hostname: string): Promise<number> {
  const created = await operator<Detail>('POST', '/storefronts', { name: 'Fixable', hostnames: [hostname], config: configWith('Open') });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

describe('operator API: a stored config the schema refuses', () => {
  it('shows the store with the config as stored and the problem, and a corrected config brings the store back', async () => {
    const id = await createStore('fixable.localhost');
    await storeRaw(id, 'config', JSON.stringify({ settings: { primaryColor: 'blue' } }));
    expect((await fetchAs('fixable.localhost', '/')).status).toBe(503);

    const shown = await operator<Detail>('GET', `/storefronts/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.config).toEqual({ settings: { primaryColor: 'blue' } });
    expect(shown.body.data.problems?.config).toContain('settings.primaryColor');
    expect((await operator<{ data: { id: number }[] }>('GET', '/storefronts')).body.data.map((store) => store.id)).toContain(id);

    const fixed = await operator<Detail>('PUT', `/storefronts/${id}`, { config: configWith('Back again') });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.problems).toBeUndefined();
    const page = await fetchAs('fixable.localhost', '/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Back again');
  });

  it('shows text that is not JSON as it is', async () => {
    const id = await createStore('garbled.localhost');
    await storeRaw(id, 'config', '{"settings": ');
    const shown = await operator<Detail>('GET', `/storefronts/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.config).toBe('{"settings": ');
    expect(shown.body.data.problems?.config).toContain('not valid JSON');
  });

  it('refuses to publish a draft the schema refuses (409 naming the problem); a corrected draft publishes', async () => {
    const id = await createStore('drafty.localhost');
    await storeRaw(id, 'preview_config', JSON.stringify({ settings: { primaryColor: 'blue' } }));
    const refused = await operator<{ message: string }>('POST', `/storefronts/${id}/publish`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('settings.primaryColor');
    expect(refused.body.message).toContain(`PUT /api/operator/storefronts/${id}/preview`);
    expect(await (await fetchAs('drafty.localhost', '/')).text()).toContain('Open');

    expect((await operator('PUT', `/storefronts/${id}/preview`, { config: configWith('Draft fixed') })).status).toBe(200);
    const published = await operator<Detail>('POST', `/storefronts/${id}/publish`);
    expect(published.status).toBe(200);
    expect(await (await fetchAs('drafty.localhost', '/')).text()).toContain('Draft fixed');
  });
});
