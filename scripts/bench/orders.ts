// npm run bench:orders — p50/p95 of the operator order list on a SEPARATE store of 1,000,000 orders
// (BENCH_ORDERS), first page and 100th page (keyset cursor), unfiltered, by status, by payment
// status and searched; served like `npm run bench:catalog` (the production Worker on workerd).
// Its own state (.wrangler/bench-orders-state) and port (BENCH_ORDERS_PORT, default 8815): the demo
// data and `npm start` are never touched. The store is seeded once and reused (--fresh rebuilds it).
// BENCH_SAMPLES and BENCH_ROUNDS change the samples per figure and the rounds (median of the rounds).
// A benchmark that prints figures: it fails only when a request fails.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildProductionWorker } from './harness/build-worker.ts';
import { cpuMs } from './harness/process-cpu.ts';
import { ROOT, toolEnv } from './harness/tools.ts';
import { startWorkerd } from './harness/workerd-server.ts';
import { ORDERS_BENCH_HOST, ORDERS_BENCH_STORE_ID, ordersBenchSql } from './orders-bench-sql.ts';
import { percentile } from './percentiles.ts';
import { migrateBenchDatabases, splitBenchSql } from './harness/bench-database.ts';

const PORT = process.env.BENCH_ORDERS_PORT ?? '8815';
const COUNT = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const PAGE_SIZE = 50;
const WARMUP = 3;
const TOKEN = 'bench-operator-token';
const STATE = path.join(ROOT, '.wrangler', 'bench-orders-state');
const LIST = `/api/operator/storefronts/${ORDERS_BENCH_STORE_ID}/orders`;

/** What an order screen asks for. */
const SCENARIOS: Array<[string, string]> = [
  ['newest first', ''],
  ['status In Progress', '&status=2'],
  ['payment failed', '&payment_status=failed'],
  ['since a date (last year)', '&from=2025-01-01'],
  ['search a first name ("grace", 1 in 12)', '&q=grace'],
  ['search an e-mail (1 order)', '&q=buyer424242@bench.test'],
  ['search a uuid prefix (16 orders)', '&q=0000232a-0000-4000-8000-0000000a0f1'],
];

function get(pathAndQuery: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: Number(PORT), path: pathAndQuery, headers: { host: `${ORDERS_BENCH_HOST}:${PORT}`, authorization: `Bearer ${TOKEN}` } },
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
  const out = await capture('wrangler', ['d1', 'execute', 'STORE_DB_0', '--local', '--persist-to', STATE, '--json', '--command', `SELECT COUNT(*) AS n FROM orders WHERE storefront_id = ${ORDERS_BENCH_STORE_ID}`]);
  return (JSON.parse(out) as Array<{ results: Array<{ n: number }> }>)[0]?.results[0]?.n ?? 0;
}

/** The cursor of page `n` (1-based) of a scenario: n − 1 pages walked from the first. */
async function cursorOfPage(query: string, n: number): Promise<string | null> {
  let cursor: string | null = null;
  for (let page = 1; page < n; page++) {
    const answer = await get(`${LIST}?limit=${PAGE_SIZE}${query}${cursor ? `&cursor=${cursor}` : ''}`);
    if (answer.status !== 200) throw new Error(`page ${page}: HTTP ${answer.status} ${answer.body.slice(0, 200)}`);
    cursor = (JSON.parse(answer.body) as { next_cursor: string | null }).next_cursor;
    if (!cursor) return null;
  }
  return cursor;
}

if (process.argv.includes('--fresh')) await rm(STATE, { recursive: true, force: true });
await mkdir(STATE, { recursive: true });
await migrateBenchDatabases(capture, STATE);
const seeded = await seededCount();
if (seeded < COUNT) {
  console.log(`Seeding the bench store (${(COUNT - seeded).toLocaleString('en-US')} more orders, to ${COUNT.toLocaleString('en-US')})…`);
  const file = path.join(STATE, 'bench-orders.sql');
  const { registry, store } = splitBenchSql(ordersBenchSql(seeded, COUNT - seeded));
  await writeFile(`${file}.registry`, registry);
  await writeFile(file, store);
  const started = performance.now();
  await capture('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', STATE, '--file', `${file}.registry`]);
  await capture('wrangler', ['d1', 'execute', 'STORE_DB_0', '--local', '--persist-to', STATE, '--file', file]);
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

const assets = await mkdtemp(path.join(os.tmpdir(), 'bench-assets-'));
const bundle = await buildProductionWorker(path.join(ROOT, '.wrangler', 'bench-orders-worker'));
const server = await startWorkerd({
  script: bundle.script,
  persistTo: STATE,
  assetsDirectory: assets,
  port: Number(PORT),
  cache: false,
  vars: { ENVIRONMENT: 'production', OPERATOR_TOKEN: TOKEN },
  readyProbe: { host: ORDERS_BENCH_HOST, path: `${LIST}?limit=1`, headers: { authorization: `Bearer ${TOKEN}` } },
});

try {
  type Figure = { p50: number; p95: number; cpu: number; rows: number };
  const figures = new Map<string, Figure[]>();
  const targets: Array<[string, string]> = [];
  for (const [name, query] of SCENARIOS) {
    targets.push([`${name}, page 1`, `${LIST}?limit=${PAGE_SIZE}${query}`]);
    const cursor = await cursorOfPage(query, 100);
    if (cursor) targets.push([`${name}, page 100`, `${LIST}?limit=${PAGE_SIZE}${query}&cursor=${cursor}`]);
    else console.log(`(${name}: fewer than 100 pages, no page-100 figure)`);
  }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, url] of targets) {
      let rows = 0;
      for (let i = 0; i < WARMUP; i++) {
        const answer = await get(url);
        if (answer.status !== 200) throw new Error(`${name}: HTTP ${answer.status} ${answer.body.slice(0, 200)}`);
        rows = (JSON.parse(answer.body) as { data: unknown[] }).data.length;
      }
      const times: number[] = [];
      const cpuBefore = cpuMs(server.pids);
      for (let i = 0; i < SAMPLES; i++) times.push((await get(url)).ms);
      const figure = { p50: percentile(times, 50), p95: percentile(times, 95), cpu: (cpuMs(server.pids) - cpuBefore) / SAMPLES, rows };
      figures.set(name, [...(figures.get(name) ?? []), figure]);
      console.log(`round ${round}/${ROUNDS} | ${name} | ${rows} | ${figure.p50.toFixed(1)} | ${figure.p95.toFixed(1)} | ${figure.cpu.toFixed(1)} |`);
    }
  }
  const median = (values: number[]) => percentile(values, 50);
  console.log(`\nOperator order list, ${COUNT.toLocaleString('en-US')} orders in one store, ${PAGE_SIZE} per page, ${SAMPLES} sequential requests per row (after ${WARMUP} warm-up) in each of ${ROUNDS} rounds (median of the rounds), the production Worker on workerd, ${os.cpus().length} CPU(s):\n`);
  console.log('| request | rows | p50 ms | p95 ms | workerd CPU ms/req |\n| --- | ---: | ---: | ---: | ---: |');
  for (const [name] of targets) {
    const results = figures.get(name) ?? [];
    const pick = (key: keyof Figure) => median(results.map((r) => r[key])).toFixed(1);
    console.log(`| ${name} | ${results[0]?.rows ?? 0} | ${pick('p50')} | ${pick('p95')} | ${pick('cpu')} |`);
  }
} finally {
  await server.dispose();
  await rm(assets, { recursive: true, force: true });
}
