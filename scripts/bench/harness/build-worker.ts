// The production Worker bundle, as `wrangler deploy` would upload it (production React:
// wrangler defines process.env.NODE_ENV as "production" for deploys), without uploading.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, toolEnv } from './tools.ts';

export type WorkerBundle = { script: string; bytes: number; gzipBytes: number };

/** The Worker's gzip size limit (docs/decisions/0131-worker-bundle.md, 0162): `npm run size:worker` in `npm test`. */
export const WORKER_GZIP_LIMIT_KIB = 310;

/** Runs `wrangler deploy --dry-run --outdir <outDir>` and measures the bundle it wrote. */
export async function buildProductionWorker(outDir: string, extraArgs: string[] = []): Promise<WorkerBundle> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn('wrangler', ['deploy', '--dry-run', '--outdir', outDir, ...extraArgs], {
      cwd: ROOT,
      env: toolEnv({ CI: 'true', NODE_ENV: 'production' }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`wrangler deploy --dry-run exited with ${code}`))));
  });
  const script = path.join(outDir, 'index.js');
  const source = await readFile(script);
  return { script, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
}
