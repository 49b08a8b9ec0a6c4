// npm run bench:import — the catalog import's scale figure (docs/decisions/0190-catalog-import-staged-switch.md):
// 10,000 products × 4 colours × 6 sizes into an empty store through PUT /api/operator/storefronts/{id}/catalog,
// then the same file again (a no-op), then the file with 1 % of the stock changed. Prints rows/s and times;
// a benchmark, not a test. The production Worker bundle on workerd (scripts/bench/harness/), a fresh
// state of its own (.wrangler/bench-import-state-<port>) and port BENCH_IMPORT_PORT (default 8816).
// BENCH_IMPORT_PRODUCTS changes the size.
import http from 'node:http';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildProductionWorker } from './harness/build-worker.ts';
import { cpuMs } from './harness/process-cpu.ts';
import { ROOT, run } from './harness/tools.ts';
import { startWorkerd } from './harness/workerd-server.ts';
import { migrateBenchDatabases } from './harness/bench-database.ts';

const PORT = Number(process.env.BENCH_IMPORT_PORT ?? 8816);
const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 10_000);
const COLOURS = ['Black', 'Navy', 'Heather Grey', 'White'];
const HEX = ['#111827', '#1e3a8a', '#9ca3af', '#ffffff'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL'];
const TOKEN = 'bench-operator-token';
const HOST = 'ops.bench.localhost';
const STORE_HOST = 'import-bench.localhost';
const STATE = path.join(ROOT, '.wrangler', `bench-import-state-${PORT}`);

type Answer = { status: number; body: string; ms: number };

/** One request with a Host header; `onLine` hears each line of an NDJSON answer as it arrives. */
function request(method: string, pathName: string, body?: string, onLine?: (line: Record<string, unknown>) => void, host = HOST): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: pathName,
        headers: {
          host,
          authorization: `Bearer ${TOKEN}`,
          'content-type': 'application/json',
          ...(onLine ? { accept: 'application/x-ndjson' } : {}),
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        let text = '';
        let pending = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (!onLine) return;
          pending += chunk;
          const lines = pending.split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) if (line.trim()) onLine(JSON.parse(line) as Record<string, unknown>);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, ms: performance.now() - started }));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The bench catalog: 10 departments of 10 lines, 20 brands, 2 warehouses, PRODUCTS products. */
