import { MEDIA_MAX_BYTES, MEDIA_TYPES, type MediaType } from '../../shared/media/picture-types.ts';

/** What the file picker offers: the types the media API takes. */
export const PICTURE_ACCEPT = Object.keys(MEDIA_TYPES).join(',');

/**
 * The media name for a chosen file (the API's rule: 1 to 60 letters, digits, "_" or "-"): its
 * name without the extension, other characters as dashes; `fallback` when nothing is left.
 */
export function mediaNameOf(fileName: string, fallback: string): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const name = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[-_]+/, '')
    .replace(/-+$/, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return name || fallback;
}

/** Why a file cannot be uploaded before it is sent (the server checks its bytes too), or null. */
export function pictureProblem(file: { type: string; size: number }): 'svg' | 'type' | 'size' | 'empty' | null {
  if (file.type === 'image/svg+xml') return 'svg';
  if (!(file.type in MEDIA_TYPES)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MEDIA_MAX_BYTES) return 'size';
  return null;
}

export const isPictureType = (type: string): type is MediaType => type in MEDIA_TYPES;
