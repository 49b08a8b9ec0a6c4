// A seeded local server that renders with production React (not `npm start`'s development
// build): `wrangler dev --define process.env.NODE_ENV:"production"`, a fresh database of its own
// per port, and the client build in CLIENT_OUT_DIR (default dist/client). For measurements
// (npm run lighthouse); never for deploys.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { prepareLocalDatabase } from './local-db.mjs';
import { ROOT, toolEnv } from './run.mjs';
import { waitForServer } from './wait-for-server.mjs';

/** Starts the server on `port` and resolves once it answers; `stop()` ends it. */
export async function startProductionServer(port) {
  const persistTo = path.join(ROOT, '.wrangler', `prod-state-${port}`);
  await rm(persistTo, { recursive: true, force: true });
  await prepareLocalDatabase(persistTo);
  const assets = process.env.CLIENT_OUT_DIR ? ['--assets', process.env.CLIENT_OUT_DIR] : [];
  const server = spawn(
    'wrangler',
    [
      'dev', ...assets, '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistTo,
      '--define', 'process.env.NODE_ENV:"production"',
      '--show-interactive-dev-session=false', '--live-reload=false',
      // Local HTTP (no HSTS); production headers and limits otherwise.
      '--var', 'ENVIRONMENT:development', '--var', `PUBLIC_ORIGIN_PORT:${port}`,
    ],
    { cwd: ROOT, env: toolEnv(), stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  let stopping = false;
  const stop = () => {
    stopping = true;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  // A server that dies mid-measurement would only show as timeouts: end the run at once instead.
  server.on('exit', (code) => {
    if (stopping) return;
    console.error(`The production server on port ${port} stopped (exit ${code}).`);
    process.exit(1);
  });
  try {
    await waitForServer(`http://127.0.0.1:${port}/assets/i18n/en.json`, 180_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}
