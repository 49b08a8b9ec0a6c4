// npm run bench:stores — the scale figures of issue 28 (docs/scaling.md), in one run:
//  1. host→store resolution (/robots.txt: the tenant lookup and a tiny answer) and a rendered home
//     page, p50 and p99, with 1 store and with BENCH_STORES (10,000) stores spread over the four
//     store databases (store 1 and the last store), in turns (BENCH_ROUNDS, 3; medians), each
//     against a floor that no store answers (/assets/…: the Worker's own overhead, no tenant
//     lookup) measured just before it;
//  2. the isolate's JavaScript heap (after a full collection) while a fresh isolate visits
//     BENCH_STORES_VISITED (2,000) stores' home pages;
//  3. `npm run stores -- move` of a store with BENCH_MOVE_PRODUCTS (10,000) products and
//     BENCH_MOVE_ORDERS (50,000) orders, while a shopper asks for its home page every 25 ms: how
//     long the move takes and how long the shopper gets 503 with Retry-After.
// The production Worker (`wrangler deploy --dry-run`) on workerd through Miniflare's API, a fresh
// state of its own (.wrangler/bench-stores-state-<port>), port BENCH_STORES_PORT (default 8816).
// Stores 1 and the last are created through the operator API (placement picks their database)
// and get their catalogs through the catalog import; the stores between get, by SQL, the rows
// creation and import wrote for store 1 (scripts/bench/stores-bench-seed.ts), in the database
// placement would have picked. A benchmark that prints; it fails only when a request does.
// A quick run: BENCH_STORES=200 BENCH_STORES_VISITED=100 BENCH_MOVE_PRODUCTS=500 BENCH_MOVE_ORDERS=2000.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildProductionWorker } from './harness/build-worker.ts';
import { migrateBenchDatabases } from './harness/bench-database.ts';
import { connectIsolateHeap } from './harness/isolate-heap.ts';
import { get, runLoad, type Target } from './harness/load.ts';
import { ROOT, run, toolEnv } from './harness/tools.ts';
import { startWorkerd, type WorkerdServer } from './harness/workerd-server.ts';
import { percentile } from './percentiles.ts';
import {
  benchCatalog,
  benchHost,
  benchStoreConfig,
  copyCatalog,
  readCatalogTemplate,
  registryShape,
  seedOrders,
  seedRegistryRows,
  type SeededStore,
} from './stores-bench-seed.ts';

const PORT = Number(process.env.BENCH_STORES_PORT ?? 8816);
const STORES = Math.max(2, Number(process.env.BENCH_STORES ?? 10_000));
const VISITED = Math.min(STORES, Number(process.env.BENCH_STORES_VISITED ?? 2_000));
const STORE_PRODUCTS = Number(process.env.BENCH_STORE_PRODUCTS ?? 8);
const MOVE_PRODUCTS = Number(process.env.BENCH_MOVE_PRODUCTS ?? 10_000);
const MOVE_ORDERS = Number(process.env.BENCH_MOVE_ORDERS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const TOKEN = 'bench-operator-token';
const OPERATOR_HOST = 'ops.bench.localhost';
const STATE = path.join(ROOT, '.wrangler', `bench-stores-state-${PORT}`);
const STATE_ONE = `${STATE}-one-store`;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const WORKER_OUT = path.join(ROOT, '.wrangler', `bench-stores-worker-${PORT}`);
const CLIENT_DIR = path.resolve(ROOT, process.env.CLIENT_OUT_DIR ?? 'dist/client');
const DATABASES = 4;

type Answer = { status: number; body: string; ms: number };

/** One operator API call (JSON, or NDJSON for the catalog import, whose last line is the answer). */
function operator(method: string, pathName: string, body?: unknown): Promise<Answer> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: `/api/operator${pathName}`,
        headers: {
          host: OPERATOR_HOST,
          authorization: `Bearer ${TOKEN}`,
          'content-type': 'application/json',
          ...(text === undefined ? {} : { 'content-length': Buffer.byteLength(text) }),
        },
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (answer += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: answer, ms: performance.now() - started }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (text !== undefined) request.write(text);
    request.end();
  });
}

