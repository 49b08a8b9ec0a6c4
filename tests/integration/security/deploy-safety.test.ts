import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import wranglerToml from '../../../wrangler.toml?raw';
import { app } from '../../../worker/app.ts';
import { fetchAs, PRIVATE } from '../helpers.ts';

// Issue 8, item 1: the committed configuration is production-safe; only local runs switch dev tools on.
describe('safe to deploy as shipped', () => {
  it('wrangler.toml does not switch development on', () => {
    const environment = /^\s*ENVIRONMENT\s*=\s*"([^"]*)"/m.exec(wranglerToml)?.[1];
    expect(environment === undefined || environment === 'production').toBe(true);
  });

  it('wrangler.toml publishes no workers.dev address (issue 27): stores answer only on their own hostnames', () => {
    expect(/^\s*workers_dev\s*=\s*false\s*$/m.test(wranglerToml)).toBe(true);
    expect(/^\s*preview_urls\s*=\s*true/m.test(wranglerToml)).toBe(false);
  });

  it('the outbox answers only on local hostnames, even in development', async () => {
    await env.DB.prepare('INSERT OR IGNORE INTO storefront_hosts (hostname, storefront_id) VALUES (?, 1)').bind('outbox.security.example').run();
    const response = await app.request('http://outbox.security.example/dev/outbox', {}, { ...env, ENVIRONMENT: 'development' });
    expect(response.status).toBe(404);
  });

  it("the outbox never answers before a private store's gate", async () => {
    const response = await fetchAs(PRIVATE, '/dev/outbox');
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toContain('Outbox of');
  });
});
