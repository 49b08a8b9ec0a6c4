// npm run bench:ssr:profile -- [path] — where a page's CPU goes: the production Worker (not
// minified, so functions keep their modules) on workerd with the bench's seeded D1, one page
// under load for BENCH_SECONDS (5) at BENCH_CONCURRENCY (10) while V8's sampling profiler runs;
// prints self time by bundled module and the top functions, and writes the .cpuprofile (open it
// in Chrome DevTools) to .wrangler/bench-ssr-worker/. It migrates and seeds the bench database as
// bench:ssr does; run `npm run bench:ssr` once first when the client is not built.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { prepareBenchDatabase } from './harness/bench-database.ts';
import { buildProductionWorker } from './harness/build-worker.ts';
import { profileWhile, selfTimeBySource } from './harness/cpu-profile.ts';
import { get, runLoad } from './harness/load.ts';
import { ROOT } from './harness/tools.ts';
import { startWorkerd } from './harness/workerd-server.ts';

const PORT = Number(process.env.BENCH_SSR_PORT ?? 8812);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// A run on a port of its own (BENCH_SSR_PORT) keeps its own database and build, so runs side by side never share them.
const RUN = process.env.BENCH_SSR_PORT ? `-${PORT}` : '';
const STATE = path.join(ROOT, '.wrangler', `bench-ssr-state${RUN}`);
const OUT = path.join(ROOT, '.wrangler', `bench-ssr-worker${RUN}`, 'unminified');
const CLIENT_DIR = path.resolve(ROOT, process.env.CLIENT_OUT_DIR ?? 'dist/client');
const HOST = 'demo.localhost';
const page = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/products/classic-crew-tee';

await prepareBenchDatabase(STATE);
const bundle = await buildProductionWorker(OUT, ['--minify=false']);
const server = await startWorkerd({
  script: bundle.script,
  persistTo: STATE,
  assetsDirectory: CLIENT_DIR,
  port: PORT,
  cache: false,
  vars: { ENVIRONMENT: 'production' },
  readyProbe: { host: HOST, path: '/robots.txt' },
  inspector: true,
});
try {
  const target = { origin: server.origin, host: HOST, path: page, headers: { accept: 'text/html' } };
  const first = await get(target);
  if (first.status !== 200) throw new Error(`${page}: HTTP ${first.status}`);
  await runLoad(target, { concurrency: CONCURRENCY, seconds: 1 });
  let requests = 0;
  const profile = await profileWhile(server.inspectorOrigin!, async () => {
    requests = (await runLoad(target, { concurrency: CONCURRENCY, seconds: SECONDS })).requests;
  });
  const file = path.join(OUT, `${page.replace(/\W+/g, '_') || 'home'}.cpuprofile`);
  await writeFile(file, JSON.stringify(profile));
  console.log(`${page}: ${requests} requests profiled; profile written to ${path.relative(ROOT, file)}\n`);
  console.log(await selfTimeBySource(profile, bundle.script));
} finally {
  await server.dispose();
}
