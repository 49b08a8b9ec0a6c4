// Text colour on a store's own background colours: apart from shared/colors.ts so that the first
// load (the app document and banners) does not ship the swatch helpers (ADR 0006).
import { keptAnswers } from './kept-answers.ts';

/** '#abc' or '#aabbcc' (alpha ignored) -> [r, g, b]; null when not a hex colour. */
export function parseHexColor(hex: string | null | undefined): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex?.trim() ?? '');
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Black or white, whichever has the higher WCAG contrast on the given background. */
export function readableTextColor(background: string | null | undefined): '#000000' | '#ffffff' {
  return background == null ? '#000000' : textColorOn(background);
}

// A store has a few background colours and every page asks for them: each is worked out once.
const textColorOn = keptAnswers((background: string) => contrastingTextColor(background), 64 * 1024);

function contrastingTextColor(background: string): '#000000' | '#ffffff' {
  const rgb = parseHexColor(background);
  if (!rgb) return '#000000';
  const l = relativeLuminance(rgb);
  const onWhite = (1 + 0.05) / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onBlack >= onWhite ? '#000000' : '#ffffff';
}