function benchCatalog(storeId: number, stockShift = 0) {
  const departments = Array.from({ length: 10 }, (_, d) => ({ slug: `department-${d + 1}`, name: `Department ${d + 1}`, position: d + 1 }));
  const lines = departments.flatMap((department, d) =>
    Array.from({ length: 10 }, (_, l) => ({ slug: `line-${d + 1}-${l + 1}`, name: `Line ${d + 1}.${l + 1}`, parent: department.slug, position: l + 1 })),
  );
  return {
    categories: [...departments, ...lines],
    brands: Array.from({ length: 20 }, (_, b) => ({ name: `Bench Brand ${b + 1}` })),
    warehouses: [{ key: 'east', name: 'East Warehouse' }, { key: 'west', name: 'West Warehouse' }],
    products: Array.from({ length: PRODUCTS }, (_, i) => {
      const slug = `bench-product-${i + 1}`;
      const price = 1500 + (i % 40) * 100;
      return {
        slug,
        name: `Bench ${['Classic', 'Heavy', 'Organic', 'Tech'][i % 4]} ${['Tee', 'Hoodie', 'Polo', 'Cap', 'Mug'][i % 5]} ${i + 1}`,
        price,
        description: `Bench product ${i + 1}: cotton, made to order.`,
        brand: `Bench Brand ${(i % 20) + 1}`,
        categories: [lines[i % lines.length]!.slug],
        warehouse: i % 2 === 0 ? 'east' : 'west',
        thumbnail: `/media/${storeId}/bench/${slug}-black.png`,
        variants: COLOURS.map((color, c) => ({
          color,
          primary_hex_color: HEX[c]!,
          thumbnail: `/media/${storeId}/bench/${slug}-${c}.png`,
          images: [{ type: 'frontImage', path: `/media/${storeId}/bench/${slug}-${c}.png` }],
          sizes: SIZES.map((size, s) => {
            const n = i * 24 + c * 6 + s;
            // stockShift changes every 100th size's quantity (1 % of the stock).
            return { size, quantity: ((i * 7 + c * 13 + s * 5) % 90) + 10 + (stockShift && n % 100 === 0 ? stockShift : 0), price: price + (s >= 5 ? 200 : 0), weight: 0.2 };
          }),
        })),
      };
    }),
  };
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

await rm(STATE, { recursive: true, force: true });
await mkdir(STATE, { recursive: true });
await migrateBenchDatabases(run, STATE);
const assets = await mkdtemp(path.join(os.tmpdir(), 'bench-import-assets-'));
const bundle = await buildProductionWorker(path.join(ROOT, '.wrangler', 'bench-import-worker'));
const server = await startWorkerd({
  script: bundle.script,
  persistTo: STATE,
  assetsDirectory: assets,
  port: PORT,
  cache: false,
  vars: { ENVIRONMENT: 'production', OPERATOR_TOKEN: TOKEN },
  readyProbe: { host: HOST, path: '/api/operator/storefronts', headers: { authorization: `Bearer ${TOKEN}` } },
});

try {
  const created = await request('POST', '/api/operator/storefronts', JSON.stringify({ name: 'Import Bench', hostnames: [STORE_HOST], config: {} }));
  if (created.status !== 201) throw new Error(`creating the store: HTTP ${created.status} ${created.body}`);
  const storeId = (JSON.parse(created.body) as { data: { id: number } }).data.id;

  const file = JSON.stringify(benchCatalog(storeId));
  const rows = PRODUCTS * (1 + COLOURS.length + COLOURS.length * SIZES.length);
  console.log(`Store ${storeId}: importing ${PRODUCTS.toLocaleString('en-US')} products × ${COLOURS.length} colours × ${SIZES.length} sizes (${rows.toLocaleString('en-US')} product, colour and size rows; file ${(file.length / 1_048_576).toFixed(1)} MiB)…`);

  let lastShown = 0;
  const progress = (line: Record<string, unknown>) => {
    const step = line.progress as { step: string; done?: number; of?: number } | undefined;
    if (!step || step.step !== 'staging' || performance.now() - lastShown < 1000) return;
    lastShown = performance.now();
    process.stdout.write(`  staging ${step.done}/${step.of} chunks\n`);
  };
  const imports: { name: string; ms: number; dryMs: number; cpu: number; counts: Record<string, Record<string, number>> }[] = [];
  const put = async (name: string, body: string, query: string) => {
    const answer = await request('PUT', `/api/operator/storefronts/${storeId}/catalog${query}`, body, progress);
    const last = JSON.parse(answer.body.trim().split('\n').at(-1) ?? '{}') as { data?: Record<string, Record<string, number>>; message?: string };
    if (answer.status !== 200 || !last.data) throw new Error(`${name}: HTTP ${answer.status} ${answer.body.slice(0, 500)}`);
    return { ms: answer.ms, counts: last.data };
  };
  // A dry run first: reading the store, checking the file and planning, without staging or the switch.
  const importOnce = async (name: string, body: string) => {
    const dry = await put(`${name} (dry run)`, body, '?dry_run=1');
    const cpuBefore = cpuMs(server.pids);
    const real = await put(name, body, '');
    imports.push({ name, ms: real.ms, dryMs: dry.ms, cpu: cpuMs(server.pids) - cpuBefore, counts: real.counts });
    console.log(`  ${name}: ${(real.ms / 1000).toFixed(2)} s (dry run ${(dry.ms / 1000).toFixed(2)} s), ${JSON.stringify(Object.fromEntries(Object.entries(real.counts).filter(([, v]) => typeof v === 'object').map(([k, v]) => [k, sum(v)])))}`);
  };

  await importOnce('into the empty store', file);
  await importOnce('the same file again (no-op)', file);
  await importOnce('1 % of the stock changed', JSON.stringify(benchCatalog(storeId, 3)));

  const listed = await request('GET', `/api/storefronts/${storeId}/storefront-products?rows=1`, undefined, undefined, STORE_HOST);
  const total = (JSON.parse(listed.body) as { data: { total: number } }).data.total;
  if (total !== PRODUCTS) throw new Error(`the store lists ${total} products, not ${PRODUCTS}`);

  const [first, noop, stock] = imports as [(typeof imports)[0], (typeof imports)[0], (typeof imports)[0]];
  if (sum(noop.counts.created!) + sum(noop.counts.updated!) !== 0) throw new Error(`the second import changed rows: ${JSON.stringify(noop.counts)}`);
  console.log(`\nCatalog import, the production Worker on workerd with local D1 (miniflare), ${os.cpus().length} CPU(s):\n`);
  console.log('| import | time | of which read, checked, planned (its dry run) | staged and switched | rows written | rows/s | workerd CPU |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const line = (entry: (typeof imports)[0], written: number, perSecond: string) =>
    console.log(`| ${entry.name} | ${sec(entry.ms)} | ${sec(entry.dryMs)} | ${written ? sec(Math.max(0, entry.ms - entry.dryMs)) : '-'} | ${written.toLocaleString('en-US')} | ${perSecond} | ${(entry.cpu / 1000).toFixed(1)} s |`);
  line(first, sum(first.counts.created!), Math.round(rows / (first.ms / 1000)).toLocaleString('en-US'));
  line(noop, 0, `${Math.round(rows / (noop.ms / 1000)).toLocaleString('en-US')} compared`);
  line(stock, sum(stock.counts.updated!), `${Math.round(rows / (stock.ms / 1000)).toLocaleString('en-US')} compared`);
  console.log(`\nThe store lists ${total.toLocaleString('en-US')} products.`);
} finally {
  await server.dispose();
  await rm(assets, { recursive: true, force: true });
}
