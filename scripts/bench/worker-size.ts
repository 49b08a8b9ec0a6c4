// npm run size:worker — the production Worker's size (`wrangler deploy --dry-run`, as it would be
// uploaded) and its start-up: workerd spawn to the first answer that runs the Worker's code (a
// catalog file: no database, no page), against an empty Worker. Fails above 300 KiB gzip
// (docs/decisions/0131-worker-bundle.md, 0147-precompiled-catalogs.md). WORKER_SIZE_PORT (a free
// one) sets the port; `-- --no-startup` only builds and measures the size (npm test).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildProductionWorker, WORKER_GZIP_LIMIT_KIB } from './harness/build-worker.ts';
import { ROOT } from './harness/tools.ts';
import { startWorkerd } from './harness/workerd-server.ts';

// Port 0: any free port (npm test runs this beside other servers).
const PORT = Number(process.env.WORKER_SIZE_PORT ?? 0);
const withStartup = !process.argv.includes('--no-startup');
// Inside the project: workerd serves the script from beside it and refuses paths out of its folder.
const temp = path.join(ROOT, '.wrangler', `worker-size-${process.pid}`);
await rm(temp, { recursive: true, force: true });
await mkdir(path.join(temp, 'assets'), { recursive: true });

/** Milliseconds from spawning workerd to the script's first answer (median of `runs`). */
async function startupMs(script: string, runs: number): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const server = await startWorkerd({
      script,
      persistTo: path.join(temp, 'state'),
      assetsDirectory: path.join(temp, 'assets'),
      port: PORT,
      cache: false,
      vars: { ENVIRONMENT: 'production' },
      readyProbe: { host: 'demo.localhost', path: '/assets/i18n/en.json' },
    });
    times.push(server.startupMs);
    await server.dispose();
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? Number.NaN;
}

try {
  const bundle = await buildProductionWorker(path.join(temp, 'worker'));
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const headroom = WORKER_GZIP_LIMIT_KIB * 1024 - bundle.gzipBytes;
  console.log(`Worker bundle: ${kib(bundle.bytes)} KiB, ${kib(bundle.gzipBytes)} KiB gzip (limit ${WORKER_GZIP_LIMIT_KIB} KiB, ${kib(Math.abs(headroom))} KiB ${headroom >= 0 ? 'under' : 'OVER'})`);
  if (withStartup) {
    const empty = path.join(temp, 'empty-worker.js');
    const emptyWorker = ['import { DurableObject } from "cloudflare:workers";', 'export class PreviewChannel extends DurableObject {}', 'export class RateLimitCounter extends DurableObject {}', 'export default { fetch: () => new Response("ok") };'];
    await writeFile(empty, `${emptyWorker.join('\n')}\n`);
    const [worker, baseline] = [await startupMs(bundle.script, 3), await startupMs(empty, 3)];
    console.log(`Startup (workerd spawn to first answer, median of 3): ${worker.toFixed(0)} ms; an empty Worker: ${baseline.toFixed(0)} ms`);
  }
  if (headroom < 0) {
    console.error(`The Worker bundle is over ${WORKER_GZIP_LIMIT_KIB} KiB gzip: look for server-only fat (ADR 0131).`);
    process.exitCode = 1;
  }
} finally {
  await rm(temp, { recursive: true, force: true });
}
