// The operator CLI (npm run stores -- <command>): the operator API (docs/api.md) from a terminal.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run stores -- <command> [options]

Commands:
  list                                   every store: id, status, name, hostnames
  add --name NAME --host HOST [--host HOST …] --config FILE [--status live|draft|demo]
  hosts ID [--add HOST …] [--remove HOST …]   change a store's hostnames (no option: list them)
  config ID [--set FILE]                 print a store's live config, or replace it with FILE
  preview ID FILE                        save FILE as the store's draft and print the preview link
  publish ID                             make the draft live

Options (every command):
  --url URL      the Worker (default $STORES_URL or http://127.0.0.1:8787)
  --token TOKEN  the operator token (default $OPERATOR_TOKEN or local-operator-token)`;

type Io = { fetch: typeof fetch; out: (line: string) => void; env: Record<string, string | undefined> };
type Store = { id: number; name: string; status: string; hostnames: string[]; config?: unknown; preview_config?: unknown };

export class CliError extends Error {}

async function readJsonFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new CliError(`Cannot read ${file}.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function storeIdOf(value: string | undefined): number {
  const id = Number(value);
  if (!value || !Number.isSafeInteger(id) || id <= 0) throw new CliError(`Give a store id (a number), e.g. "publish 4".\n\n${USAGE}`);
  return id;
}

/** Runs one CLI command; throws CliError with a readable message on any failure. */
export async function runStores(argv: string[], io: Io): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      token: { type: 'string' },
      name: { type: 'string' },
      status: { type: 'string' },
      host: { type: 'string', multiple: true },
      add: { type: 'string', multiple: true },
      remove: { type: 'string', multiple: true },
      config: { type: 'string' },
      set: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command) {
    io.out(USAGE);
    return;
  }
  const base = (values.url || io.env.STORES_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '');
  const token = values.token || io.env.OPERATOR_TOKEN || 'local-operator-token';

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await io.fetch(`${base}/api/operator${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new CliError(`Cannot reach ${base}. Is the server running (npm start), or pass --url.`);
    }
    const text = await response.text();
    let answer: { data?: T; message?: string; errors?: Record<string, string[]> } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // Not JSON: reported below with the status.
    }
    if (response.ok && answer.data !== undefined) return answer.data;
    if (response.status === 401) throw new CliError('The operator token was refused (401). Pass --token or set OPERATOR_TOKEN.');
    if (response.status === 404 && path === '/storefronts') throw new CliError(`${base} has no operator API (404): the deployment has no OPERATOR_TOKEN.`);
    const fields = Object.entries(answer.errors ?? {}).map(([field, messages]) => `  ${field}: ${messages.join(' ')}`);
    throw new CliError([`Error ${response.status}: ${answer.message ?? (text.slice(0, 200) || response.statusText)}`, ...fields].join('\n'));
  }

  const line = (store: Store) => `${String(store.id).padStart(5)}  ${store.status.padEnd(5)}  ${store.name}  ${store.hostnames.join(', ') || '(no hostname)'}`;

  switch (command) {
    case 'list': {
      const stores = await call<Store[]>('GET', '/storefronts');
      io.out('   id  status name  hostnames');
      for (const store of stores) io.out(line(store));
      return;
    }
    case 'add': {
      if (!values.name) throw new CliError('add needs --name NAME.');
      if (!values.config) throw new CliError('add needs --config FILE (a store config JSON).');
      const store = await call<Store>('POST', '/storefronts', {
        name: values.name,
        ...(values.status ? { status: values.status } : {}),
        hostnames: values.host ?? [],
        config: await readJsonFile(values.config),
      });
      io.out(`Added store ${store.id}:`);
      io.out(line(store));
      return;
    }
    case 'hosts': {
      const id = storeIdOf(args[0]);
      const store = await call<Store>('GET', `/storefronts/${id}`);
      if (!values.add && !values.remove) {
        for (const host of store.hostnames) io.out(host);
        return;
      }
      const removing = new Set((values.remove ?? []).map((host) => host.toLowerCase()));
      for (const host of removing) if (!store.hostnames.includes(host)) throw new CliError(`Store ${id} has no hostname ${host}.`);
      const hostnames = [...store.hostnames.filter((host) => !removing.has(host)), ...(values.add ?? [])];
      const updated = await call<Store>('PUT', `/storefronts/${id}/hostnames`, { hostnames });
      io.out(line(updated));
      return;
    }
    case 'config': {
      const id = storeIdOf(args[0]);
      if (values.set) {
        const updated = await call<Store>('PUT', `/storefronts/${id}`, { config: await readJsonFile(values.set) });
        io.out(`Store ${updated.id}'s live config replaced.`);
        return;
      }
      io.out(JSON.stringify((await call<Store>('GET', `/storefronts/${id}`)).config, null, 2));
      return;
    }
    case 'preview': {
      const id = storeIdOf(args[0]);
      if (!args[1]) throw new CliError('preview needs a config FILE: preview ID FILE.');
      const { preview_url } = await call<{ preview_url: string }>('PUT', `/storefronts/${id}/preview`, { config: await readJsonFile(args[1]) });
      io.out(preview_url);
      return;
    }
    case 'publish': {
      const id = storeIdOf(args[0]);
      await call<Store>('POST', `/storefronts/${id}/publish`);
      io.out(`Store ${id}: the draft is live.`);
      return;
    }
    default:
      throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}
