// npm run bench:ssr — what one server-rendered page costs, against a floor that renders nothing.
// Builds the production Worker (`wrangler deploy --dry-run`: production React, the bundle that
// would be uploaded), serves it on workerd through Miniflare (no `wrangler dev` proxy) with its own
// seeded local D1 (.wrangler/bench-ssr-state; `-- --fresh` rebuilds it), and loads each main page
// in one run at a fixed concurrency. CPU is read from workerd's /proc/<pid>/stat (the D1
// simulator runs inside the same workerd, so its queries count too, as D1's would not in
// production). Three tables: rendering every request as deployed (the catalog memo on, ADR 0155;
// the target), the same with every catalog read going to D1, and with the edge cache on.
// BENCH_CONCURRENCY (10), BENCH_SECONDS (5 per page), BENCH_SSR_PORT (8812) and CLIENT_OUT_DIR
// (the client bundle to serve; built when missing) change the run.
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildProductionWorker, WORKER_GZIP_LIMIT_KIB as BUNDLE_LIMIT_KIB } from './harness/build-worker.ts';
import { prepareBenchDatabase } from './harness/bench-database.ts';
import { get, runLoad, type Target } from './harness/load.ts';
import { cpuMs } from './harness/process-cpu.ts';
import { ROOT, run } from './harness/tools.ts';
import { startWorkerd, type WorkerdServer } from './harness/workerd-server.ts';
import { percentile } from './percentiles.ts';

const PORT = Number(process.env.BENCH_SSR_PORT ?? 8812);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
// A run on a port of its own (BENCH_SSR_PORT) keeps its own database and build, so runs side by side never share them.
const RUN = process.env.BENCH_SSR_PORT ? `-${PORT}` : '';
const STATE = path.join(ROOT, '.wrangler', `bench-ssr-state${RUN}`);
const WORKER_OUT = path.join(ROOT, '.wrangler', `bench-ssr-worker${RUN}`);
const CLIENT_DIR = path.resolve(ROOT, process.env.CLIENT_OUT_DIR ?? 'dist/client');
const HOST = 'demo.localhost';
const DEMO_STORE_ID = 1;

/** The floor first: tenant lookup and a tiny answer, no rendering. */
const PAGES: Array<{ name: string; path: string }> = [
  { name: '/robots.txt (floor)', path: '/robots.txt' },
  { name: 'list API, 9 rows', path: `/api/storefronts/${DEMO_STORE_ID}/storefront-products?relations[]=productThumbnail&relations[]=productVariants&relations[]=productVariants.variantThumbnail&rows=9` },
  { name: 'home', path: '/' },
  { name: 'product page', path: '/products/classic-crew-tee' },
  { name: '/products', path: '/products' },
  { name: 'a category', path: '/categories/apparel' },
  { name: 'cart', path: '/cart' },
];

type Row = { name: string; rps: number; p50: number; p99: number; cpuPerRequest: number; failures: number; cache: string };

async function measure(server: WorkerdServer, target: Target): Promise<Omit<Row, 'name'>> {
  await runLoad(target, { concurrency: CONCURRENCY, seconds: WARMUP_SECONDS });
  const cpuBefore = cpuMs(server.pids);
  const result = await runLoad(target, { concurrency: CONCURRENCY, seconds: SECONDS });
  const cpu = cpuMs(server.pids) - cpuBefore;
  const cacheAnswer = (await get(target)).headers['x-cache'];
  return {
    rps: result.requests / result.seconds,
    p50: percentile(result.latenciesMs, 50),
    p99: percentile(result.latenciesMs, 99),
    cpuPerRequest: cpu / Math.max(1, result.requests),
    failures: result.failures,
    cache: typeof cacheAnswer === 'string' ? cacheAnswer : '-',
  };
}

async function loadPages(server: WorkerdServer): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of PAGES) {
    const target: Target = { origin: server.origin, host: HOST, path: page.path, headers: { accept: page.path.startsWith('/api/') ? 'application/json' : 'text/html' } };
    const first = await get(target);
    if (first.status !== 200) throw new Error(`${page.path}: HTTP ${first.status} ${first.body.slice(0, 300)}`);
    rows.push({ name: page.name, ...(await measure(server, target)) });
  }
  return rows;
}

