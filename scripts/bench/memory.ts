// npm run bench:memory — whether the Worker's memory grows with the requests it serves (issue 27,
// security 7; docs/decisions/0300-caches-bounded-by-bytes.md). Serves the production Worker on
// workerd through Miniflare's API (its own fresh seeded state, .wrangler/bench-memory-state, port
// BENCH_MEMORY_PORT, default 8814) with MEMORY_REPORT=on, which opens GET /_bench/caches (the
// isolate's caches: entries and estimated bytes; 404 in the committed config). Sends rounds of
// BENCH_MEMORY_REQUESTS (default 4,000) requests, each round over paths, query strings and
// hostnames it never sent before, then idles BENCH_MEMORY_IDLE_SECONDS (default 30), and prints
// the caches and the resident memory (RSS) of the workerd process after start, after each round
// and after the idle time, with the isolate's JS heap (workerd's inspector: in use, garbage not
// yet collected included, and the heap's size) and the JS heaps of the local runtime's own
// isolates in the same process (Miniflare's D1, cache, assets and entry workers). BENCH_MEMORY_EDGE_CACHE=off turns the Workers Cache API off.
// Needs `npm run build` (the client build in dist/client).
// A benchmark that prints figures: it fails only when the Worker does not answer.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { prepareBenchDatabase } from './harness/bench-database.ts';
import { buildProductionWorker } from './harness/build-worker.ts';
import { get, type Target } from './harness/load.ts';
import { ROOT } from './harness/tools.ts';
import { startWorkerd } from './harness/workerd-server.ts';

const PORT = Number(process.env.BENCH_MEMORY_PORT ?? 8814);
const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 4_000);
const ROUNDS = Number(process.env.BENCH_MEMORY_ROUNDS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 30);
const CONCURRENCY = 8;
/** The Workers Cache API as in production (on), or a no-op (off: what the isolate alone holds). */
const EDGE_CACHE = process.env.BENCH_MEMORY_EDGE_CACHE !== 'off';
const STATE = path.join(ROOT, '.wrangler', 'bench-memory-state');
const CLIENT_DIR = path.join(ROOT, 'dist', 'client');

type Held = { entries: number; bytes: number };
type Report = Record<string, Held>;

/** Resident memory of a process in MiB (Linux /proc). */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}

const STORES = ['demo.localhost', 'private.localhost', 'sso.localhost', 'draft.localhost', 'store66.localhost'];
const PRODUCTS = ['classic-crew-tee', 'no-such-product'];
const word = (n: number) => n.toString(36);

/**
 * The n-th request of a round: pages and API calls of every store, with a query string, a slug, a
 * long path or a hostname never sent before (what a crawler or a spray of bad links sends).
 */
function nth(round: number, n: number, origin: string): Target {
  const id = `${round}-${n}`;
  const host = STORES[n % STORES.length]!;
  switch (n % 8) {
    case 0:
      return { origin, host: 'demo.localhost', path: `/products?search=${word(n * 7919 + round)}&page=${(n % 5) + 1}` };
    case 1:
      return { origin, host, path: `/products/${PRODUCTS[n % 2]}-${id}` };
    case 2:
      return { origin, host: 'demo.localhost', path: `/categories/apparel?sort=price&order=${n % 2 ? 'asc' : 'desc'}&v=${id}` };
    case 3:
      return { origin, host: 'demo.localhost', path: `/api/storefronts/1/storefront-products?search=${word(n)}&page=${n % 7}&v=${id}` };
    case 4:
      // A long path (a few KB), the kind a router keeps per path.
      return { origin, host, path: `/${id}/${'segment-'.repeat(200 + (n % 300))}` };
    case 5:
      return { origin, host: `shop-${id}.example`, path: '/' };
    case 6:
      return { origin, host: 'demo.localhost', path: `/products/classic-crew-tee?color=Black&size=M&ref=${id}` };
    default:
      return { origin, host, path: `/${n % 3 === 0 ? 'login' : n % 3 === 1 ? 'cart' : ''}?utm=${id}` };
  }
}

async function round(index: number, origin: string, agent: http.Agent): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const n = next++;
      const answer = await get(nth(index, n, origin), agent);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return statuses;
}

type InspectorTarget = { id: string; webSocketDebuggerUrl: string };

/** workerd's isolates: the storefront Worker's, and those of the local runtime (D1, cache, assets, …). */
async function inspectorTargets(inspectorOrigin: string): Promise<{ worker: InspectorTarget; runtime: InspectorTarget[] }> {
  const targets = (await (await fetch(`${inspectorOrigin}/json/list`)).json()) as InspectorTarget[];
  const worker = targets.find((t) => t.id === 'core:user:storefront');
  if (!worker) throw new Error('No inspector target for the storefront Worker.');
  return { worker, runtime: targets.filter((t) => t !== worker) };
}

