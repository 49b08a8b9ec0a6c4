import { keptAnswers } from './kept-answers.ts';
import { parseHexColor } from './readable-text-color.ts';

export { parseHexColor, readableTextColor } from './readable-text-color.ts';

/**
 * A CSS hex colour as catalog and config data may hold it: '#' and 3, 4, 6 or 8 hex digits,
 * nothing else (no spaces, no other CSS). The database checks the same shape for variant colours
 * (migrations/0007_catalog_hex_colors.sql).
 */
const CSS_HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Whether a value is a hex colour that may be written into CSS as it is. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && CSS_HEX_COLOR.test(value);
}

/**
 * The value when it is a hex colour (safe in a style attribute), else null. Everything that puts a
 * catalog colour into CSS goes through this (or `isHexColor`) first.
 */
export function checkedHexColor(value: string | null | undefined): string | null {
  return isHexColor(value) ? value : null;
}

/**
 * The CSS background of a colour swatch (docs/product.md §9): the primary colour, split diagonally
 * with the secondary one for two-tone variants. Only checked hex colours get in; an unchecked
 * primary shows `fallback` (a constant of the caller), an unchecked secondary is left out.
 */
export function swatchBackground(primary: string | null | undefined, secondary: string | null | undefined, fallback: string): string {
  const first = checkedHexColor(primary) ?? fallback;
  const second = checkedHexColor(secondary);
  return second ? `linear-gradient(135deg, ${first} 50%, ${second} 50%)` : first;
}

/** docs/product.md §9: a colour is light when 0.299R + 0.587G + 0.114B >= 220 (gets a grey border). */
export function isLightColor(hex: string | null | undefined): boolean {
  return hex == null ? false : lightness(hex);
}

// A catalog has a few colours, each drawn on many swatches per page: each is judged once.
const lightness = keptAnswers((hex: string): boolean => {
  const rgb = parseHexColor(hex);
  return rgb !== null && 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] >= 220;
}, 64 * 1024);