function table(title: string, rows: Row[]): string {
  const floor = rows[0]!;
  const lines = rows.map((row) => {
    const ratio = row.rps / floor.rps;
    const extraCpu = row.cpuPerRequest - floor.cpuPerRequest;
    const meets = row === floor ? '' : ratio >= 0.5 || extraCpu <= 3 ? 'yes' : 'NO';
    return `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.cpuPerRequest.toFixed(1)} | ${row === floor ? '' : `+${extraCpu.toFixed(1)}`} | ${ratio.toFixed(2)} | ${row.cache} | ${meets}${row.failures ? ` (${row.failures} failed)` : ''} |`;
  });
  return [
    `${title}\n`,
    '| request | req/s | p50 ms | p99 ms | CPU ms/req | CPU over floor | req/s ÷ floor | X-Cache | target met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...lines,
  ].join('\n');
}

if (process.argv.includes('--fresh')) await rm(STATE, { recursive: true, force: true });
await mkdir(STATE, { recursive: true });
if (!existsSync(path.join(CLIENT_DIR, 'manifest.json'))) {
  console.log(`No client bundle in ${CLIENT_DIR}: building it.`);
  await run('node', ['scripts/build.mjs'], true);
}
await prepareBenchDatabase(STATE);

const bundle = await buildProductionWorker(WORKER_OUT);
const sizeLine = `Worker bundle: ${(bundle.bytes / 1024).toFixed(0)} KiB, ${(bundle.gzipBytes / 1024).toFixed(1)} KiB gzip (limit ${BUNDLE_LIMIT_KIB} KiB)`;
console.log(sizeLine);

// Startup: workerd spawn to first answer, for this bundle and for an empty Worker (the difference
// is the bundle's parse and top-level evaluation).
const emptyWorker = path.join(WORKER_OUT, 'empty-worker.js');
await import('node:fs/promises').then((fs) => fs.writeFile(emptyWorker, 'export default { fetch: () => new Response("ok") };\n'));
const options = { persistTo: STATE, assetsDirectory: CLIENT_DIR, port: PORT, vars: { ENVIRONMENT: 'production' }, readyProbe: { host: HOST, path: '/robots.txt' } };
const empty = await startWorkerd({ ...options, script: emptyWorker, cache: false });
await empty.dispose();

const results: string[] = [];
const uncached = await startWorkerd({ ...options, script: bundle.script, cache: false });
const startupLine = `Startup (workerd spawn to first answer): ${uncached.startupMs.toFixed(0)} ms; an empty Worker: ${empty.startupMs.toFixed(0)} ms`;
console.log(startupLine);
try {
  results.push(table(`Rendering every request (Cache API off; the catalog memo on, as deployed), concurrency ${CONCURRENCY}, ${SECONDS} s per row, ${os.cpus().length} CPU(s):`, await loadPages(uncached)));
  console.log(`\n${results.at(-1)}`);
} finally {
  await uncached.dispose();
}
// The same renders with every catalog read going to D1 (the catalog memo off): what a page costs
// right after the catalog changed, and the local D1 simulator's share of it (docs/decisions/0155-catalog-memo.md).
const unmemoized = await startWorkerd({ ...options, vars: { ...options.vars, CATALOG_MEMO_ENTRIES: '0' }, script: bundle.script, cache: false });
try {
  results.push(table(`Rendering every request, every catalog read from D1 (CATALOG_MEMO_ENTRIES=0; informative, the target is the first table's):`, await loadPages(unmemoized)));
  console.log(`\n${results.at(-1)}`);
} finally {
  await unmemoized.dispose();
}
const cached = await startWorkerd({ ...options, script: bundle.script, cache: true });
try {
  results.push(table(`Edge cache on (anonymous shoppers; docs/decisions/0132-edge-cache.md):`, await loadPages(cached)));
  console.log(`\n${results.at(-1)}`);
} finally {
  await cached.dispose();
}

console.log(`\n${sizeLine}\n${startupLine}\n\n${results.join('\n\n')}`);
if (bundle.gzipBytes > BUNDLE_LIMIT_KIB * 1024) {
  console.error(`The Worker bundle is over ${BUNDLE_LIMIT_KIB} KiB gzip.`);
  process.exitCode = 1;
}
