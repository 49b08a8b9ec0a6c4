// The server end-to-end tests run against: a fresh local state (migrations + demo seed) on its
// own port, so tests never touch the developer's `npm start` data.
import { rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { prepareLocalDatabase } from './lib/local-db.mjs';
import { ROOT, toolEnv } from './lib/run.mjs';

const port = process.env.E2E_PORT ?? '8799';
// One state folder per port, so runs on different ports never wipe each other's database.
const persistTo = path.join(ROOT, '.wrangler', `e2e-state-${port}`);
await rm(persistTo, { recursive: true, force: true });
await prepareLocalDatabase(persistTo);
// Journeys place many unpaid orders as the demo shopper: no cap of open unpaid orders here
// (ADR 0261; tests/integration/orders/unpaid-order-expiry.test.ts covers it).
// CLIENT_OUT_DIR (optional): serve a client build other than dist/client (parallel local work).
const assets = process.env.CLIENT_OUT_DIR ? ['--assets', process.env.CLIENT_OUT_DIR] : [];
const dev = spawn(
  'wrangler',
  ['dev', ...assets, '--port', port, '--ip', '127.0.0.1', '--persist-to', persistTo, '--show-interactive-dev-session=false', '--live-reload=false', '--var', 'OPERATOR_TOKEN:local-operator-token', '--var', 'STUDIO_HOST:studio.localhost', '--var', 'ENVIRONMENT:development', '--var', `PUBLIC_ORIGIN_PORT:${port}`, '--var', 'UNPAID_ORDERS_PER_CUSTOMER:0'],
  { cwd: ROOT, stdio: 'inherit', env: toolEnv() },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code) => process.exit(code ?? 0));
