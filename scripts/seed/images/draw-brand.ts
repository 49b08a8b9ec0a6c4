import { brightness, escapeXml, shade, svgDocument } from './svg-kit.ts';

/** Store artwork: logos, favicons, banners, page illustrations and redirect tiles. */

const FONT = 'font-family="Arial, Helvetica, sans-serif"';
const onColor = (hex: string) => (brightness(hex) >= 150 ? '#111827' : '#ffffff');

/** The store's mark: a rounded square with its initial. */
function mark(x: number, y: number, size: number, letter: string, color: string, accent: string): string {
  return [
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.22}" fill="${color}"/>`,
    `<circle cx="${x + size * 0.78}" cy="${y + size * 0.22}" r="${size * 0.12}" fill="${accent}"/>`,
    `<text x="${x + size / 2}" y="${y + size * 0.7}" ${FONT} font-size="${size * 0.56}" font-weight="700" text-anchor="middle" fill="${onColor(color)}">${escapeXml(letter)}</text>`,
  ].join('');
}

/** Logo with the store name, 480x120 (transparent background). */
export function drawLogo(text: string, color: string, accent: string): string {
  const letter = text.trim()[0]?.toUpperCase() ?? 'S';
  const size = Math.min(46, Math.floor(350 / (text.length * 0.6)));
  const body = [
    mark(8, 16, 88, letter, color, accent),
    `<text x="116" y="78" ${FONT} font-size="${size}" font-weight="700" fill="${color}">${escapeXml(text)}</text>`,
  ].join('\n');
  return svgDocument(480, 120, `${text} logo`, body);
}

export function drawFavicon(letter: string, color: string, accent: string): string {
  return svgDocument(64, 64, `${letter} icon`, mark(0, 0, 64, letter, color, accent));
}

/** Wide banner, 1600x400, with a title, a subtitle and a few shapes for depth. */
export function drawBanner(title: string, subtitle: string, color: string, accent: string): string {
  const ink = onColor(color);
  const body = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></linearGradient></defs>`,
    `<rect width="1600" height="400" fill="url(#g)"/>`,
    `<circle cx="1380" cy="80" r="220" fill="${accent}" opacity="0.85"/>`,
    `<circle cx="1180" cy="360" r="120" fill="${shade(accent, 0.4)}" opacity="0.6"/>`,
    `<rect x="1000" y="140" width="140" height="140" rx="28" fill="#ffffff" opacity="0.18" transform="rotate(12 1070 210)"/>`,
    `<text x="120" y="200" ${FONT} font-size="88" font-weight="700" fill="${ink}">${escapeXml(title)}</text>`,
    `<text x="124" y="270" ${FONT} font-size="40" fill="${ink}" opacity="0.9">${escapeXml(subtitle)}</text>`,
  ].join('\n');
  return svgDocument(1600, 400, title, body);
}

/** Page illustration for text-with-image sections, 1200x800: a stylised shop scene. */
export function drawIllustration(title: string, color: string, accent: string): string {
  const body = [
    `<rect width="1200" height="800" fill="${shade(color, 0.85)}"/>`,
    `<rect y="560" width="1200" height="240" fill="${shade(color, 0.65)}"/>`,
    `<rect x="140" y="260" width="420" height="300" rx="16" fill="${color}"/>`,
    `<rect x="180" y="300" width="150" height="110" rx="10" fill="#ffffff" opacity="0.85"/>`,
    `<rect x="370" y="300" width="150" height="110" rx="10" fill="#ffffff" opacity="0.85"/>`,
    `<path d="M120 270 L350 150 L580 270 Z" fill="${accent}"/>`,
    `<circle cx="860" cy="360" r="150" fill="${accent}" opacity="0.9"/>`,
    `<rect x="760" y="470" width="200" height="90" rx="12" fill="${color}" opacity="0.8"/>`,
    `<text x="600" y="700" ${FONT} font-size="56" font-weight="700" text-anchor="middle" fill="${shade(color, -0.3)}">${escapeXml(title)}</text>`,
  ].join('\n');
  return svgDocument(1200, 800, title, body);
}

/** Redirect tile, 600x600. */
export function drawTile(title: string, color: string, accent: string): string {
  const body = [
    `<rect width="600" height="600" fill="${color}"/>`,
    `<circle cx="470" cy="130" r="170" fill="${accent}" opacity="0.8"/>`,
    `<rect x="60" y="360" width="480" height="150" rx="20" fill="#ffffff" opacity="0.92"/>`,
    `<text x="300" y="455" ${FONT} font-size="52" font-weight="700" text-anchor="middle" fill="${shade(color, -0.2)}">${escapeXml(title)}</text>`,
  ].join('\n');
  return svgDocument(600, 600, title, body);
}
