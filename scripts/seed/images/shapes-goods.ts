import type { ShapeDrawer } from './shapes-apparel.ts';
import { shade, type Paint } from './svg-kit.ts';

/** Drinkware, bags, stationery, tech and gift silhouettes in a 600x600 box. */

const line = (p: Paint) => `stroke="${p.stroke}" stroke-width="4" stroke-linejoin="round"`;
const emblem = (p: Paint, x: number, y: number, r = 36) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${p.ink}" stroke-width="7"/>` +
  `<path d="M${x - r * 0.6} ${y + r * 0.4} L${x} ${y - r * 0.6} L${x + r * 0.6} ${y + r * 0.4} Z" fill="${p.ink}"/>`;
/** The back of an object: the front mirrored, without the print. */
const mirrored = (body: string) => `<g transform="translate(600 0) scale(-1 1)">${body}</g>`;
const text = (x: number, y: number, size: number, fill: string, value: string, weight = 700) =>
  `<text x="${x}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${value}</text>`;

const mug: ShapeDrawer = (p, rear) => {
  const body = [
    `<path d="M395 240 Q482 240 482 325 Q482 410 395 410" fill="none" stroke="${p.stroke}" stroke-width="38"/>`,
    `<path d="M395 240 Q482 240 482 325 Q482 410 395 410" fill="none" stroke="${p.fill}" stroke-width="28"/>`,
    `<rect x="165" y="180" width="230" height="290" rx="18" fill="${p.fill}" ${line(p)}/>`,
    `<ellipse cx="280" cy="182" rx="113" ry="14" fill="${shade(p.fill, -0.25)}"/>`,
  ].join('\n');
  return rear ? mirrored(body) : body + emblem(p, 280, 325);
};

const bottle: ShapeDrawer = (p, rear) => [
  `<rect x="262" y="92" width="76" height="64" rx="12" fill="${p.secondary}" ${line(p)}/>`,
  `<path d="M262 156 L338 156 L352 204 L248 204 Z" fill="${p.fill}" ${line(p)}/>`,
  `<rect x="228" y="200" width="144" height="330" rx="42" fill="${p.fill}" ${line(p)}/>`,
  `<rect x="228" y="300" width="144" height="4" fill="${p.stroke}" opacity="0.5"/>`,
  rear ? `<rect x="270" y="440" width="60" height="40" rx="4" fill="${p.ink}" opacity="0.3"/>` : emblem(p, 300, 380, 34),
].join('\n');

const tumbler: ShapeDrawer = (p, rear) => [
  `<path d="M330 152 L352 72" stroke="${p.secondary}" stroke-width="16" stroke-linecap="round"/>`,
  `<rect x="198" y="148" width="204" height="44" rx="12" fill="${p.secondary}" ${line(p)}/>`,
  `<path d="M210 190 L390 190 L366 520 Q300 536 234 520 Z" fill="${p.fill}" ${line(p)}/>`,
  rear ? `<path d="M250 470 L350 470" stroke="${p.ink}" stroke-width="5" opacity="0.5"/>` : emblem(p, 300, 330, 40),
].join('\n');

const tote: ShapeDrawer = (p, rear) => [
  `<path d="M228 232 Q228 112 300 112 Q372 112 372 232" fill="none" stroke="${p.stroke}" stroke-width="22"/>`,
  `<path d="M228 232 Q228 112 300 112 Q372 112 372 232" fill="none" stroke="${p.secondary}" stroke-width="14"/>`,
  `<path d="M165 225 L435 225 L456 526 L144 526 Z" fill="${p.fill}" ${line(p)}/>`,
  rear ? `<rect x="220" y="280" width="160" height="110" fill="none" ${line(p)} stroke-dasharray="8 6"/>` : emblem(p, 300, 370, 56),
].join('\n');

const backpack: ShapeDrawer = (p, rear) => [
  `<path d="M260 132 Q260 92 300 92 Q340 92 340 132" fill="none" stroke="${p.stroke}" stroke-width="14"/>`,
  `<rect x="185" y="128" width="230" height="394" rx="62" fill="${p.fill}" ${line(p)}/>`,
  rear
    ? `<path d="M236 170 Q204 330 238 490 M364 170 Q396 330 362 490" fill="none" stroke="${p.secondary}" stroke-width="30" stroke-linecap="round"/>` +
      `<rect x="250" y="200" width="100" height="240" rx="30" fill="${shade(p.fill, -0.15)}" ${line(p)}/>`
    : `<rect x="214" y="320" width="172" height="172" rx="30" fill="${p.secondary}" ${line(p)}/>` +
      `<path d="M214 240 Q300 200 386 240" fill="none" stroke="${p.ink}" stroke-width="4"/>` + emblem(p, 300, 405, 30),
].join('\n');

const duffel: ShapeDrawer = (p, rear) => {
  const body = [
    `<path d="M215 258 Q300 150 385 258" fill="none" stroke="${p.stroke}" stroke-width="20"/>`,
    `<rect x="100" y="250" width="400" height="212" rx="100" fill="${p.fill}" ${line(p)}/>`,
    `<ellipse cx="150" cy="356" rx="38" ry="96" fill="${p.secondary}" ${line(p)}/>`,
    `<ellipse cx="450" cy="356" rx="38" ry="96" fill="${p.secondary}" ${line(p)}/>`,
    `<path d="M180 262 L420 262" stroke="${p.ink}" stroke-width="5"/>`,
  ].join('\n');
  return rear ? mirrored(body) : body + emblem(p, 300, 370, 40);
};