async function createStore(name: string, host: string, config: Record<string, unknown>, database?: number): Promise<SeededStore> {
  const created = await operator('POST', '/storefronts', { name, hostnames: [host], config, ...(database === undefined ? {} : { database }) });
  if (created.status !== 201) throw new Error(`creating ${name}: HTTP ${created.status} ${created.body.slice(0, 500)}`);
  const { id, database: placed } = (JSON.parse(created.body) as { data: { id: number; database: number } }).data;
  return { id, database: placed };
}

async function importCatalog(storeId: number, products: number, colours: number, sizes: number): Promise<void> {
  const answer = await operator('PUT', `/storefronts/${storeId}/catalog`, benchCatalog(storeId, products, colours, sizes));
  const last = JSON.parse(answer.body.trim().split('\n').at(-1) ?? '{}') as { data?: unknown };
  if (answer.status !== 200 || !last.data) throw new Error(`importing store ${storeId}'s catalog: HTTP ${answer.status} ${answer.body.slice(0, 500)}`);
}

/** Rows of the tables placement counts (worker/operator/store-placement.ts), per store database. */
async function placementCounts(server: WorkerdServer): Promise<number[]> {
  const counts: number[] = [];
  for (let d = 0; d < DATABASES; d++) {
    const db = await server.d1(`STORE_DB_${d}`);
    counts.push((await db.prepare('SELECT (SELECT COUNT(*) FROM products) + (SELECT COUNT(*) FROM orders) + (SELECT COUNT(*) FROM customers) AS n').first<{ n: number }>())!.n);
  }
  return counts;
}

type Figure = { name: string; p50: number; p99: number; rps: number; requests: number };

async function measure(server: WorkerdServer, name: string, host: string, pathName: string, expectStatus = 200): Promise<Figure> {
  const target: Target = { origin: server.origin, host, path: pathName, headers: { accept: 'text/html' } };
  const first = await get(target);
  if (first.status !== expectStatus) throw new Error(`${host}${pathName}: HTTP ${first.status} ${first.body.slice(0, 300)}`);
  await runLoad(target, { concurrency: CONCURRENCY, seconds: 1, expectStatus });
  const result = await runLoad(target, { concurrency: CONCURRENCY, seconds: SECONDS, expectStatus });
  if (result.failures) throw new Error(`${host}${pathName}: ${result.failures} answers other than ${expectStatus}`);
  return { name, p50: percentile(result.latenciesMs, 50), p99: percentile(result.latenciesMs, 99), rps: result.requests / result.seconds, requests: result.requests };
}

type Measured = { p50: number; p99: number; p50Ratio: number; p99Ratio: number; rps: number };
/** Each row's figures, one per round, by its label. */
const rounds = new Map<string, Measured[]>();
const ROW_NAMES = ['floor (`/assets/…` 404, no store)', 'resolution (`/robots.txt`)', 'home page, rendered'];

/** The floor, then the store's resolution and home page; each with its ratio to the floor measured just before it. */
async function latencyRound(server: WorkerdServer, label: string, store: { label: string; id: number }): Promise<void> {
  const floor = await measure(server, 'floor', benchHost(store.id), '/assets/no-such-file', 404);
  const resolution = await measure(server, 'resolution', benchHost(store.id), '/robots.txt');
  const home = await measure(server, 'home', benchHost(store.id), '/');
  [floor, resolution, home].forEach((figure, k) => {
    const key = `| ${label} | ${store.label} | ${ROW_NAMES[k]} |`;
    const measured = { p50: figure.p50, p99: figure.p99, p50Ratio: figure.p50 / floor.p50, p99Ratio: figure.p99 / floor.p99, rps: figure.rps };
    rounds.set(key, [...(rounds.get(key) ?? []), measured]);
    console.log(`${key} ${measured.p50.toFixed(2)} | ${measured.p99.toFixed(2)} | ${measured.p50Ratio.toFixed(1)}× | ${measured.p99Ratio.toFixed(1)}× | ${measured.rps.toFixed(0)} |`);
  });
}

