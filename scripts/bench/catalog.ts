// npm run bench:catalog — p50/p95 of the catalog API on a SEPARATE store of 100,000 products,
// served like `npm run bench:ssr` serves pages (scripts/bench/harness/).
// Its own local state (.wrangler/bench-state) and port (BENCH_PORT, default 8811): the demo
// data and `npm start` are never touched. The store is seeded once and reused; pass --fresh
// to rebuild it. BENCH_PRODUCTS and BENCH_SAMPLES change the size and the number of samples.
// The scenarios run BENCH_ROUNDS times in rotation (default 3) and each figure is the median of
// its rounds, so a burst of other work on a shared machine spoils one round, not the table.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_HOST, BENCH_STORE_ID, benchStoreSql } from './bench-store-sql.ts';
import { buildProductionWorker } from './harness/build-worker.ts';
import { cpuMs } from './harness/process-cpu.ts';
import { startWorkerd } from './harness/workerd-server.ts';
import { percentile } from './percentiles.ts';
import { migrateBenchDatabases, splitBenchSql } from './harness/bench-database.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = process.env.BENCH_PORT ?? '8811';
const COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const WARMUP = 5;
const STATE = path.join(ROOT, '.wrangler', 'bench-state');
const CARD = 'relations[]=productThumbnail&relations[]=productVariants&relations[]=productVariants.variantThumbnail&rows=12';

/** What the pages ask for: every list, filter, search and sort order. */
const SCENARIOS: Array<[string, string]> = [
  ['list, unsorted, page 1', CARD],
  ['list, unsorted, page 400', `${CARD}&page=400`],
  ['sort Newest', `${CARD}&sort_field=created_at&sort_order=desc`],
  ['sort Price Low to High', `${CARD}&sort_field=final_price&sort_order=asc`],
  ['sort Price High to Low', `${CARD}&sort_field=final_price&sort_order=desc`],
  ['sort Name Asc', `${CARD}&sort_field=name&sort_order=asc`],
  ['sort Name Desc', `${CARD}&sort_field=name&sort_order=desc`],
  ['category tree filter (department: 12 leaf lines)', `${CARD}&product_categories[]=900100&sort_field=created_at&sort_order=desc`],
  ['category page (one line), Newest', `${CARD}&product_category_id=900300&sort_field=created_at&sort_order=desc`],
  ['brand filter, Price Low to High', `${CARD}&brands[]=Bench%20Brand%207&sort_field=final_price&sort_order=asc`],
  ['search, common word ("hoodie"), Newest', `${CARD}&global_filter=hoodie&sort_field=created_at&sort_order=desc`],
  ['search, rare word ("54321")', `${CARD}&global_filter=54321`],
  ['top-bar search ("clas", 10 by name)', 'global_filter=clas&sort_field=name&sort_order=asc&rows=10&page=1&relations[]=productThumbnail'],
  ['category + search + sort', `${CARD}&product_categories[]=900100&global_filter=cotton&sort_field=final_price&sort_order=desc`],
];

