import { describe, expect, it } from 'vitest';
import { CliError, runStores } from './stores-cli.ts';

/** The CLI against a recording fetch: what it asks of the API, and what it prints. */
function harness(env: Record<string, string | undefined> = {}, answer: unknown = { data: [], next_cursor: null }) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const lines: string[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { calls, lines, io: { fetch, out: (line: string) => lines.push(line), env } };
}

describe('stores CLI', () => {
  it('talks to the port npm start prints (PORT), unless --url or STORES_URL say otherwise', async () => {
    const onPort = harness({ PORT: '9123' });
    await runStores(['list'], onPort.io);
    expect(onPort.calls[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:9123\/api\/operator\/storefronts\?/);
    const byDefault = harness({});
    await runStores(['list'], byDefault.io);
    expect(byDefault.calls[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:8787\//);
    const explicit = harness({ PORT: '9123', STORES_URL: 'http://ops.example:1/' });
    await runStores(['list'], explicit.io);
    expect(explicit.calls[0]?.url).toMatch(/^http:\/\/ops\.example:1\/api\/operator\//);
  });

  it('lists every page of a long store list', async () => {
    let page = 0;
    const lines: string[] = [];
    const urls: string[] = [];
    const fetch = (async (url: string) => {
      urls.push(url);
      page += 1;
      const body = page === 1 ? { data: [{ id: 1, name: 'A', status: 'live', hostnames: [] }], next_cursor: '1' } : { data: [{ id: 2, name: 'B', status: 'live', hostnames: [] }], next_cursor: null };
      return new Response(JSON.stringify(body));
    }) as unknown as typeof globalThis.fetch;
    await runStores(['list'], { fetch, out: (line) => lines.push(line), env: {} });
    expect(urls[1]).toContain('cursor=1');
    expect(lines.filter((line) => /^\s+\d+ {2}live/.test(line))).toHaveLength(2);
  });

  it('sends If-Match, company name and the primary hostname as the API expects', async () => {
    const h = harness({}, { data: { id: 4, name: 'X', status: 'live', hostnames: ['a.example'], config_version: 8 } });
    await runStores(['set', '4', '--company-name', 'X Ltd', '--status', 'draft', '--if-match', '7'], h.io);
    expect(h.calls[0]).toMatchObject({ method: 'PUT', body: { company_name: 'X Ltd', status: 'draft' }, headers: { 'if-match': '"7"' } });
  });

  it.each([
    [['set', '0x42', '--name', 'x'], 'Give a store id'],
    [['set', '4'], 'set needs at least one of'],
    [['rollback', '4'], 'Give the version to go back to'],
    [['tokens'], 'tokens needs create, list or revoke'],
    [['tokens', 'create', '--name', 'x'], 'tokens create needs'],
    [['password', '2'], 'password needs --password'],
    [['list', '--bogus'], "Unknown option '--bogus'"],
  ])('%j explains what is missing', async (argv, message) => {
    await expect(runStores(argv, harness().io)).rejects.toThrow(CliError);
    await expect(runStores(argv, harness().io)).rejects.toThrow(message);
  });
});
