// The CLI's store commands: the operator API's stores, drafts, versions and lifecycle (docs/operating.md).
import { CliError, positiveInteger, readJsonFile, type Io, type OperatorClient } from './operator-client.ts';

export type Store = {
  id: number;
  name: string;
  status: string;
  suspended?: boolean;
  hostnames: string[];
  primary_hostname?: string | null;
  config_version?: number;
  draft_version?: number | null;
  config?: unknown;
  preview_config?: unknown;
};

export type StoreOptions = {
  name?: string | undefined;
  status?: string | undefined;
  'company-name'?: string | undefined;
  host?: string[] | undefined;
  add?: string[] | undefined;
  remove?: string[] | undefined;
  primary?: string | undefined;
  config?: string | undefined;
  set?: string | undefined;
  'if-match'?: string | undefined;
  version?: string | undefined;
  password?: string | undefined;
  limit?: string | undefined;
  yes?: boolean | undefined;
  to?: string | undefined;
  database?: string | undefined;
};

export const storeLine = (store: Store) =>
  `${String(store.id).padStart(5)}  ${(store.suspended ? 'suspended' : store.status).padEnd(9)}  ${store.name}  ${
    store.hostnames.map((host) => (host === store.primary_hostname ? `${host} (primary)` : host)).join(', ') || '(no hostname)'
  }`;

function nonNegativeInteger(value: string | undefined, what: string, example: string): number {
  if (value === undefined || !/^\d+$/.test(value)) throw new CliError(`Expected ${what}, e.g. npm run stores -- ${example}.`);
  return Number(value);
}

const storeIdOf = (value: string | undefined, example: string) => positiveInteger(value, 'a store id', example);

function ifMatch(options: StoreOptions): Record<string, string> {
  if (options['if-match'] === undefined) return {};
  return { 'if-match': `"${positiveInteger(options['if-match'], 'a version after --if-match', 'config 4 --set FILE --if-match 7')}"` };
}

