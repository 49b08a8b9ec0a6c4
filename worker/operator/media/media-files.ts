import { MEDIA_TYPES, type MediaType } from './media-types.ts';

/**
 * A store's uploaded media in the UPLOADS bucket (docs/decisions/0192-operator-media.md): key
 * `{storefrontId}/media/{file}`, served at `/media/{storefrontId}/{file}` by
 * worker/media/store-media.ts. An upload's file is `{name}-{hash}.{ext}`, the hash being the
 * first 16 hex digits of its SHA-256: a changed picture always has a new path, so the year-long
 * immutable cache of public stores never serves an old one, and the same bytes twice are one file.
 */
export type MediaFile = { path: string; content_type: string; bytes: number; uploaded_at: string | null };

/** An upload's name: letters, digits, `_` and `-` (the part before the hash). */
export { MEDIA_NAME } from '../../../shared/media/picture-types.ts';
/** A file under a store's media folder, as DELETE names it (store-media.ts's segment rules). */
export const MEDIA_FILE = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

export const mediaKey = (storefrontId: number, file: string) => `${storefrontId}/media/${file}`;
export const mediaPath = (storefrontId: number, file: string) => `/media/${storefrontId}/${file}`;

export async function contentFileName(name: string, type: MediaType, bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hash = [...digest.subarray(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${name}-${hash}.${MEDIA_TYPES[type]}`;
}

export function mediaFileOf(storefrontId: number, object: R2Object): MediaFile {
  const file = object.key.slice(`${storefrontId}/media/`.length);
  return {
    path: mediaPath(storefrontId, file),
    content_type: object.httpMetadata?.contentType ?? 'application/octet-stream',
    bytes: object.size,
    uploaded_at: object.uploaded?.toISOString() ?? null,
  };
}

/** A page of the store's uploads in key order, after the file `after`. */
export async function listMedia(bucket: R2Bucket, storefrontId: number, limit: number, after: string | null): Promise<{ files: MediaFile[]; next: string | null }> {
  const prefix = `${storefrontId}/media/`;
  const listed = await bucket.list({ prefix, limit, include: ['httpMetadata'], ...(after ? { startAfter: `${prefix}${after}` } : {}) });
  const files = listed.objects.map((object) => mediaFileOf(storefrontId, object));
  const last = listed.objects.at(-1);
  return { files, next: listed.truncated && last ? last.key.slice(prefix.length) : null };
}

export type MediaReferences = { config: string[]; products: string[]; kits: number[] };

/**
 * Where a store still points at `path`: its live config or draft (anywhere in the document), a
 * product's thumbnail, photos, colour thumbnails, swatches or images, a kit's banner. Each list
 * is capped at 20 names.
 */
export async function mediaReferences(registry: D1Database, db: D1Database, storefrontId: number, path: string): Promise<MediaReferences> {
  const [config, products, kits] = await Promise.all([
    registry
      .prepare('SELECT instr(config, ?2) > 0 AS live, instr(coalesce(preview_config, \'\'), ?2) > 0 AS draft FROM storefronts WHERE id = ?1')
      .bind(storefrontId, path)
      .first<{ live: number; draft: number }>(),
    db
      .prepare(
        `SELECT slug FROM products p WHERE p.storefront_id = ?1 AND (
           p.thumbnail_path = ?2
           OR EXISTS (SELECT 1 FROM product_files f WHERE f.product_id = p.id AND f.full_path = ?2)
           OR EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND (v.thumbnail_path = ?2 OR v.swatch_url = ?2
                OR EXISTS (SELECT 1 FROM variant_images i WHERE i.variant_id = v.id AND i.full_path = ?2))))
         ORDER BY slug LIMIT 20`,
      )
      .bind(storefrontId, path)
      .all<{ slug: string }>(),
    db.prepare('SELECT id FROM kits WHERE storefront_id = ?1 AND banner_path = ?2 ORDER BY id LIMIT 20').bind(storefrontId, path).all<{ id: number }>(),
  ]);
  return {
    config: [...(config?.live ? ['live config'] : []), ...(config?.draft ? ['draft'] : [])],
    products: products.results.map((row) => row.slug),
    kits: kits.results.map((row) => row.id),
  };
}