const notebook: ShapeDrawer = (p, rear) => {
  const body = [
    `<rect x="180" y="110" width="250" height="384" rx="12" fill="${p.fill}" ${line(p)}/>`,
    `<rect x="180" y="110" width="34" height="384" rx="8" fill="${p.secondary}"/>`,
    `<rect x="392" y="110" width="13" height="384" fill="${shade(p.fill, -0.35)}"/>`,
  ].join('\n');
  return rear ? mirrored(body) : body + emblem(p, 305, 300, 46);
};

const pen: ShapeDrawer = (p, rear) => `<g transform="rotate(${rear ? 35 : -35} 300 300)">` + [
  `<rect x="290" y="70" width="20" height="24" rx="4" fill="${p.secondary}" ${line(p)}/>`,
  `<rect x="284" y="90" width="32" height="382" rx="15" fill="${p.fill}" ${line(p)}/>`,
  `<rect x="314" y="112" width="9" height="130" rx="4" fill="${p.secondary}" ${line(p)}/>`,
  `<path d="M286 470 L314 470 L300 526 Z" fill="#cbd5e1" ${line(p)}/>`,
].join('') + '</g>';

const tech: ShapeDrawer = (p, rear, label) => {
  if (/charger/i.test(label)) {
    return [
      `<circle cx="300" cy="320" r="170" fill="${p.fill}" ${line(p)}/>`,
      `<circle cx="300" cy="320" r="${rear ? 120 : 70}" fill="none" stroke="${p.secondary}" stroke-width="${rear ? 20 : 10}"/>`,
      rear ? '' : `<circle cx="300" cy="450" r="7" fill="#22c55e"/>`,
    ].join('\n');
  }
  return [
    `<rect x="170" y="150" width="260" height="310" rx="40" fill="${p.fill}" ${line(p)}/>`,
    rear
      ? `<rect x="230" y="380" width="140" height="34" rx="6" fill="${p.secondary}"/>`
      : [0, 1, 2, 3].map((i) => `<circle cx="${255 + i * 30}" cy="410" r="8" fill="${i < 3 ? '#22c55e' : p.secondary}"/>`).join('') + emblem(p, 300, 280, 44),
  ].join('\n');
};

const pin: ShapeDrawer = (p, rear) => rear
  ? `<circle cx="300" cy="300" r="150" fill="${shade(p.fill, -0.2)}" ${line(p)}/><circle cx="300" cy="300" r="26" fill="${p.secondary}" ${line(p)}/>`
  : `<circle cx="300" cy="300" r="150" fill="${p.fill}" ${line(p)}/><circle cx="300" cy="300" r="118" fill="#1e3a8a"/>` +
    `<path d="M300 205 L327 270 L397 272 L342 315 L362 382 L300 343 L238 382 L258 315 L203 272 L273 270 Z" fill="${p.fill}"/>`;

const sticker: ShapeDrawer = (p, rear) => {
  const dots = rear ? '' : [
    ['#ef4444', 230, 210, 48], ['#3b82f6', 370, 210, 48], ['#f59e0b', 230, 350, 48],
    ['#10b981', 370, 350, 48], ['#8b5cf6', 300, 450, 40],
  ].map(([c, x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" stroke="#ffffff" stroke-width="6"/>`).join('');
  const grid = rear ? `<path d="M150 240 L450 240 M150 360 L450 360 M300 120 L300 500" stroke="#cbd5e1" stroke-width="3"/>` : '';
  return `<rect x="150" y="120" width="300" height="380" rx="16" fill="${p.fill}" ${line(p)}/>${dots}${grid}`;
};

const badge: ShapeDrawer = (p, rear) => [
  `<rect x="130" y="200" width="340" height="200" rx="24" fill="${p.fill}" ${line(p)}/>`,
  rear
    ? `<rect x="210" y="250" width="180" height="100" rx="10" fill="#475569"/>`
    : text(170, 290, 40, p.ink, 'YOUR NAME') + text(170, 340, 26, p.ink, 'Job title', 400) + `<rect x="130" y="200" width="340" height="26" rx="12" fill="${p.secondary}"/>`,
].join('\n');

const giftcard: ShapeDrawer = (p, rear) => [
  `<rect x="100" y="170" width="400" height="252" rx="24" fill="${p.fill}" ${line(p)}/>`,
  rear
    ? `<rect x="100" y="210" width="400" height="44" fill="#1f2937"/>` + text(130, 330, 28, p.ink, 'Redeem online', 400)
    : [
        `<rect x="364" y="170" width="28" height="252" fill="${p.secondary}"/>`,
        `<rect x="100" y="282" width="400" height="28" fill="${p.secondary}"/>`,
        `<ellipse cx="350" cy="282" rx="34" ry="20" fill="${p.secondary}" ${line(p)}/>`,
        `<ellipse cx="406" cy="282" rx="34" ry="20" fill="${p.secondary}" ${line(p)}/>`,
        text(130, 230, 34, p.ink, 'GIFT CARD'),
      ].join(''),
].join('\n');

const blanket: ShapeDrawer = (p, rear) => {
  const body = [
    `<rect x="140" y="330" width="320" height="120" rx="28" fill="${shade(p.fill, -0.12)}" ${line(p)}/>`,
    `<rect x="140" y="250" width="320" height="110" rx="28" fill="${p.fill}" ${line(p)}/>`,
    `<rect x="140" y="180" width="320" height="100" rx="28" fill="${p.fill}" ${line(p)}/>`,
    `<rect x="400" y="200" width="34" height="46" rx="4" fill="${p.secondary}" ${line(p)}/>`,
  ].join('\n');
  return rear ? mirrored(body) : body;
};

export const goodsShapes = { mug, bottle, tumbler, tote, backpack, duffel, notebook, pen, tech, pin, sticker, badge, giftcard, blanket };