/** Runs one store command; false when `command` is not one of them. */
export async function runStoreCommand(command: string, args: string[], options: StoreOptions, api: OperatorClient, io: Io): Promise<boolean> {
  switch (command) {
    case 'list': {
      const stores = await api.all<Store>('/storefronts?');
      io.out('   id  status     name  hostnames');
      for (const store of stores) io.out(storeLine(store));
      return true;
    }
    case 'add': {
      if (!options.name) throw new CliError('add needs --name NAME.');
      if (!options.config) throw new CliError('add needs --config FILE (a store config JSON).');
      const store = await api.call<Store>('POST', '/storefronts', {
        name: options.name,
        ...(options.status ? { status: options.status } : {}),
        ...(options['company-name'] !== undefined ? { company_name: options['company-name'] } : {}),
        hostnames: options.host ?? [],
        ...(options.primary ? { primary: options.primary } : {}),
        ...(options.database !== undefined ? { database: nonNegativeInteger(options.database, 'a database number after --database', 'add … --database 2') } : {}),
        config: await readJsonFile(options.config),
      });
      io.out(`Added store ${store.id}:`);
      io.out(storeLine(store));
      return true;
    }
    case 'set': {
      const id = storeIdOf(args[0], 'set 4 --status live');
      const changes = {
        ...(options.name !== undefined ? { name: options.name } : {}),
        ...(options.status !== undefined ? { status: options.status } : {}),
        ...(options['company-name'] !== undefined ? { company_name: options['company-name'] } : {}),
      };
      if (Object.keys(changes).length === 0) throw new CliError('set needs at least one of --name, --status, --company-name.');
      io.out(storeLine(await api.call<Store>('PUT', `/storefronts/${id}`, changes, ifMatch(options))));
      return true;
    }
    case 'hosts': {
      const id = storeIdOf(args[0], 'hosts 4');
      const store = await api.call<Store>('GET', `/storefronts/${id}`);
      if (!options.add && !options.remove && !options.primary) {
        for (const host of store.hostnames) io.out(host === store.primary_hostname ? `${host} (primary)` : host);
        return true;
      }
      const removing = new Set((options.remove ?? []).map((host) => host.toLowerCase()));
      for (const host of removing) if (!store.hostnames.includes(host)) throw new CliError(`Store ${id} has no hostname ${host}.`);
      const hostnames = [...store.hostnames.filter((host) => !removing.has(host)), ...(options.add ?? [])];
      // The primary stays unless it was removed or another one is named.
      const kept = store.primary_hostname && !removing.has(store.primary_hostname) ? store.primary_hostname : undefined;
      const primary = options.primary ?? kept;
      io.out(storeLine(await api.call<Store>('PUT', `/storefronts/${id}/hostnames`, { hostnames, ...(primary ? { primary } : {}) })));
      return true;
    }
    case 'config': {
      const id = storeIdOf(args[0], 'config 4');
      if (options.set) {
        const updated = await api.call<Store>('PUT', `/storefronts/${id}`, { config: await readJsonFile(options.set) }, ifMatch(options));
        io.out(`Store ${updated.id}'s live config replaced (version ${updated.config_version}).`);
        return true;
      }
      io.out(JSON.stringify((await api.call<Store>('GET', `/storefronts/${id}`)).config, null, 2));
      return true;
    }
    case 'preview': {
      const id = storeIdOf(args[0], 'preview 4 draft.json');
      if (!args[1]) throw new CliError('preview needs a config FILE: preview ID FILE.');
      const { preview_url } = await api.call<{ preview_url: string }>('PUT', `/storefronts/${id}/preview`, { config: await readJsonFile(args[1]) }, ifMatch(options));
      io.out(preview_url);
      return true;
    }
    case 'publish': {
      const id = storeIdOf(args[0], 'publish 4');
      await api.call<Store>('POST', `/storefronts/${id}/publish`, undefined, ifMatch(options));
      io.out(`Store ${id}: the draft is live.`);
      return true;
    }
    case 'versions': {
      const id = storeIdOf(args[0], 'versions 4');
      const versions = await api.call<{ version: number; kind: string; at: string; actor: { name: string } }[]>('GET', `/storefronts/${id}/versions?limit=${options.limit ?? 50}`);
      io.out('version  kind       at                        by');
      for (const v of versions) io.out(`${String(v.version).padStart(7)}  ${v.kind.padEnd(9)}  ${v.at.padEnd(24)}  ${v.actor.name}`);
      return true;
    }
    case 'rollback': {
      const id = storeIdOf(args[0], 'rollback 4 --version 7');
      const version = positiveInteger(options.version ?? args[1], 'the version to go back to', 'rollback 4 --version 7');
      const store = await api.call<Store>('POST', `/storefronts/${id}/rollback`, { version });
      io.out(`Store ${id}: version ${version} is live again, as version ${store.config_version}.`);
      return true;
    }
    case 'suspend':
    case 'resume': {
      const id = storeIdOf(args[0], `${command} 4`);
      await api.call<Store>('POST', `/storefronts/${id}/${command}`);
      io.out(command === 'suspend' ? `Store ${id} is closed: shoppers get "This store is closed" (503).` : `Store ${id} is open again.`);
      return true;
    }
    case 'delete': {
      const id = storeIdOf(args[0], 'delete 4 --yes');
      if (!options.yes) throw new CliError(`delete frees store ${id}'s hostnames at once and purges its data after 30 days. Export what you need first, then run: delete ${id} --yes`);
      const deleted = await api.call<{ freed_hostnames: string[]; purged_after: string }>('DELETE', `/storefronts/${id}`);
      io.out(`Store ${id} deleted. Freed: ${deleted.freed_hostnames.join(', ') || '(no hostname)'}. Its data is purged after ${deleted.purged_after}.`);
      return true;
    }
    case 'move': {
      const id = storeIdOf(args[0], 'move 4 --to 2');
      const to = nonNegativeInteger(options.to, 'a database number after --to', 'move 4 --to 2');
      io.out(`Moving store ${id} to database ${to}: the store stays readable; orders, sign-ups and other writes get 503 (try again in a few seconds) until it is done…`);
      const report = await api.call<{ from: number; to: number; rows: Record<string, number>; writes_refused_ms: number; duration_ms: number }>('POST', `/storefronts/${id}/move`, { database: to });
      const rows = Object.values(report.rows).reduce((a, b) => a + b, 0);
      io.out(`Store ${id} moved from database ${report.from} to ${report.to}: ${rows} rows, readable throughout, writes refused for ${report.writes_refused_ms} ms, done in ${report.duration_ms} ms.`);
      return true;
    }
    case 'password': {
      const id = storeIdOf(args[0], 'password 2 --set SECRET');
      if (args[1] === 'remove') {
        await api.call('DELETE', `/storefronts/${id}/private-password`);
        io.out(`Store ${id} has no private password now.`);
        return true;
      }
      const password = options.password ?? io.env.STORE_PASSWORD;
      if (!password) throw new CliError('password needs --password SECRET (or STORE_PASSWORD in the environment), or "password ID remove".');
      const answer = await api.call<{ password_form_enabled: boolean; hint?: string }>('PUT', `/storefronts/${id}/private-password`, { password });
      io.out(`Store ${id}'s private password is set.${answer.hint ? ` ${answer.hint}` : ''}`);
      return true;
    }
    case 'audit': {
      const path = args[0] ? `/storefronts/${storeIdOf(args[0], 'audit 4')}/audit` : '/audit';
      const entries = await api.call<{ at: string; action: string; storefront_id: number | null; actor: { name: string }; ip: string; detail: unknown }[]>(
        'GET',
        `${path}?limit=${options.limit ?? 50}`,
      );
      for (const entry of entries) {
        io.out(`${entry.at}  ${entry.action.padEnd(20)}  store ${entry.storefront_id ?? '-'}  ${entry.actor.name} (${entry.ip || '?'})  ${JSON.stringify(entry.detail)}`);
      }
      return true;
    }
    default:
      return false;
  }
}
