// npm run bench:hydration — per main page, the time from navigation start until the page is
// interactive (<html data-hydrated>, set by React's first effect after hydrateRoot) in Debian's
// Chromium with the CPU throttled 4x (a mid-range phone), against the production build: the
// client bundle of `npm run build` (CLIENT_OUT_DIR if set) and a Worker whose React is the
// production build (`--define process.env.NODE_ENV`). Its own fresh seeded state and port
// (HYDRATION_BENCH_PORT, default 8813); HYDRATION_RUNS (default 5) cold loads per page.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_PATH, ensureChromium } from '../lib/chromium.mjs';
import { startProductionServer } from '../lib/production-server.mjs';
import { percentile } from './percentiles.ts';

const PORT = process.env.HYDRATION_BENCH_PORT ?? '8813';
const RUNS = Number(process.env.HYDRATION_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const HOST = 'demo.localhost';

/** The main pages; cart and checkout with the verified demo shopper signed in and one item in the cart. */
const PAGES: Array<{ label: string; path: string; signedIn: boolean }> = [
  { label: 'home', path: '/', signedIn: false },
  { label: '/products', path: '/products', signedIn: false },
  { label: 'a category', path: '/categories/apparel', signedIn: false },
  { label: 'a product page', path: '/products/classic-crew-tee', signedIn: false },
  { label: 'cart', path: '/cart', signedIn: true },
  { label: 'login', path: '/login', signedIn: false },
  { label: 'checkout', path: '/checkout', signedIn: true },
];

const url = (pathAndQuery: string) => `http://${HOST}:${PORT}${pathAndQuery}`;

/** Records, in the page, when <html data-hydrated> appears (ms since navigation start). */
function recordInteractive(): void {
  const mark = () => {
    if (document.documentElement.hasAttribute('data-hydrated')) {
      (window as unknown as { __interactiveAt?: number }).__interactiveAt ??= performance.now();
    }
  };
  // Observed from the document node: init scripts may run before <html> exists.
  new MutationObserver(mark).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

/** A browser state with the demo shopper signed in and one T-shirt in the cart. */
async function signedInState(browser: Browser): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url('/login'));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Email').fill('shopper@demo.test');
  await page.getByLabel('Password').fill('Shopper#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(url('/'));
  await page.goto(url('/products/classic-crew-tee?color=Black&size=M'));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: 'Item added to cart' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

/** One cold load (new context: empty cache) with the CPU throttled; ms until interactive and until `load`. */
async function measure(browser: Browser, pagePath: string, state: Awaited<ReturnType<typeof signedInState>> | undefined) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...(state ? { storageState: state } : {}) });
  const page = await context.newPage();
  await page.addInitScript(recordInteractive);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url(pagePath));
  await page.waitForFunction(() => (window as unknown as { __interactiveAt?: number }).__interactiveAt !== undefined, null, { timeout: 60_000 });
  const figures = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const interactive = (window as unknown as { __interactiveAt: number }).__interactiveAt;
    // The last script needed before interactive: how late the import chain let the browser ask for it.
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.initiatorType !== 'fetch' && /\.js$/.test(new URL(entry.name).pathname) && entry.startTime < interactive);
    const lastScript = Math.max(0, ...scripts.map((entry) => entry.startTime));
    return { interactive, load: navigation?.loadEventEnd ?? Number.NaN, lastScript, path: location.pathname };
  });
  await context.close();
  if (figures.path !== pagePath.split('?')[0]) throw new Error(`${pagePath} went to ${figures.path}: the bench needs the page itself.`);
  return figures;
}

await ensureChromium();
const server = await startProductionServer(PORT);
try {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const state = await signedInState(browser);
  // One unmeasured load per page first: the Worker's first render of a route compiles its code.
  for (const { path: pagePath, signedIn } of PAGES) await measure(browser, pagePath, signedIn ? state : undefined);
  console.log(`Navigation start → interactive (<html data-hydrated>), Chromium, CPU ${CPU_SLOWDOWN}x slower, ${RUNS} cold loads each (ms):`);
  console.log(`  ${'page'.padEnd(16)} ${'median'.padStart(7)} ${'min'.padStart(7)} ${'max'.padStart(7)}   load event, last script requested (medians)`);
  for (const { label, path: pagePath, signedIn } of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, pagePath, signedIn ? state : undefined));
    const interactive = runs.map((run) => run.interactive);
    const load = runs.map((run) => run.load);
    const cell = (ms: number) => ms.toFixed(0).padStart(7);
    const lastScript = runs.map((run) => run.lastScript);
    console.log(`  ${label.padEnd(16)} ${cell(percentile(interactive, 50))} ${cell(Math.min(...interactive))} ${cell(Math.max(...interactive))}   ${cell(percentile(load, 50))} ${cell(percentile(lastScript, 50))}`);
  }
  await browser.close();
} finally {
  server.stop();
}
