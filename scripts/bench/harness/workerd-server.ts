// Serves a built Worker bundle on workerd through Miniflare's API: the request goes straight to
// workerd's socket (no `wrangler dev` proxy in front), with the bindings of wrangler.toml and the
// local D1/R2/Durable Object state that `wrangler … --persist-to <dir>` writes.
import path from 'node:path';
import { convertV4MiniflareOptions, Miniflare, type V4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { childWorkerdPids } from './process-cpu.ts';
import { get, type Target } from './load.ts';
import { ROOT } from './tools.ts';

export type WorkerdServer = {
  origin: string;
  /** The workerd processes serving it (for their CPU time). */
  pids: number[];
  /** Milliseconds from spawning workerd to the Worker's first answer. */
  startupMs: number;
  inspectorOrigin: string | null;
  /** A binding's D1 database, driven from Node (seeding a bench's rows while the Worker runs). */
  d1: (binding: string) => Promise<D1Database>;
  dispose: () => Promise<void>;
};

export type WorkerdOptions = {
  script: string;
  persistTo: string;
  assetsDirectory: string;
  port: number;
  /** Workers Cache API on (true) or a no-op (false). */
  cache: boolean;
  vars?: Record<string, string>;
  /** A request that answers once the Worker is up (Host header included). */
  readyProbe: Omit<Target, 'origin'>;
  /** Opens workerd's inspector (Chrome DevTools protocol) on a free port: `inspectorOrigin`. */
  inspector?: boolean;
};

export async function startWorkerd(options: WorkerdOptions): Promise<WorkerdServer> {
  const before = new Set(childWorkerdPids());
  const { workerOptions: fromConfig } = unstable_getMiniflareWorkerOptions(path.join(ROOT, 'wrangler.toml'), undefined, {
    overrides: { assets: { directory: options.assetsDirectory } },
  });
  // The bundle is already built: no module rules (they would tell Miniflare how to bundle).
  const { modulesRules: _rules, ...workerOptions } = fromConfig;
  const started = performance.now();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      ...workerOptions,
      name: 'storefront',
      modules: true,
      scriptPath: options.script,
      bindings: { ...(workerOptions.bindings as Record<string, unknown> | undefined), ...options.vars },
      cacheAPI: options.cache,
      host: '127.0.0.1',
      port: options.port,
      ...(options.inspector ? { inspectorPort: 0 } : {}),
      // Where `wrangler … --persist-to <dir>` keeps D1, R2 and Durable Objects.
      resourcePersistencePath: path.join(options.persistTo, 'v3'),
      // wrangler's and Miniflare's option types are declared separately (same shape at runtime).
    } as unknown as V4MiniflareOptions),
  );
  const origin = (await mf.ready).origin.replace(/\/$/, '');
  const probe = await get({ ...options.readyProbe, origin });
  if (probe.status !== 200) {
    await mf.dispose();
    throw new Error(`${options.readyProbe.host}${options.readyProbe.path} answered HTTP ${probe.status}: ${probe.body.slice(0, 300)}`);
  }
  const startupMs = performance.now() - started;
  const pids = childWorkerdPids().filter((pid) => !before.has(pid));
  const inspectorOrigin = options.inspector ? (await mf.getInspectorURL()).origin.replace(/^ws/, 'http') : null;
    // Miniflare declares its own copy of the D1 types (the same interface at runtime).
  const d1 = async (binding: string) => (await mf.getD1Database(binding)) as unknown as D1Database;
  return { origin, pids, startupMs, inspectorOrigin, d1, dispose: () => mf.dispose() };
}
