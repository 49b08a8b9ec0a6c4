import { sniffImageType } from '../../../shared/contact/contact-image.ts';
import { MEDIA_MAX_BYTES, MEDIA_TYPES, type MediaType } from '../../../shared/media/picture-types.ts';

/**
 * The picture types a store's media may be (docs/decisions/0192-operator-media.md), by their
 * first bytes: the declared Content-Type must be what the bytes are. SVG is refused: it can
 * carry scripts and links, and no sanitiser runs here.
 */
export { MEDIA_MAX_BYTES, MEDIA_TYPES, type MediaType };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** An ISO-BMFF file (`ftyp` box) whose major or a compatible brand is AVIF's. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length, 4096);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/** Text that is an SVG (or XML that may be one). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return head.startsWith('<svg') || head.startsWith('<?xml') || head.startsWith('<!doctype svg');
}

/** What the bytes are: one of MEDIA_TYPES, 'svg', or null for anything else. */
export function sniffMediaType(bytes: Uint8Array): MediaType | 'svg' | null {
  const known = sniffImageType(bytes);
  if (known) return known;
  if (isAvif(bytes)) return 'image/avif';
  return looksLikeSvg(bytes) ? 'svg' : null;
}

/** The declared Content-Type without parameters, lower case (`image/JPEG; q=1` → `image/jpeg`). */
export function declaredType(header: string | undefined): string {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'image/jpg' ? 'image/jpeg' : type;
}

export const isMediaType = (type: string): type is MediaType => Object.hasOwn(MEDIA_TYPES, type);

export const MEDIA_TYPE_LIST = Object.keys(MEDIA_TYPES).join(', ');
