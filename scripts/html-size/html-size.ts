// npm run size:html — each main page's server-rendered HTML (uncompressed, demo store, en) and
// where its bytes go: boot payload (and the store config in it), the router's hydration data,
// the inlined messages, JSON-LD, head, the site header and the rest of the markup. Fails when the
// product page is above 40 KB (issue 12) or when the boot payload and the hydration data carry
// the same data. Serves the production build on a fresh seeded state (port HTML_SIZE_PORT,
// default 8814; the client of `npm run build`, or CLIENT_OUT_DIR), or measures a running server
// with HTML_SIZE_ORIGIN=http://127.0.0.1:8787 (its Host header is set per page).
import { request } from 'node:http';
import { startProductionServer } from '../lib/production-server.mjs';
import { htmlBreakdown, type HtmlBreakdown } from './html-breakdown.ts';

/** The product page's limit, in bytes (issue 12: "the product page ≤ 40 KB uncompressed"). */
export const PRODUCT_PAGE_LIMIT = 40_000;

const PAGES: Array<{ label: string; host: string; path: string; limit?: number }> = [
  { label: 'home', host: 'demo.localhost', path: '/' },
  { label: '/products', host: 'demo.localhost', path: '/products' },
  { label: 'a category', host: 'demo.localhost', path: '/categories/apparel' },
  { label: 'a product page', host: 'demo.localhost', path: '/products/classic-crew-tee', limit: PRODUCT_PAGE_LIMIT },
  { label: 'cart', host: 'demo.localhost', path: '/cart' },
  { label: '/shop-all', host: 'demo.localhost', path: '/shop-all' },
  { label: '/about', host: 'demo.localhost', path: '/about' },
  { label: 'login', host: 'demo.localhost', path: '/login' },
  { label: 'privacy policy', host: 'demo.localhost', path: '/privacy-policy' },
  { label: 'kit', host: 'demo.localhost', path: '/kit?token=demo-kit-token&user_token=demo-user-token' },
  { label: 'draft store home', host: 'draft.localhost', path: '/' },
];

/** GET with a Host header over plain HTTP (Node cannot resolve *.localhost names itself). */
function fetchHtml(origin: string, host: string, path: string): Promise<{ status: number; html: string }> {
  const target = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const call = request(
      { hostname: target.hostname, port: target.port, path: target.pathname + target.search, headers: { host: `${host}:${target.port}`, cookie: 'lang=en' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, html: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end();
  });
}

const kb = (value: number) => (value / 1000).toFixed(1);

const COLUMNS: Array<[string, (b: HtmlBreakdown) => string]> = [
  ['HTML', (b) => kb(b.total)],
  ['boot', (b) => kb(b.boot)],
  ['config', (b) => kb(b.bootStorefront)],
  ['sections', (b) => kb(b.bootSections)],
  ['hydration', (b) => kb(b.hydration)],
  ['messages', (b) => kb(b.messages)],
  ['JSON-LD', (b) => (b.jsonLdInHydration ? `${kb(b.jsonLd)}+${kb(b.jsonLdInHydration)}` : kb(b.jsonLd))],
  ['scripts', (b) => kb(b.otherScripts)],
  ['head', (b) => kb(b.head)],
  ['header', (b) => kb(b.header)],
  ['body', (b) => kb(b.bodyMarkup)],
  ['class=', (b) => kb(b.classAttributes)],
];

const externalOrigin = process.env.HTML_SIZE_ORIGIN;
const server = externalOrigin ? null : await startProductionServer(process.env.HTML_SIZE_PORT ?? '8814');
const origin = externalOrigin ?? server!.origin;
const problems: string[] = [];
try {
  console.log('HTML per page, KB (1,000 bytes) uncompressed, demo stores, en. "boot" holds "config", which holds "sections";');
  console.log('"JSON-LD" a+b: a in the markup, b again in the hydration data; "header" and "body" are markup without scripts; "class=" is part of them.\n');
  const widths = COLUMNS.map(([name]) => Math.max(name.length + 2, 8));
  console.log(`${'page'.padEnd(20)}${COLUMNS.map(([name], index) => name.padStart(widths[index]!)).join('')}`);
  for (const page of PAGES) {
    const { status, html } = await fetchHtml(origin, page.host, page.path);
    if (status !== 200) {
      problems.push(`${page.label} (${page.host}${page.path}) answered ${status}`);
      continue;
    }
    const breakdown = htmlBreakdown(html);
    console.log(`${page.label.padEnd(20)}${COLUMNS.map(([, value], index) => value(breakdown).padStart(widths[index]!)).join('')}`);
    if (page.limit !== undefined && breakdown.total > page.limit) problems.push(`${page.label} is ${breakdown.total} bytes, above ${page.limit}`);
    if (breakdown.duplicated.bytes > 0) {
      problems.push(`${page.label}: ${breakdown.duplicated.bytes} bytes in both the boot payload and the hydration data (${breakdown.duplicated.samples.map((s) => JSON.stringify(s)).join(', ')})`);
    }
    if (breakdown.jsonLdInHydration > 0) problems.push(`${page.label}: JSON-LD in the hydration data as well as in the markup`);
  }
} finally {
  server?.stop();
}
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`\nThe product page is within ${kb(PRODUCT_PAGE_LIMIT)} KB; nothing is sent twice.`);
