// npm run test:e2e: shopper journeys in Debian's Chromium (installed when missing).
import { ensureChromium } from './lib/chromium.mjs';
import { run } from './lib/run.mjs';

await ensureChromium();
await run('playwright', ['test', ...process.argv.slice(2)]);
