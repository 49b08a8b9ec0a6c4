// npm start: builds, prepares the local D1 (migrations + demo seed, idempotent) and serves every
// demo store with wrangler dev (local D1, R2 and Durable Objects under .wrangler/state).
import { spawn } from 'node:child_process';
import { prepareLocalDatabase } from './lib/local-db.mjs';
import { ROOT, run, STORE_HOSTS, toolEnv } from './lib/run.mjs';

const port = process.env.PORT ?? '8787';
// The operator API's token (docs/operating.md); a fixed local one unless OPERATOR_TOKEN is set.
const operatorToken = process.env.OPERATOR_TOKEN || 'local-operator-token';

await run('node', ['scripts/build.mjs']);
await prepareLocalDatabase();

console.log('\nDemo stores:');
for (const host of STORE_HOSTS) console.log(`  http://${host}:${port}`);
console.log(`  (bare http://localhost:${port} serves the demo store too)`);
console.log(`Operator API token: ${operatorToken}  (npm run stores -- list)`);
console.log(`Studio: http://studio.localhost:${port}  (sign in with a link: npm run stores -- invite --name "Your name" --role admin)\n`);

const dev = spawn('wrangler', ['dev', '--port', port, '--ip', '127.0.0.1', '--show-interactive-dev-session=false', '--var', `OPERATOR_TOKEN:${operatorToken}`, '--var', 'STUDIO_HOST:studio.localhost', '--var', 'ENVIRONMENT:development', '--var', `PUBLIC_ORIGIN_PORT:${port}`], {
  cwd: ROOT,
  stdio: 'inherit',
  env: toolEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code) => process.exit(code ?? 0));
