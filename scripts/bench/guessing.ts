// npm run bench:guessing — what guessing spread over many client addresses achieves
// (issue 27, security 2; docs/decisions/0260-distributed-guessing-limits.md): 60 login guesses
// on one account from 60 addresses, then 100 private-store password guesses from 100 addresses,
// all sent at once. Prints how many were checked (401/422), refused (429) and how long it took,
// then whether the owner still gets in. The production Worker on workerd with its own fresh
// seeded D1 and its own rate-limit counters (Durable Objects, ADR 0303), both under
// .wrangler/bench-guessing-state, port BENCH_GUESSING_PORT (default 8816).
// A benchmark that prints figures: it fails only when the Worker does not answer.
import http from 'node:http';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { prepareBenchDatabase } from './harness/bench-database.ts';
import { buildProductionWorker } from './harness/build-worker.ts';
import { ROOT } from './harness/tools.ts';
import { startWorkerd } from './harness/workerd-server.ts';

const PORT = Number(process.env.BENCH_GUESSING_PORT ?? 8816);
const STATE = path.join(ROOT, '.wrangler', 'bench-guessing-state');
const CLIENT_DIR = path.join(ROOT, 'dist', 'client');

type Answer = { status: number; body: string; cookies: string[] };

function post(host: string, pathname: string, body: unknown, ip: string, cookie = ''): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: pathname,
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'cf-connecting-ip': ip, ...(cookie ? { cookie } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, cookies: ([] as string[]).concat(response.headers['set-cookie'] ?? []) }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const deviceCookie = (answer: Answer) => answer.cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith('__Host-device=')) ?? '';
const address = (n: number) => `198.51.100.${n % 250}`;

function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${n}× ${status}`).join(', ');
}

async function burst(count: number, send: (i: number) => Promise<Answer>): Promise<{ statuses: number[]; seconds: number }> {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  return { statuses: answers.map((a) => a.status), seconds: (performance.now() - started) / 1000 };
}

await rm(STATE, { recursive: true, force: true });
await prepareBenchDatabase(STATE);
const bundle = await buildProductionWorker(path.join(ROOT, '.wrangler', 'bench-guessing-worker'));
const server = await startWorkerd({
  script: bundle.script,
  persistTo: STATE,
  assetsDirectory: CLIENT_DIR,
  port: PORT,
  cache: false,
  vars: { ENVIRONMENT: 'production' },
  readyProbe: { host: 'demo.localhost', path: '/robots.txt' },
});

try {
  const login = (password: string, ip: string, cookie = '') =>
    post('demo.localhost', '/api/storefronts/1/login', { email: 'shopper@demo.test', password }, ip, cookie);
  const ownersBrowser = deviceCookie(await login('Shopper#2026', '203.0.113.1'));
  const logins = await burst(60, (i) => login(`Guess#${i}abc`, address(i + 1)));
  const newBrowser = await login('Shopper#2026', '203.0.113.2');
  const knownBrowser = await login('Shopper#2026', '203.0.113.3', ownersBrowser);

  const gate = (code: string, ip: string, cookie = '') => post('private.localhost', '/api/storefronts/2/private-access', { code }, ip, cookie);
  const returning = deviceCookie(await gate('acme-secret', '203.0.113.4'));
  const guesses = await burst(100, (i) => gate(`guess-${i}`, address(i + 101)));
  const stranger = await gate('acme-secret', '203.0.113.5');
  const returningAgain = await gate('acme-secret', '203.0.113.6', returning);

  console.log('\nGuessing from many addresses (all requests at once), the production Worker on workerd:\n');
  console.log('| attack | answers | checked | seconds |\n| --- | --- | ---: | ---: |');
  console.log(`| 60 login guesses, one account, 60 addresses | ${tally(logins.statuses)} | ${logins.statuses.filter((s) => s === 401).length} | ${logins.seconds.toFixed(1)} |`);
  console.log(`| 100 private-store guesses, 100 addresses | ${tally(guesses.statuses)} | ${guesses.statuses.filter((s) => s === 422).length} | ${guesses.seconds.toFixed(1)} |`);
  console.log('\nRight after, with the right password:');
  console.log(`- the owner on a browser that signed in before: ${knownBrowser.status}; on a new browser: ${newBrowser.status}`);
  console.log(`- a browser that passed the gate before: ${returningAgain.status}; a new browser: ${stranger.status}`);
} finally {
  await server.dispose();
}
