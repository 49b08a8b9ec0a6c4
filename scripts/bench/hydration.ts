// npm run bench:hydration — per main page, the time from navigation start until the page is
// interactive (<html data-hydrated>, set by React's first effect after hydrateRoot) in Debian's
// Chromium with the CPU throttled 4x (a mid-range phone), against the production build: the
// client bundle of `npm run build` (CLIENT_OUT_DIR if set) and a Worker whose React is the
// production build (`--define process.env.NODE_ENV`). Its own fresh seeded state and port
// (HYDRATION_BENCH_PORT, default 8813); HYDRATION_RUNS (default 5) cold loads per page.
// Then click-to-effect for an early click: Add to Cart clicked as soon as it shows on a cold
// product page, until the shopper sees it added (the dialog, or the cart page with the line).
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
  // The page's dialog once the detail hydrated; before, the form posts and the cart page shows the line.
  await Promise.race([page.getByRole('dialog', { name: 'Item added to cart' }).waitFor(), page.getByRole('listitem', { name: 'Classic Crew T-Shirt' }).waitFor()]);
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

/**
 * One cold load of a product page, CPU throttled, Add to Cart clicked as soon as it is visible:
 * ms from the click until the item shows as added (the page's dialog once hydrated, else the cart
 * page the form posted to), and whether the click came before <html data-hydrated>.
 */
async function earlyClickToEffect(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url('/products/classic-crew-tee?color=Black&size=M'), { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await add.waitFor();
  const early = !(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')));
  const start = Date.now();
  await add.click();
  await Promise.race([
    page.getByRole('dialog', { name: 'Item added to cart' }).waitFor({ timeout: 60_000 }),
    page.getByRole('listitem', { name: 'Classic Crew T-Shirt' }).waitFor({ timeout: 60_000 }),
  ]);
  const ms = Date.now() - start;
  await context.close();
  return { ms, early };
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
  const clicks = [];
  for (let i = 0; i < RUNS; i += 1) clicks.push(await earlyClickToEffect(browser));
  const effect = clicks.map((click) => click.ms);
  console.log(`\nEarly click to effect (Add to Cart as soon as it shows on a cold product page, CPU ${CPU_SLOWDOWN}x slower, ${RUNS} runs, ms):`);
  console.log(`  median ${percentile(effect, 50).toFixed(0)}, min ${Math.min(...effect).toFixed(0)}, max ${Math.max(...effect).toFixed(0)}; clicked before hydration in ${clicks.filter((click) => click.early).length} of ${RUNS}`);
  await browser.close();
} finally {
  server.stop();
}