/** A Chrome DevTools protocol session with one isolate (workerd's inspector). */
async function inspect(target: InspectorTarget) {
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = (method: string) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => reject(new Error(`The inspector did not answer ${method}.`)), 20_000);
      pending.set(id, (result) => (clearTimeout(timer), resolve(result)));
      socket.send(JSON.stringify({ id, method, params: {} }));
    });
  return {
    /** The isolate's JS heap: in use (garbage not yet collected included) and its size (MiB). */
    heap: async () => {
      const usage = (await send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number };
      return { used: usage.usedSize / 2 ** 20, total: usage.totalSize / 2 ** 20 };
    },
    close: () => socket.close(),
  };
}

async function caches(origin: string): Promise<Report | null> {
  const answer = await get({ origin, host: 'demo.localhost', path: '/_bench/caches' });
  return answer.status === 200 ? (JSON.parse(answer.body) as Report) : null;
}

const KiB = (bytes: number) => (bytes / 1024).toFixed(0);

await rm(STATE, { recursive: true, force: true });
await prepareBenchDatabase(STATE);
const bundle = await buildProductionWorker(path.join(ROOT, '.wrangler', 'bench-memory-worker'));
const server = await startWorkerd({
  script: bundle.script,
  persistTo: STATE,
  assetsDirectory: CLIENT_DIR,
  port: PORT,
  cache: EDGE_CACHE,
  vars: { ENVIRONMENT: 'production', MEMORY_REPORT: 'on' },
  readyProbe: { host: 'demo.localhost', path: '/robots.txt' },
  inspector: true,
});
const targets = await inspectorTargets(server.inspectorOrigin!);
const inspector = await inspect(targets.worker);
const runtime = await Promise.all(targets.runtime.map(async (target) => ({ id: target.id, session: await inspect(target) })));
/** The local runtime's isolates: their JS heaps in use, the largest first (MiB). */
const runtimeHeaps = async () => (await Promise.all(runtime.map(async ({ id, session }) => ({ id, used: (await session.heap()).used })))).sort((a, b) => b.used - a.used);

try {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const rss = () => server.pids.reduce((sum, pid) => sum + rssMiB(pid), 0);
  type Row = { label: string; rss: number; heap: { used: number; total: number }; runtime: Array<{ id: string; used: number }>; report: Report | null; seconds?: number; statuses?: string };
  const rows: Row[] = [];
  const measure = async (label: string, extra: Partial<Row> = {}) => {
    const report = await caches(server.origin);
    const heap = await inspector.heap();
    rows.push({ label, report, heap, runtime: await runtimeHeaps(), rss: rss(), ...extra });
  };
  for (const path of ['/', '/products', '/products/classic-crew-tee', '/login']) await get({ origin: server.origin, host: 'demo.localhost', path }, agent);
  await measure('after start (4 pages)');
  for (let index = 1; index <= ROUNDS; index++) {
    const started = performance.now();
    const statuses = await round(index, server.origin, agent);
    const seconds = (performance.now() - started) / 1000;
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count}× ${status}`).join(', ');
    await measure(`after round ${index} (${index * REQUESTS} requests)`, { seconds, statuses: tally });
  }
  agent.destroy();
  await sleep(IDLE_SECONDS * 1000);
  await measure(`after ${IDLE_SECONDS} s idle`);

  const names = Object.keys(rows.find((row) => row.report)?.report ?? {});
  console.log(`\nMemory of the production Worker on workerd (edge cache ${EDGE_CACHE ? 'on' : 'off'}): ${ROUNDS} rounds of ${REQUESTS} requests, each to paths, query strings and hostnames not sent before (${CONCURRENCY} at a time).\n`);
  console.log('| moment | workerd RSS (MiB) | the Worker\'s JS heap used / size (MiB) | the local runtime\'s isolates, JS heap used (MiB): total, largest |\n| --- | ---: | ---: | --- |');
  for (const row of rows) {
    const total = row.runtime.reduce((sum, isolate) => sum + isolate.used, 0);
    const largest = row.runtime.slice(0, 2).map((isolate) => `${isolate.id} ${isolate.used.toFixed(1)}`).join(', ');
    console.log(`| ${row.label} | ${row.rss.toFixed(0)} | ${row.heap.used.toFixed(1)} / ${row.heap.total.toFixed(1)} | ${total.toFixed(1)}: ${largest} |`);
  }
  console.log(`\nThe isolate's caches (entries / KiB, estimated):\n\n| moment | ${names.join(' | ')} |`);
  console.log(`| --- | ${names.map(() => '---:').join(' | ')} |`);
  for (const row of rows) {
    const cells = names.map((name) => (row.report?.[name] ? `${row.report[name].entries} / ${KiB(row.report[name].bytes)}` : 'n/a'));
    console.log(`| ${row.label} | ${cells.join(' | ')} |`);
  }
  console.log('');
  for (const row of rows) if (row.statuses) console.log(`- ${row.label}: ${row.statuses} in ${row.seconds!.toFixed(1)} s`);
  if (!names.length) console.log('(No cache report: this Worker has no /_bench/caches; only the RSS is measured.)');
} finally {
  inspector.close();
  for (const { session } of runtime) session.close();
  await server.dispose();
}
