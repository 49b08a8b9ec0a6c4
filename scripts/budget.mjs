// npm run budget: the JavaScript each page loads before first interaction, gzip-compressed,
// measured in Chromium against a fresh local server. Fails when any page is above the budget.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs';
import { ROOT, toolEnv } from './lib/run.mjs';
import { measureStudio } from './lib/studio-bundle.ts';
import { waitForServer } from './lib/wait-for-server.mjs';

// Issue 12's goal (ADR 0006). The entry chunk alone is 105.9 KiB (React, react-dom and react-router
// about 94 of it; ADR 0150); every page's own code before interaction must fit in the rest: pages
// parts of which hydrate on demand are 108.1–109.0 (ADRs 0150, 0151), the form pages 107.4 (ADR
// 0154), the legal pages 109.2–109.3 (one run).
const BUDGET_KIB = 110;
// The Studio's own bundle (ADR 0230): no screen of it may load more, the Design screen (its
// editor, TipTap included) being the largest. Measured from the build, not in a browser.
const STUDIO_BUDGET_KIB = 350;
const port = process.env.BUDGET_PORT ?? '8798';
const PAGES = [
  ['demo.localhost', '/'],
  ['demo.localhost', '/products'],
  ['demo.localhost', '/categories/apparel'],
  ['demo.localhost', '/products/classic-crew-tee'],
  ['demo.localhost', '/shop-all'],
  ['demo.localhost', '/best-sellers'],
  ['demo.localhost', '/about'],
  ['demo.localhost', '/cart'],
  ['demo.localhost', '/login'],
  ['demo.localhost', '/register'],
  ['demo.localhost', '/privacy-policy'],
  ['demo.localhost', '/terms-and-conditions'],
  ['demo.localhost', '/reset-password'],
  ['demo.localhost', '/update-password?token=budget&email=shopper%40demo.test'],
  ['demo.localhost', '/email-verification'],
  ['demo.localhost', '/contact'],
  ['demo.localhost', '/not-found?product=true'],
  ['private.localhost', '/private'],
  ['sso.localhost', '/private'],
  ['draft.localhost', '/'],
];

await ensureChromium();
const server = spawn('node', ['scripts/e2e-server.mjs'], {
  cwd: ROOT,
  env: toolEnv({ E2E_PORT: port }),
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);

let failed = false;
try {
  await waitForServer(`http://127.0.0.1:${port}/assets/i18n/en.json`, 180_000);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  console.log(`Initial JavaScript per page (gzip), budget ${BUDGET_KIB} KiB; the page's HTML (uncompressed, ADR 0140):`);
  for (const [host, path] of PAGES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const scripts = new Map();
    const reads = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      // Every body is read before the page closes: a script is never left uncounted.
      reads.push(
        response.body().then((body) => {
          scripts.set(response.url(), gzipSync(body).length);
        }),
      );
    });
    const url = `http://${host}:${port}${path}`;
    const documentResponse = await page.goto(url, { waitUntil: 'networkidle' });
    const htmlKb = documentResponse ? (await documentResponse.body()).length / 1000 : 0;
    await Promise.all(reads);
    const finalPath = new URL(page.url()).pathname + new URL(page.url()).search;
    const kib = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
    const over = kib > BUDGET_KIB;
    failed ||= over;
    const note = finalPath !== path ? ` (→ ${finalPath})` : '';
    console.log(`  ${over ? 'OVER' : 'ok  '} ${kib.toFixed(1).padStart(6)} KiB  ${String(scripts.size).padStart(2)} files  HTML ${htmlKb.toFixed(1).padStart(5)} KB  ${host}${path}${note}`);
    if (process.env.BUDGET_VERBOSE) {
      for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1])) console.log(`         ${(size / 1024).toFixed(1).padStart(6)} KiB  ${new URL(url).pathname}`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  stop();
}

// The Studio: JavaScript per screen (entry, its imports, a language catalog, the screen's chunks).
const studioLoads = measureStudio(path.join(ROOT, process.env.CLIENT_OUT_DIR ?? 'dist/client'));
console.log(`\nThe Studio's JavaScript per screen (gzip), budget ${STUDIO_BUDGET_KIB} KiB:`);
let studioOver = false;
for (const load of studioLoads) {
  const kib = load.bytes / 1024;
  const over = kib > STUDIO_BUDGET_KIB;
  studioOver ||= over;
  console.log(`  ${over ? 'OVER' : 'ok  '} ${kib.toFixed(1).padStart(6)} KiB  ${String(load.files.length).padStart(2)} files  ${load.screen}`);
}
if (failed) console.error(`\nAt least one page loads more than ${BUDGET_KIB} KiB of JavaScript before first interaction.`);
if (studioOver) console.error(`\nAt least one Studio screen loads more than ${STUDIO_BUDGET_KIB} KiB of JavaScript.`);
if (failed || studioOver) process.exit(1);
console.log('\nEvery page and every Studio screen is within budget.');