function get(pathAndQuery: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: Number(PORT), path: pathAndQuery, headers: { host: `${BENCH_HOST}:${PORT}`, accept: 'application/json' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Local tools first on PATH (Node 22, wrangler), no telemetry. */
function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`, WRANGLER_SEND_METRICS: 'false', ...extra };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: toolEnv({ CI: 'true' }), stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

function capture(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: toolEnv({ CI: 'true' }), stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function seededCount(): Promise<number> {
  const out = await capture('wrangler', [
    'd1', 'execute', 'STORE_DB_0', '--local', '--persist-to', STATE, '--json',
    '--command', `SELECT COUNT(*) AS n FROM products WHERE storefront_id = ${BENCH_STORE_ID}`,
  ]);
  const parsed = JSON.parse(out) as Array<{ results: Array<{ n: number }> }>;
  return parsed[0]?.results[0]?.n ?? 0;
}

if (process.argv.includes('--fresh')) await rm(STATE, { recursive: true, force: true });
await mkdir(STATE, { recursive: true });
await migrateBenchDatabases(run, STATE);
if ((await seededCount()) < COUNT) {
  console.log(`Seeding the bench store (${COUNT.toLocaleString('en-US')} products)…`);
  const file = path.join(STATE, 'bench-store.sql');
  const { registry, store } = splitBenchSql(benchStoreSql(COUNT));
  await writeFile(`${file}.registry`, registry);
  await writeFile(file, store);
  const started = performance.now();
  await run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', STATE, '--file', `${file}.registry`]);
  await run('wrangler', ['d1', 'execute', 'STORE_DB_0', '--local', '--persist-to', STATE, '--file', file]);
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

// The same harness as `npm run bench:ssr`: the production Worker bundle on workerd through
// Miniflare (no `wrangler dev` proxy). The API needs no client bundle: an empty assets directory
// keeps the bench independent of builds.
const assets = await mkdtemp(path.join(os.tmpdir(), 'bench-assets-'));
const bundle = await buildProductionWorker(path.join(ROOT, '.wrangler', 'bench-catalog-worker'));
const server = await startWorkerd({
  script: bundle.script,
  persistTo: STATE,
  assetsDirectory: assets,
  port: Number(PORT),
  cache: false,
  // Every sample is a query: the catalog memo (ADR 0155) would answer repeats from memory.
  vars: { ENVIRONMENT: 'production', CATALOG_MEMO_ENTRIES: '0' },
  readyProbe: { host: BENCH_HOST, path: `/api/brands/colors?storefront_id=${BENCH_STORE_ID}`, headers: { accept: 'application/json' } },
});
const stop = () => server.dispose();

try {
  type Round = { total: number; p50: number; p95: number; cpu: number };
  const rounds = new Map<string, Round[]>(SCENARIOS.map(([name]) => [name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, query] of SCENARIOS) {
      const url = `/api/storefronts/${BENCH_STORE_ID}/storefront-products?${query}`;
      let total = 0;
      for (let i = 0; i < WARMUP; i++) {
        const answer = await get(url);
        if (answer.status !== 200) throw new Error(`${name}: HTTP ${answer.status} ${answer.body}`);
        total = (JSON.parse(answer.body) as { data: { total: number } }).data.total;
      }
      const times: number[] = [];
      const cpuBefore = cpuMs(server.pids);
      for (let i = 0; i < SAMPLES; i++) times.push((await get(url)).ms);
      const result = { total, p50: percentile(times, 50), p95: percentile(times, 95), cpu: (cpuMs(server.pids) - cpuBefore) / SAMPLES };
      rounds.get(name)?.push(result);
      console.log(`round ${round}/${ROUNDS} | ${name} | ${total.toLocaleString('en-US')} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.cpu.toFixed(1)} |`);
    }
  }
  const median = (values: number[]) => percentile(values, 50);
  const rows = SCENARIOS.map(([name]) => {
    const results = rounds.get(name) ?? [];
    const figure = (pick: (result: Round) => number) => median(results.map(pick)).toFixed(1);
    return `| ${name} | ${(results[0]?.total ?? 0).toLocaleString('en-US')} | ${figure((r) => r.p50)} | ${figure((r) => r.p95)} | ${figure((r) => r.cpu)} |`;
  });
  console.log(`\nCatalog API, ${COUNT.toLocaleString('en-US')} products in one store, ${SAMPLES} sequential requests per row (after ${WARMUP} warm-up) in each of ${ROUNDS} rounds (median of the rounds), the production Worker on workerd (no dev proxy), ${os.cpus().length} CPU(s):\n`);
  console.log('| request | matching products | p50 ms | p95 ms | workerd CPU ms/req |\n| --- | ---: | ---: | ---: | ---: |');
  console.log(rows.join('\n'));
} finally {
  await stop();
  await rm(assets, { recursive: true, force: true });
}
