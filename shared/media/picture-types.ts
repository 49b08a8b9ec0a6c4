/**
 * The picture types a store's media upload takes and its size limit (docs/decisions/
 * 0192-operator-media.md): the Worker checks them, the Studio tells a person before sending.
 */
export const MEDIA_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
} as const;
export type MediaType = keyof typeof MEDIA_TYPES;
/** 10 MB. */
export const MEDIA_MAX_BYTES = 10_485_760;
/** A media name: what comes before `-{hash}.{ext}` in its path. */
export const MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/;
