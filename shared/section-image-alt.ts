import type { RedirectTile } from './schemas/storefront-config.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The words of a rich-text snippet: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first heading of a rich-text snippet, as plain text ('' when it has none). */
export function firstHeading(html: string): string {
  const match = /<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html);
  return match ? plainText(match[1] ?? '') : '';
}

const MAX_ALT = 150;

function clip(text: string): string {
  return text.length <= MAX_ALT ? text : `${text.slice(0, MAX_ALT - 1).trimEnd()}…`;
}

/**
 * Alternative text of a section's image, from the section's own texts (the config has no alt
 * field): its title; else, for a banner, the words of its text; for a text-with-image section,
 * the heading of its text (what the picture illustrates). '' only when the section has no words.
 */
export function sectionImageAlt(component: 'BANNER_IMAGE' | 'TEXT_WITH_IMAGE', content: { title?: string | undefined; text?: string | undefined }): string {
  const title = content.title?.trim();
  if (title) return clip(title);
  const text = content.text ?? '';
  return clip(component === 'BANNER_IMAGE' ? plainText(text) : firstHeading(text));
}

/**
 * Alternative text of a redirect tile's image. A tile's title is printed under its image and
 * names the link, so the image adds nothing (''); a tile without a title is named by its image,
 * which then says where the tile goes.
 */
export function tileImageAlt(tile: Pick<RedirectTile, 'title'>, destination: string | null): string {
  if (tile.title?.trim()) return '';
  return destination ? destination.replace(/^https?:\/\//i, '').replace(/^\/+/, '') : '';
}
