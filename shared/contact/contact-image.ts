import { _ } from '../translatable.ts';

/** docs/product.md §5 and §9: one image of at most 10485760 bytes (10 MB). */
export const CONTACT_IMAGE_MAX_BYTES = 10_485_760;
export const CONTACT_IMAGE_FILE_LIMIT = 1;

/**
 * The image types the form takes: the ones every browser previews and the server recognises by
 * their first bytes (docs/decisions/0051-contact-image-upload.md). SVG is left out on purpose.
 */
export const CONTACT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ContactImageType = (typeof CONTACT_IMAGE_TYPES)[number];

/** How the allowed types read in messages ("allowed file types: …"). */
export const CONTACT_IMAGE_TYPE_NAMES = 'PNG, JPEG, GIF, WebP';

/** The file extension an image of each type is stored with. */
export const CONTACT_IMAGE_EXTENSIONS: Record<ContactImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The upload widget's messages (docs/product.md §5); the spec's "{0}" twice names two values. */
export const UPLOAD_MESSAGES = {
  size: _('{fileName}: Invalid file size, maximum upload size is {maxSize}.'),
  type: _('{fileName}: Invalid file type, allowed file types: {allowedTypes}.'),
  limit: _('Maximum number of files exceeded, limit is {limit} at most.'),
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The image type of a file by its first bytes (its "magic number"), or null when it is none of
 * CONTACT_IMAGE_TYPES. The name and the declared type of an upload are not trusted.
 */
export function sniffImageType(bytes: Uint8Array): ContactImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
