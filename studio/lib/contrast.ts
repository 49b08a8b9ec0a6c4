import { parseHexColor } from '../../shared/readable-text-color.ts';

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two hex colours (1 to 21), or null when one is not a hex colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = parseHexColor(foreground);
  const b = parseHexColor(background);
  if (!a || !b) return null;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const AA_NORMAL_TEXT = 4.5;

/**
 * White text on a store colour (buttons, the header): the ratio, and whether it misses AA.
 * Null for a value that is not a hex colour (the field shows its own error then).
 */
export function whiteTextContrast(color: string): { ratio: number; enough: boolean } | null {
  const ratio = contrastRatio('#ffffff', color);
  return ratio === null ? null : { ratio, enough: ratio >= AA_NORMAL_TEXT };
}
