// npm run lighthouse: Lighthouse's mobile performance score (median of 3 runs) and cumulative
// layout shift of the main pages, against a seeded local server that renders with production
// React (scripts/lib/production-server.mjs) and the client build in dist/client (or
// CLIENT_OUT_DIR): run `npm run build` first. Prints figures; fails when a page misses a target.
// LIGHTHOUSE_REPORTS=<folder> keeps every run's JSON report; LIGHTHOUSE_RUNS=<n> changes the runs per page;
// LIGHTHOUSE_ONLY=<path> measures one of the pages.
import { writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs';
import { startProductionServer } from './lib/production-server.mjs';

const MIN_SCORE = 98;
const MAX_CLS = 0.02;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8796);
const PAGES = [
  ['home', '/'],
  ['products', '/products'],
  ['a category', '/categories/apparel'],
  ['a product page', '/products/classic-crew-tee'],
  ['cart', '/cart'],
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

await ensureChromium();
const server = await startProductionServer(port);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

let failed = false;
try {
  console.log(`Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile performance, targets: score ≥ ${MIN_SCORE}, CLS ≤ ${MAX_CLS}:`);
  for (const [name, path] of PAGES.filter(([, path]) => !process.env.LIGHTHOUSE_ONLY || path === process.env.LIGHTHOUSE_ONLY)) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // Every run starts cold (Lighthouse clears the cache and storage first).
      const result = await lighthouse(`http://demo.localhost:${port}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const { categories, audits } = result.lhr;
      if (process.env.LIGHTHOUSE_REPORTS) await writeFile(`${process.env.LIGHTHOUSE_REPORTS}/${name.replaceAll(' ', '-')}-${run + 1}.json`, result.report);
      runs.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        cls: audits['cumulative-layout-shift'].numericValue ?? 0,
        lcp: audits['largest-contentful-paint'].numericValue ?? 0,
        tbt: audits['total-blocking-time'].numericValue ?? 0,
      });
    }
    const score = median(runs.map((run) => run.score));
    const cls = median(runs.map((run) => run.cls));
    const over = score < MIN_SCORE || cls > MAX_CLS;
    failed ||= over;
    console.log(
      `  ${over ? 'MISS' : 'ok  '} ${String(score).padStart(3)}  CLS ${cls.toFixed(3)}  LCP ${(median(runs.map((run) => run.lcp)) / 1000).toFixed(1)} s  TBT ${Math.round(median(runs.map((run) => run.tbt)))} ms  ${name} (${path}; scores ${runs.map((run) => run.score).join(', ')})`,
    );
  }
} finally {
  chrome.kill();
  server.stop();
}
if (failed) {
  console.error('\nAt least one page misses a Lighthouse target.');
  process.exit(1);
}
console.log('\nEvery page meets the targets.');
