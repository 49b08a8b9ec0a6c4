import { Hono } from 'hono';
import type { AppEnv } from '../../app-types.ts';
import { registryDb, storeDb } from '../../db/databases.ts';
import { auditStatement } from '../audit-log.ts';
import { contentFileName, listMedia, MEDIA_FILE, MEDIA_NAME, mediaFileOf, mediaKey, mediaPath, mediaReferences } from '../media/media-files.ts';
import { declaredType, isMediaType, MEDIA_MAX_BYTES, MEDIA_TYPE_LIST, sniffMediaType } from '../media/media-types.ts';
import { actorOf, pageOf, paged, storeFor } from '../operator-http.ts';

const SVG_REFUSED = 'SVG files are not accepted: they can carry scripts and links. Upload a PNG, WebP or AVIF of the picture instead.';

/**
 * A store's media (docs/api.md "Media", docs/decisions/0192-operator-media.md): uploads into the
 * UPLOADS bucket under `{storefrontId}/media/`, listed and removed. Designers may too (`media`).
 */
export const mediaRoutes = new Hono<AppEnv>()
  .put('/storefronts/:id/media/:name', async (c) => {
    const found = await storeFor(c, 'media');
    if ('response' in found) return found.response;
    const id = found.store.id;
    // A name may come with an extension (logo.png): the stored one is the type's.
    const name = c.req.param('name').replace(/\.[A-Za-z0-9]{1,5}$/, '');
    if (!MEDIA_NAME.test(name)) {
      const message = 'The name must be 1 to 60 letters, digits, "_" or "-" (an extension is allowed), like "summer-banner".';
      return c.json({ message, errors: { name: [message] } }, 400);
    }
    const declared = declaredType(c.req.header('content-type'));
    if (declared === 'image/svg+xml') return c.json({ message: SVG_REFUSED }, 415);
    if (!isMediaType(declared)) {
      return c.json({ message: `Content-Type ${declared || '(none)'} is not accepted: send the picture's own type, one of ${MEDIA_TYPE_LIST}.` }, 415);
    }
    const body = await c.req.arrayBuffer();
    if (body.byteLength === 0) return c.json({ message: 'The body is empty: send the picture\'s bytes.', errors: { body: ['empty'] } }, 400);
    if (body.byteLength > MEDIA_MAX_BYTES) return c.json({ message: `The picture is larger than ${MEDIA_MAX_BYTES} bytes (10 MB).` }, 413);
    const actual = sniffMediaType(new Uint8Array(body, 0, Math.min(body.byteLength, 4096)));
    if (actual === 'svg') return c.json({ message: SVG_REFUSED }, 415);
    if (actual !== declared) {
      return c.json({ message: `The bytes are ${actual ? `a ${actual} picture` : 'not a picture of an accepted type'}, not ${declared} as declared: send the file with its own Content-Type (${MEDIA_TYPE_LIST}).` }, 415);
    }

    const file = await contentFileName(name, declared, body);
    const key = mediaKey(id, file);
    const data = { path: mediaPath(id, file), content_type: declared, bytes: body.byteLength };
    // The same bytes under the same name: the file is already there.
    if (await c.env.UPLOADS.head(key)) return c.json({ data }, 200);
    await c.env.UPLOADS.put(key, body, { httpMetadata: { contentType: declared }, customMetadata: { uploaded_by: actorOf(c).name } });
    try {
      await auditStatement(registryDb(c.env), actorOf(c), 'media.upload', id, data).run();
    } catch (error) {
      // No upload without its audit entry.
      await c.env.UPLOADS.delete(key);
      throw error;
    }
    return c.json({ data }, 201);
  })
  .get('/storefronts/:id/media', async (c) => {
    const found = await storeFor(c, 'media');
    if ('response' in found) return found.response;
    const page = pageOf(c, 100);
    if ('response' in page) return page.response;
    const { files, next } = await listMedia(c.env.UPLOADS, found.store.id, page.limit, page.cursor);
    return paged(c, files, next);
  })
  .delete('/storefronts/:id/media/:file{.+}', async (c) => {
    const found = await storeFor(c, 'media');
    if ('response' in found) return found.response;
    const id = found.store.id;
    // The file under the store's folder, or its whole path (/media/{id}/…).
    const file = c.req.param('file').replace(new RegExp(`^/?media/${id}/`), '');
    const notFound = () => c.json({ message: `No uploaded file ${mediaPath(id, file)} in store ${id}.` }, 404);
    if (!MEDIA_FILE.test(file) || file.split('/').some((segment) => segment === '.' || segment === '..')) return notFound();
    const object = await c.env.UPLOADS.head(mediaKey(id, file));
    if (!object) return notFound();
    const path = mediaPath(id, file);
    const references = await mediaReferences(registryDb(c.env), storeDb(c.env, found.store), id, path);
    const users = [
      ...references.config,
      ...(references.products.length ? [`products ${references.products.join(', ')}`] : []),
      ...(references.kits.length ? [`kits ${references.kits.join(', ')}`] : []),
    ];
    if (users.length > 0) {
      return c.json({ message: `${path} is still used by: ${users.join('; ')}. Point them at another picture first.`, references }, 409);
    }
    await auditStatement(registryDb(c.env), actorOf(c), 'media.delete', id, { path }).run();
    await c.env.UPLOADS.delete(mediaKey(id, file));
    return c.json({ data: { ...mediaFileOf(id, object), deleted: true } });
  });
