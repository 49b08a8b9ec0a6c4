/** docs/product.md §9: the collapsed description shows 4 list items or 25 words. */
export const DESCRIPTION_PREVIEW_ITEMS = 4;
export const DESCRIPTION_PREVIEW_WORDS = 25;

/** A product description: plain text, HTML (sanitised by the server), or a JSON array string. */
export type Description =
  | { kind: 'list'; items: string[] }
  | { kind: 'html'; html: string; text: string }
  | { kind: 'text'; text: string };

const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;

/** True when a description contains markup (and is rendered as sanitised HTML). */
export function isHtmlDescription(raw: string): boolean {
  return HTML_TAG.test(raw) && parseJsonList(raw) === null;
}

function parseJsonList(raw: string): string[] | null {
  const trimmed = raw.trim();
  if (!trimmed.startsWith('[')) return null;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (!Array.isArray(parsed)) return null;
    return parsed
      .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
      .map((item) => String(item).trim())
      .filter(Boolean);
  } catch {
    return null;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The readable text of (sanitised) HTML: tags dropped, block ends as spaces, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/div|\/h[1-6])\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
      if (code[0] === '#') {
        const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : match;
      }
      return ENTITIES[code.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads a description as a list (JSON array string), HTML or plain text. */
export function parseDescription(raw: string): Description {
  const items = parseJsonList(raw);
  if (items) return { kind: 'list', items };
  if (HTML_TAG.test(raw)) return { kind: 'html', html: raw, text: htmlToText(raw) };
  return { kind: 'text', text: raw.trim() };
}

/** What the collapsed Product Details show, and whether the More/Less toggle is needed. */
export type DescriptionPreview = { expandable: boolean; items: string[] | null; text: string | null };

/** docs/product.md §4: collapsed to the first 4 list items, or the first 25 words followed by '...'. */
export function descriptionPreview(description: Description): DescriptionPreview {
  if (description.kind === 'list') {
    return {
      expandable: description.items.length > DESCRIPTION_PREVIEW_ITEMS,
      items: description.items.slice(0, DESCRIPTION_PREVIEW_ITEMS),
      text: null,
    };
  }
  const words = description.text.split(/\s+/).filter(Boolean);
  const expandable = words.length > DESCRIPTION_PREVIEW_WORDS;
  return {
    expandable,
    items: null,
    text: expandable ? `${words.slice(0, DESCRIPTION_PREVIEW_WORDS).join(' ')}...` : description.text,
  };
}
