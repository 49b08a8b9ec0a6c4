import { describe, expect, it } from 'vitest';
import { getJson } from '../helpers.ts';
import { configWith, operator, tokenFor } from './operator-helpers.ts';

// Config versions, If-Match and rollback (docs/decisions/0158-config-versions.md), and the audit
// log every write lands in.

type Store = { config_version: number; draft_version: number | null; config: { settings: { alertText: string } }; preview_config: { settings: { alertText: string } } | null };
type Version = { version: number; kind: 'draft' | 'published'; at: string; actor: { id: string | null; name: string } };

const alertOn = async (host: string) =>
  (await getJson<{ data: { settings: { alertText: string } } }>(host, `/api/storefronts/get-by-url?url=${host}`)).body.data.settings.alertText;
const store66 = async () => (await operator<{ data: Store }>('GET', '/storefronts/66')).body.data;
const ifMatch = (version: number) => ({ headers: { 'if-match': `"${version}"` } });

describe('config versions', () => {
  it('numbers every create, replace, draft and publish, with who made it', async () => {
    const created = await operator<{ data: { id: number; config_version: number; draft_version: null } }>('POST', '/storefronts', {
      name: 'Versioned',
      hostnames: ['versioned.example'],
      config: configWith('v1'),
    });
    expect(created.body.data).toMatchObject({ config_version: 1, draft_version: null });
    const id = created.body.data.id;
    const designer = await tokenFor('designer', [id], 'Dana Designer');
    await operator('PUT', `/storefronts/${id}`, { config: configWith('v2') });
    await operator('PUT', `/storefronts/${id}/preview`, { config: configWith('v3 draft') }, { token: designer.token });
    const afterDraft = await operator<{ data: Store }>('GET', `/storefronts/${id}`);
    expect(afterDraft.body.data).toMatchObject({ config_version: 2, draft_version: 3 });
    await operator('POST', `/storefronts/${id}/publish`);

    const { body } = await operator<{ data: Version[]; next_cursor: string | null }>('GET', `/storefronts/${id}/versions`);
    expect(body.data.map((v) => [v.version, v.kind, v.actor.name])).toEqual([
      [4, 'published', 'OPERATOR_TOKEN'],
      [3, 'draft', 'Dana Designer'],
      [2, 'published', 'OPERATOR_TOKEN'],
      [1, 'published', 'OPERATOR_TOKEN'],
    ]);
    const three = await operator<{ data: Version & { config: { settings: { alertText: string } } } }>('GET', `/storefronts/${id}/versions/3`);
    expect(three.body.data).toMatchObject({ version: 3, kind: 'draft', config: { settings: { alertText: 'v3 draft' } } });
    expect((await operator('GET', `/storefronts/${id}/versions/99`)).status).toBe(404);
    expect((await operator('GET', `/storefronts/${id}/versions/x`)).status).toBe(404);

    // Paged, newest first.
    const first = await operator<{ data: Version[]; next_cursor: string }>('GET', `/storefronts/${id}/versions?limit=3`);
    expect(first.body.data.map((v) => v.version)).toEqual([4, 3, 2]);
    const second = await operator<{ data: Version[]; next_cursor: string | null }>('GET', `/storefronts/${id}/versions?limit=3&cursor=${first.body.next_cursor}`);
    expect(second.body).toEqual({ data: [expect.objectContaining({ version: 1 })], next_cursor: null });
  });

  it('a stale If-Match on a draft answers 412 naming who changed it, and changes nothing', async () => {
    const start = await store66();
    const base = start.draft_version ?? start.config_version;
    const alice = await tokenFor('designer', [66], 'Alice');
    const bob = await tokenFor('designer', [66], 'Bob');
    const first = await operator<{ data: { draft_version: number } }>('PUT', '/storefronts/66/preview', { config: configWith('Alice was here') }, { token: alice.token, ...ifMatch(base) });
    expect(first.status).toBe(200);
    expect(first.body.data.draft_version).toBeGreaterThan(base);

    const stale = await operator<{ message: string; current_version: number; changed_by: string }>('PUT', '/storefronts/66/preview', { config: configWith('Bob overwrites') }, { token: bob.token, ...ifMatch(base) });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ current_version: first.body.data.draft_version, changed_by: 'Alice' });
    expect(stale.body.message).toContain('Alice');
    const after = await store66();
    expect(after.preview_config?.settings.alertText).toBe('Alice was here');
    expect(after.draft_version).toBe(first.body.data.draft_version);
    // No version and no audit entry for the refused write.
    const versions = await operator<{ data: Version[] }>('GET', '/storefronts/66/versions?limit=1');
    expect(versions.body.data[0]).toMatchObject({ version: first.body.data.draft_version, actor: { name: 'Alice' } });
    const audit = await operator<{ data: { actor: { name: string } }[] }>('GET', '/storefronts/66/audit?limit=5');
    expect(audit.body.data.map((entry) => entry.actor.name)).not.toContain('Bob');

    // Without If-Match a script still writes, and it is versioned.
    expect((await operator('PUT', '/storefronts/66/preview', { config: configWith('script') })).status).toBe(200);
    expect((await store66()).draft_version).toBe(first.body.data.draft_version + 1);
  });

  it('five quick drafts from the same version: exactly one wins, the others get 412', async () => {
    const start = await store66();
    const base = start.draft_version ?? start.config_version;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => operator('PUT', '/storefronts/66/preview', { config: configWith(`quick ${n}`) }, ifMatch(base))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412, 412, 412, 412]);
  });

  it('a stale If-Match on the live config answers 412; a malformed one 400', async () => {
    const { config_version } = await store66();
    expect((await operator('PUT', '/storefronts/66', { name: 'Store 66 Retail' }, ifMatch(config_version))).status).toBe(200);
    expect((await operator('PUT', '/storefronts/66', { config: configWith('new live') }, ifMatch(config_version))).status).toBe(200);
    const stale = await operator<{ message: string }>('PUT', '/storefronts/66', { config: configWith('stale live') }, ifMatch(config_version));
    expect(stale.status).toBe(412);
    expect(await alertOn('store66.localhost')).toBe('new live');
    const bad = await operator<{ message: string }>('PUT', '/storefronts/66', { name: 'x' }, { headers: { 'if-match': 'yesterday' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('If-Match');
  });

  it('rolls back: an earlier version is published as a new one', async () => {
    await operator('PUT', '/storefronts/66', { config: configWith('Before the mistake') });
    const good = (await store66()).config_version;
    await operator('PUT', '/storefronts/66', { config: configWith('The mistake') });
    expect(await alertOn('store66.localhost')).toBe('The mistake');
    const manager = await tokenFor('store_manager', [66], 'Manny Manager');
    const rolled = await operator<{ data: Store }>('POST', '/storefronts/66/rollback', { version: good }, { token: manager.token });
    expect(rolled.status).toBe(200);
    expect(rolled.body.data.config_version).toBe(good + 2);
    expect(await alertOn('store66.localhost')).toBe('Before the mistake');
    const audit = await operator<{ data: { action: string; actor: { name: string }; detail: { to_version?: number } }[] }>('GET', '/storefronts/66/audit?limit=1');
    expect(audit.body.data[0]).toMatchObject({ action: 'store.rollback', actor: { name: 'Manny Manager' }, detail: { to_version: good } });
    expect((await operator('POST', '/storefronts/66/rollback', { version: 9999 })).status).toBe(404);
    expect((await operator('POST', '/storefronts/66/rollback', { version: 'one' })).status).toBe(400);
  });
});

describe('audit log', () => {
  it('records every write with who, what, which store and from where; newest first, paged', async () => {
    const manager = await tokenFor('store_manager', [3], 'Sam');
    await operator('PUT', '/storefronts/3', { company_name: 'Contoso Ltd' }, { token: manager.token, headers: { 'cf-connecting-ip': '198.51.100.9' } });
    await operator('PUT', '/storefronts/3/private-password', { password: 'new-secret-1' }, { token: manager.token });
    const { status, body } = await operator<{ data: { action: string; storefront_id: number; ip: string; actor: { id: string; name: string }; detail: Record<string, unknown> }[] }>(
      'GET',
      '/storefronts/3/audit',
      undefined,
      { token: manager.token },
    );
    expect(status).toBe(200);
    expect(body.data.slice(0, 2).map((entry) => entry.action)).toEqual(['store.password.set', 'store.update']);
    expect(body.data[1]).toMatchObject({ storefront_id: 3, ip: '198.51.100.9', actor: { id: manager.id, name: 'Sam' }, detail: { fields: ['company_name'] } });
    // Never a secret in the log.
    expect(JSON.stringify(body)).not.toContain('new-secret-1');

    const all = await operator<{ data: { action: string; storefront_id: number | null }[]; next_cursor: string }>('GET', '/audit?limit=2');
    expect(all.body.data).toHaveLength(2);
    expect(all.body.data[0]?.action).toBe('store.password.set');
    const next = await operator<{ data: { id: number }[] }>('GET', `/audit?limit=2&cursor=${all.body.next_cursor}`);
    expect(next.body.data).toHaveLength(2);
    expect((await operator('GET', '/audit?limit=0')).status).toBe(400);
    expect((await operator('GET', '/audit?cursor=abc')).status).toBe(400);
  });
});
