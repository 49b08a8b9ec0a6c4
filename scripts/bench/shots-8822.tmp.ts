// TEMP (helper 8822): screenshots of base and changed trees' production builds. Deleted before report.
import { chromium } from '@playwright/test';
import { startWorkerd } from './harness/workerd-server.ts';
const HOST = 'demo.localhost';
const pairs = [['/work/main/.wrangler/ab-8822/w0/index.js', '/tmp/dist-base-8822', 'before'], ['/work/main/.wrangler/ab-8822/w1/index.js', '/tmp/dist-mine-8822', 'after']];
const pages = ['/', '/products', '/products/classic-crew-tee', '/categories/apparel'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [script, dist, label] of pairs) {
  const server = await startWorkerd({ script: script!, persistTo: '/tmp/ab-state-8822', assetsDirectory: dist!, port: 8832, cache: false, vars: { ENVIRONMENT: 'production' }, readyProbe: { host: HOST, path: '/robots.txt' } });
  try {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: {} });
      const page = await context.newPage();
      for (const p of pages) {
        await page.goto(`http://${HOST}:8832${p}`);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.waitForTimeout(500);
        await page.screenshot({ path: `/tmp/shots-8822/${label}-${width}${p.replace(/\W+/g, '_')}.png`, fullPage: true });
      }
      await context.close();
    }
  } finally {
    await server.dispose();
  }
}
await browser.close();