/** Each row's median over the rounds. */
function latencyTable(): string[] {
  return [...rounds].map(([key, list]) => {
    const median = (pick: (m: Measured) => number) => percentile(list.map(pick), 50);
    return `${key} ${median((m) => m.p50).toFixed(2)} | ${median((m) => m.p99).toFixed(2)} | ${median((m) => m.p50Ratio).toFixed(1)}× | ${median((m) => m.p99Ratio).toFixed(1)}× | ${median((m) => m.rps).toFixed(0)} |`;
  });
}

/** The largest (or with `storeId`, the store's smallest) id of each catalog and order table of a database. */
/** The least-filled database as placement picks it: fewest rows, the lowest number on a tie. */
const leastFilled = (counts: number[]) => counts.indexOf(Math.min(...counts));

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MiB`;

function rssBytes(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // exited
    }
  }
  return total;
}

const started = performance.now();
await rm(STATE, { recursive: true, force: true });
await mkdir(STATE, { recursive: true });
if (!existsSync(path.join(CLIENT_DIR, 'manifest.json'))) {
  console.log(`No client bundle in ${CLIENT_DIR}: building it.`);
  await run('node', ['scripts/build.mjs'], true);
}
await migrateBenchDatabases(run, STATE);
const bundle = await buildProductionWorker(WORKER_OUT);
const serve = (persistTo = STATE) =>
  startWorkerd({
    script: bundle.script,
    persistTo,
    assetsDirectory: CLIENT_DIR,
    port: PORT,
    cache: false,
    inspector: true,
    vars: { ENVIRONMENT: 'production', OPERATOR_TOKEN: TOKEN },
    readyProbe: { host: OPERATOR_HOST, path: '/api/operator/storefronts', headers: { authorization: `Bearer ${TOKEN}` } },
  });

const config = await benchStoreConfig();
const output: string[] = [];
let server = await serve();
try {
  // 1. One store, created and filled as an operator would.
  const first = await createStore('Bench Store 1', benchHost(1), config);
  if (first.id !== 1) throw new Error(`the first store got id ${first.id}`);
  await importCatalog(first.id, STORE_PRODUCTS, 2, 2);
  console.log(`Store 1 created (database ${first.database}) with ${STORE_PRODUCTS} products.`);
  // The one-store state is kept aside, to measure it in turns with the full one under the same load.
  await server.dispose();
  await rm(STATE_ONE, { recursive: true, force: true });
  await cp(STATE, STATE_ONE, { recursive: true });
  server = await serve();

  // 2. The stores between, in the databases placement would pick (each gets store 1's rows).
  const seedStarted = performance.now();
  const counts = await placementCounts(server);
  const perStore = counts[first.database]!;
  const seeded: SeededStore[] = [];
  for (let id = 2; id < STORES; id++) {
    const database = leastFilled(counts);
    seeded.push({ id, database });
    counts[database]! += perStore;
  }
  const registry = await server.d1('DB');
  await seedRegistryRows(registry, first.id, seeded);
  const template = await readCatalogTemplate(await server.d1(`STORE_DB_${first.database}`), first.id);
  for (let d = 0; d < DATABASES; d++) {
    await copyCatalog(await server.d1(`STORE_DB_${d}`), template, first.id, seeded.filter((s) => s.database === d).map((s) => s.id));
  }
  const expected = leastFilled(counts);
  const last = await createStore(`Bench Store ${STORES}`, benchHost(STORES), config);
  if (last.id !== STORES) throw new Error(`the last store got id ${last.id}, not ${STORES}`);
  if (last.database !== expected) throw new Error(`placement put store ${STORES} in database ${last.database}; the seed expected ${expected}`);
  await importCatalog(last.id, STORE_PRODUCTS, 2, 2);
  const sameRows = (await registryShape(registry, 2)) === (await registryShape(registry, STORES));
  if (!sameRows) throw new Error(`a seeded store's registry rows differ from the API's:\n${(await registryShape(registry, 2)).slice(0, 2000)}\n---\n${(await registryShape(registry, STORES)).slice(0, 2000)}`);
  const spread = Array.from({ length: DATABASES }, (_, d) => [...seeded, first, last].filter((s) => s.database === d).length);
  const seedLine = `${STORES.toLocaleString('en-US')} stores in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s, per store database: ${spread.map((n) => n.toLocaleString('en-US')).join(' / ')} (store 1 in ${first.database}, store ${STORES} in ${last.database}); the seeded stores' registry rows match the API's`;
  console.log(seedLine);

  // One store, then every store, in turns (each a fresh isolate), ROUNDS times.
  await server.dispose();
  const loadBefore = os.loadavg()[0]!;
  for (let round = 1; round <= ROUNDS; round++) {
    server = await serve(STATE_ONE);
    await latencyRound(server, '1', { label: 'store 1', id: 1 });
    await server.dispose();
    server = await serve();
    await latencyRound(server, STORES.toLocaleString('en-US'), { label: 'store 1', id: 1 });
    await latencyRound(server, STORES.toLocaleString('en-US'), { label: `store ${STORES.toLocaleString('en-US')}`, id: STORES });
    await server.dispose();
  }
  server = await serve();
  output.push(
    `Resolution and home page, p50/p99 in ms, concurrency ${CONCURRENCY}, ${SECONDS} s per row, ratios to the floor measured just before; median of ${ROUNDS} rounds, each round one store then all stores in fresh isolates (${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after):\n`,
    '| stores | store | request | p50 ms | p99 ms | p50 ÷ floor | p99 ÷ floor | req/s |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...latencyTable(),
    '',
    seedLine,
  );

  // 3. Memory: a fresh isolate visits VISITED stores' home pages (every STORES / VISITED-th store).
  await server.dispose();
  server = await serve();
  const heap = await connectIsolateHeap(server.inspectorOrigin!);
  const memory: string[] = [];
  const first200 = await get({ origin: server.origin, host: benchHost(1), path: '/' });
  if (first200.status !== 200) throw new Error(`store 1's home: HTTP ${first200.status}`);
  const base = await heap.read();
  memory.push(`| 1 | ${mib(base.usedBytes)} | | ${mib(rssBytes(server.pids))} |`);
  const step = STORES / VISITED;
  const checkpoints = new Set([100, 250, 500, 1_000, 1_500, 2_000, 3_000, 4_000].filter((n) => n < VISITED).concat(VISITED));
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const visitTimes: number[] = [];
  let visited = 1;
  const visitStarted = performance.now();
  while (visited < VISITED) {
    const batch = Array.from({ length: Math.min(CONCURRENCY, VISITED - visited) }, (_, k) => Math.min(STORES, 1 + Math.round((visited + k) * step)));
    const answers = await Promise.all(batch.map((id) => get({ origin: server.origin, host: benchHost(id), path: '/', headers: { accept: 'text/html' } }, agent)));
    for (const [k, answer] of answers.entries()) {
      if (answer.status !== 200) throw new Error(`store ${batch[k]}'s home: HTTP ${answer.status} ${answer.body.slice(0, 200)}`);
      visitTimes.push(answer.ms);
    }
    const before = visited;
    visited += batch.length;
    for (const checkpoint of checkpoints) {
      if (checkpoint > before && checkpoint <= visited) {
        const reading = await heap.read();
        const line = `| ${checkpoint.toLocaleString('en-US')} | ${mib(reading.usedBytes)} | ${(((reading.usedBytes - base.usedBytes) / (checkpoint - 1)) / 1024).toFixed(1)} KiB | ${mib(rssBytes(server.pids))} |`;
        memory.push(line);
        console.log(line);
      }
    }
  }
  agent.destroy();
  heap.close();
  output.push(
    '',
    `Isolate memory: a fresh isolate renders the home pages of ${VISITED.toLocaleString('en-US')} different stores (every ${step.toFixed(0)}th), ${CONCURRENCY} at a time, in ${((performance.now() - visitStarted) / 1000).toFixed(0)} s (a first visit's home page: p50 ${ms(percentile(visitTimes, 50))}, p99 ${ms(percentile(visitTimes, 99))}); JavaScript heap after a full collection (workerd inspector), and the workerd process's resident memory (it holds the local D1 too):\n`,
    '| stores visited | isolate heap used | per store since the first | workerd RSS |',
    '| ---: | ---: | ---: | ---: |',
    ...memory,
  );

  // 4. A large store moves while a shopper keeps asking for its home page.
  // Its ids are its own (ADR 0308): any other database can take it.
  const big = await createStore('Move Bench Store', 'move.bench.localhost', config);
  const fillStarted = performance.now();
  await importCatalog(big.id, MOVE_PRODUCTS, 4, 6);
  await seedOrders(await server.d1(`STORE_DB_${big.database}`), big.id, MOVE_ORDERS);
  console.log(`Store ${big.id} (database ${big.database}): ${MOVE_PRODUCTS.toLocaleString('en-US')} products, ${MOVE_ORDERS.toLocaleString('en-US')} orders in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`);
  const moveCounts = await placementCounts(server);
  const to = leastFilled(moveCounts.map((n, d) => (d === big.database ? Infinity : n)));
  const shopper: Target = { origin: server.origin, host: 'move.bench.localhost', path: '/', headers: { accept: 'text/html' } };
  if ((await get(shopper)).status !== 200) throw new Error('the moving store does not answer');
  const answers: Array<{ at: number; ms: number; status: number; retryAfter: string | undefined }> = [];
  let moving = true;
  const poll = (async () => {
    while (moving) {
      const at = performance.now();
      const answer = await get(shopper);
      answers.push({ at, ms: answer.ms, status: answer.status, retryAfter: answer.headers['retry-after'] as string | undefined });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  // Shoppers of two other stores meanwhile: one in the database the store moves to, one in neither.
  const bystanders = [
    { label: `store ${seeded.find((s) => s.database === to)!.id} (database ${to}, the target)`, id: seeded.find((s) => s.database === to)!.id },
    { label: `store ${seeded.find((s) => s.database !== to && s.database !== big.database)!.id} (database ${seeded.find((s) => s.database !== to && s.database !== big.database)!.database})`, id: seeded.find((s) => s.database !== to && s.database !== big.database)!.id },
  ].map((store) => ({ ...store, slowest: 0, statuses: new Set<number>() }));
  const watch = Promise.all(
    bystanders.map(async (store) => {
      while (moving) {
        const answer = await get({ origin: server.origin, host: benchHost(store.id), path: '/', headers: { accept: 'text/html' } });
        store.slowest = Math.max(store.slowest, answer.ms);
        store.statuses.add(answer.status);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }),
  );
  const moveStarted = performance.now();
  const cli = await new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn('node', ['scripts/stores.ts', 'move', String(big.id), '--to', String(to), '--url', server.origin, '--token', TOKEN], {
      cwd: ROOT,
      env: toolEnv(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
  const moveMs = performance.now() - moveStarted;
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  moving = false;
  await Promise.all([poll, watch]);
  if (cli.code !== 0) throw new Error(`stores move exited with ${cli.code}: ${cli.out}`);
  const refused = answers.filter((a) => a.status === 503);
  const other = answers.filter((a) => a.status !== 503 && a.status !== 200);
  const withRetry = refused.filter((a) => a.retryAfter !== undefined);
  // From the first 503 asked for to the last 503 answered.
  const window = refused.length ? refused.at(-1)!.at + refused.at(-1)!.ms - refused[0]!.at : 0;
  const slowest503 = Math.max(0, ...refused.map((a) => a.ms));
  // Without a page: from the first 503 asked for to the first page answered after the last 503
  // (a request may also wait, unanswered, for the store's databases while the copy writes).
  const afterLast = refused.length ? answers.find((a) => a.status === 200 && a.at > refused.at(-1)!.at) : undefined;
  const withoutPage = refused.length && afterLast ? afterLast.at + afterLast.ms - refused[0]!.at : 0;
  const slowest = answers.reduce((worst, a) => (a.ms > worst.ms ? a : worst), answers[0]!);
  // The shopper's answers as runs of one status, in seconds from the CLI's start (asked at → answered at).
  const runs: string[] = [];
  const seconds = (t: number) => ((t - moveStarted) / 1000).toFixed(1);
  for (const answer of answers) {
    const lastRun = runs.at(-1);
    const line = `${answer.status} asked ${seconds(answer.at)} s`;
    if (!lastRun?.startsWith(`${answer.status} `)) runs.push(answer.ms > 1_000 ? `${line} (answered ${seconds(answer.at + answer.ms)} s)` : line);
  }
  const cliReport = /writes refused for (\d+) ms, done in (\d+) ms/.exec(cli.out);
  const moved = await operator('GET', `/storefronts/${big.id}`);
  const placed = (JSON.parse(moved.body) as { data: { database: number } }).data.database;
  if (placed !== to) throw new Error(`store ${big.id} is in database ${placed} after the move, not ${to}`);
  if ((await get(shopper)).status !== 200) throw new Error('the moved store does not answer');
  output.push(
    '',
    `\`stores move\` of store ${big.id} (${MOVE_PRODUCTS.toLocaleString('en-US')} products × 4 colours × 6 sizes, ${MOVE_ORDERS.toLocaleString('en-US')} orders of one line) from database ${big.database} to ${to}, a shopper asking for its home page every 25 ms:\n`,
    '| measure | figure |',
    '| --- | ---: |',
    `| the CLI's run (\`npm run stores -- move ${big.id} --to ${to}\`) | ${ms(moveMs)} |`,
    `| the move as the Worker reports it: done in | ${cliReport ? ms(Number(cliReport[2])) : '?'} |`,
    `| the move as the Worker reports it: writes refused (503) until the switch | ${cliReport ? ms(Number(cliReport[1])) : '?'} |`,
    `| the shopper's 503 window (first 503 asked to last 503 answered) | ${ms(window)} |`,
    `| the slowest 503 answer | ${ms(slowest503)} |`,
    `| the shopper without a page: first 503 asked to the first page answered after the last 503 | ${ms(withoutPage)} |`,
    `| the slowest answer during the move (status ${slowest.status}, asked ${seconds(slowest.at)} s) | ${ms(slowest.ms)} |`,
    ...bystanders.map((store) => `| another store's shopper meanwhile, ${store.label}: the slowest answer (statuses ${[...store.statuses].join(', ')}) | ${ms(store.slowest)} |`),
    `| the shopper's answers: 200 / 503 (with Retry-After) / other | ${answers.length - refused.length - other.length} / ${refused.length} (${withRetry.length}, Retry-After ${[...new Set(withRetry.map((a) => a.retryAfter))].join(', ')} s) / ${other.length} |`,
    '',
    `The shopper's answers, in seconds from the CLI's start: ${runs.join(', ')}.`,
    `CLI: ${cli.out.trim()}`,
  );
} finally {
  await server.dispose();
  await rm(STATE_ONE, { recursive: true, force: true });
}
console.log(`\n${output.join('\n')}\n\nWhole run: ${((performance.now() - started) / 1000).toFixed(0)} s; the production Worker ${(bundle.gzipBytes / 1024).toFixed(1)} KiB gzip on workerd (Miniflare's API).`);
