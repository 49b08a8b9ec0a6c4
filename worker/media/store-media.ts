import type { Context } from 'hono';
import type { AppEnv } from '../app-types.ts';

/** /media/{storefrontId}/{file path}: segments of letters, digits, _ . and - only (no escapes). */
export const MEDIA_PATH = /^\/media\/([1-9][0-9]{0,9})\/((?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*)$/;

/** A public store's files never change under one name (a new picture gets a new path). */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** A private store's files: only for a browser that passed its gate, kept by no cache. */
const PRIVATE_CACHE = 'private, no-store';
/** An SVG opened on its own runs no script and loads nothing (inline styles only). */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function notFound(c: Context<AppEnv>): Response {
  return c.text('Not found.', 404, { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
}

/** The stored file of a media path: the deployment's bundled files first, then the UPLOADS bucket. */
async function findFile(c: Context<AppEnv>, storefrontId: string, file: string): Promise<{ body: BodyInit | null; status: number; contentType: string; etag: string | null } | null> {
  const asset = await c.env.ASSETS.fetch(
    new Request(new URL(`/media/${storefrontId}/${file}`, 'https://assets.invalid'), {
      method: c.req.method === 'HEAD' ? 'HEAD' : 'GET',
      headers: c.req.header('if-none-match') ? { 'if-none-match': c.req.header('if-none-match')! } : {},
    }),
  );
  if (asset.ok || asset.status === 304) {
    return { body: asset.body, status: asset.status, contentType: asset.headers.get('content-type') ?? 'application/octet-stream', etag: asset.headers.get('etag') };
  }
  await asset.body?.cancel();
  // Imported or uploaded store media: key {storefrontId}/media/{file} (contact images live
  // under {storefrontId}/contact/ and are never reachable from here).
  const object = await c.env.UPLOADS.get(`${storefrontId}/media/${file}`);
  if (!object) return null;
  return { body: c.req.method === 'HEAD' ? null : object.body, status: 200, contentType: object.httpMetadata?.contentType ?? 'application/octet-stream', etag: object.httpEtag };
}

/**
 * Store media (docs/decisions/0066-store-media.md). Runs after the tenant middleware and the
 * private gate (so a locked private store's files were already refused, except its brand
 * files), for every /media request (wrangler.toml: run_worker_first). A file answers only on
 * the hosts of the store its path names; public stores' files are cached for a year, private
 * stores' not at all.
 */
export async function serveStoreMedia(c: Context<AppEnv>): Promise<Response> {
  const match = MEDIA_PATH.exec(c.req.path);
  if (!match || match[1] !== String(c.var.storefront.id)) return notFound(c);
  const [, storefrontId, file] = match as unknown as [string, string, string];
  if (file.split('/').some((segment) => segment === '.' || segment === '..')) return notFound(c);

  const found = await findFile(c, storefrontId, file);
  if (!found) return notFound(c);
  const headers = new Headers({
    'content-type': found.contentType,
    'cache-control': c.var.storefront.config.private_store ? PRIVATE_CACHE : PUBLIC_CACHE,
    'x-content-type-options': 'nosniff',
  });
  if (found.etag) headers.set('etag', found.etag);
  if (found.contentType.startsWith('image/svg+xml')) headers.set('content-security-policy', SVG_CSP);
  return new Response(found.status === 304 ? null : found.body, { status: found.status, headers });
}
