import * as v from 'valibot';
import type { Env } from '../env.ts';
import { createNonce } from '../ssr/csp.ts';

/**
 * The Studio's one HTML page (docs/decisions/0161-studio.md): its own bundle (dist/client/studio,
 * built by vite.studio.config.ts), which no store page ever loads. Rendered in the browser: the
 * Studio is a tool for signed-in people, not a page to index or to use without JavaScript.
 */
export const STUDIO_ENTRY = 'studio/entry.studio.tsx';

const ManifestSchema = v.record(v.string(), v.object({ file: v.string(), css: v.optional(v.array(v.string())) }));

let cached: Promise<{ script: string; styles: string[] }> | null = null;

function studioAssets(assets: Fetcher): Promise<{ script: string; styles: string[] }> {
  cached ??= (async () => {
    const response = await assets.fetch('https://assets.invalid/studio/manifest.json');
    if (!response.ok) throw new Error('dist/client/studio/manifest.json is missing: run `npm run build` first.');
    const manifest = v.parse(ManifestSchema, await response.json());
    const entry = manifest[STUDIO_ENTRY];
    if (!entry) throw new Error(`The Studio manifest has no ${STUDIO_ENTRY} entry.`);
    return { script: `/studio/${entry.file}`, styles: (entry.css ?? []).map((file) => `/studio/${file}`) };
  })().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** Store previews are framed from any store hostname: https ones, and local ones in development. */
function studioCsp(nonce: string, env: Env): string {
  const stores = env.ENVIRONMENT === 'development' ? 'https: http://*.localhost:* http://localhost:*' : 'https:';
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${stores}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${stores}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ');
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export async function studioPage(env: Env): Promise<Response> {
  const { script, styles } = await studioAssets(env.ASSETS);
  const nonce = createNonce();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Studio</title>${styles
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('')}</head><body><div id="studio"></div><script type="module" nonce="${nonce}" src="${escapeAttribute(script)}"></script></body></html>`;
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': studioCsp(nonce, env),
      'referrer-policy': 'same-origin',
    },
  });
}
