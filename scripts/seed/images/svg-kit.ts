/** Small helpers shared by the demo image drawings: colours, text escaping, the SVG wrapper. */

/** Colours one drawing uses: the variant colour, its outline and a contrasting ink for prints. */
export type Paint = { fill: string; secondary: string; stroke: string; ink: string };

function rgb(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
  const n = Number.parseInt(h.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Perceived brightness, 0-255 (the spec's 0.299R + 0.587G + 0.114B). */
export function brightness(hex: string): number {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** Mixes a colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return `#${rgb(hex).map((c) => Math.round(c + (target - c) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** Outline that keeps white and light colours visible on the light background. */
export function paintFor(fill: string, secondary: string | null): Paint {
  const light = brightness(fill) >= 200;
  return {
    fill,
    secondary: secondary ?? shade(fill, light ? -0.12 : 0.18),
    stroke: light ? '#94a3b8' : shade(fill, -0.4),
    ink: brightness(fill) >= 140 ? '#1f2937' : '#f8fafc',
  };
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A complete SVG document with explicit size and viewBox (no layout shift when rendered). */
export function svgDocument(width: number, height: number, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

/** Soft studio background with a floor shadow, shared by product pictures. */
export function studioBackground(size: number, tint = '#f1f5f9'): string {
  return [
    `<rect width="${size}" height="${size}" fill="${tint}"/>`,
    `<ellipse cx="${size / 2}" cy="${size * 0.9}" rx="${size * 0.32}" ry="${size * 0.035}" fill="#0f172a" opacity="0.08"/>`,
  ].join('\n');
}

/** Turns a file name like 'summer-sale-banner' into 'Summer Sale Banner'. */
export function titleFromPath(path: string): string {
  const base = path.split('/').pop()?.replace(/\.svg$/, '') ?? path;
  return base.split(/[-_]/).filter(Boolean).map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ');
}
