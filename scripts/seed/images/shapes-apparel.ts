import type { Paint } from './svg-kit.ts';

/** Apparel silhouettes in a 600x600 box. `rear` draws the back: no chest print, a neck label. */
export type ShapeDrawer = (p: Paint, rear: boolean, label: string) => string;

const line = (p: Paint) => `stroke="${p.stroke}" stroke-width="4" stroke-linejoin="round"`;

const TEE = 'M195 120 L245 95 Q300 140 355 95 L405 120 L505 195 L462 262 L420 238 L420 520 Q300 532 180 520 L180 238 L138 262 L95 195 Z';
const LONG = 'M195 120 L245 95 Q300 140 355 95 L405 120 L468 175 L520 455 L472 470 L420 262 L420 520 Q300 532 180 520 L180 262 L128 470 L80 455 L132 175 Z';

/** Chest emblem (front) or small back print and neck label (rear). */
function print(p: Paint, rear: boolean, y = 270): string {
  if (rear) {
    return [
      `<rect x="288" y="104" width="24" height="14" rx="2" fill="${p.ink}" opacity="0.6"/>`,
      `<text x="300" y="215" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="${p.ink}" opacity="0.85">TEAM 26</text>`,
    ].join('');
  }
  return [
    `<circle cx="300" cy="${y}" r="44" fill="none" stroke="${p.ink}" stroke-width="8"/>`,
    `<path d="M274 ${y + 18} L300 ${y - 26} L326 ${y + 18} Z" fill="${p.ink}"/>`,
  ].join('');
}

function collar(p: Paint, rear: boolean): string {
  const depth = rear ? 115 : 148;
  return `<path d="M245 95 Q300 ${depth} 355 95" fill="none" stroke="${p.secondary}" stroke-width="10" stroke-linecap="round"/>`;
}

const tshirt: ShapeDrawer = (p, rear) => [
  `<path d="${TEE}" fill="${p.fill}" ${line(p)}/>`,
  `<path d="M492 186 L450 252 M108 186 L150 252" stroke="${p.secondary}" stroke-width="12"/>`,
  collar(p, rear),
  print(p, rear),
].join('\n');

const longsleeve: ShapeDrawer = (p, rear) => [
  `<path d="${LONG}" fill="${p.fill}" ${line(p)}/>`,
  `<path d="M516 437 L468 452 M84 437 L132 452" stroke="${p.secondary}" stroke-width="12"/>`,
  collar(p, rear),
  print(p, rear),
].join('\n');

const polo: ShapeDrawer = (p, rear) => [
  `<path d="${TEE}" fill="${p.fill}" ${line(p)}/>`,
  rear
    ? `<path d="M245 95 Q300 120 355 95 L355 110 Q300 136 245 110 Z" fill="${p.secondary}" ${line(p)}/>`
    : [
        `<rect x="291" y="135" width="18" height="95" fill="${p.secondary}" stroke="${p.stroke}" stroke-width="2"/>`,
        `<circle cx="300" cy="165" r="5" fill="${p.ink}"/><circle cx="300" cy="200" r="5" fill="${p.ink}"/>`,
        `<path d="M245 95 L300 140 L268 170 L230 112 Z M355 95 L300 140 L332 170 L370 112 Z" fill="${p.secondary}" ${line(p)}/>`,
        `<circle cx="365" cy="215" r="16" fill="none" stroke="${p.ink}" stroke-width="5"/>`,
      ].join(''),
  rear ? print(p, true) : '',
].join('\n');

const hoodie: ShapeDrawer = (p, rear) => {
  if (rear) {
    return [
      `<path d="${LONG}" fill="${p.fill}" ${line(p)}/>`,
      `<path d="M228 100 Q222 38 300 32 Q378 38 372 100 L348 200 Q300 214 252 200 Z" fill="${p.fill}" ${line(p)}/>`,
      `<path d="M300 40 L300 205" stroke="${p.stroke}" stroke-width="3"/>`,
      `<path d="M472 470 L520 455" stroke="${p.secondary}" stroke-width="14"/>`,
    ].join('\n');
  }
  return [
    `<path d="M230 112 Q224 40 300 34 Q376 40 370 112 Z" fill="${p.secondary}" ${line(p)}/>`,
    `<path d="${LONG}" fill="${p.fill}" ${line(p)}/>`,
    `<path d="M250 98 Q300 160 350 98 Q300 66 250 98 Z" fill="${p.secondary}" ${line(p)}/>`,
    `<path d="M284 140 L280 232 M316 140 L320 232" stroke="${p.ink}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M222 395 L378 395 L404 480 L196 480 Z" fill="none" ${line(p)}/>`,
    print(p, false, 300),
  ].join('\n');
};

const jacket: ShapeDrawer = (p, rear) => [
  `<path d="${LONG}" fill="${p.fill}" ${line(p)}/>`,
  `<path d="M240 98 L244 68 Q300 84 356 68 L360 98 Q300 128 240 98 Z" fill="${p.secondary}" ${line(p)}/>`,
  rear
    ? `<path d="M180 200 Q300 222 420 200" fill="none" stroke="${p.stroke}" stroke-width="3"/>`
    : [
        `<path d="M300 118 L300 522" stroke="${p.ink}" stroke-width="5"/>`,
        `<path d="M335 200 L385 195" stroke="${p.ink}" stroke-width="4"/>`,
        `<circle cx="240" cy="215" r="16" fill="none" stroke="${p.ink}" stroke-width="5"/>`,
      ].join(''),
].join('\n');

const cap: ShapeDrawer = (p, rear, label) => {
  const dome = 'M150 380 Q150 195 300 188 Q450 195 450 380 Z';
  const sides = 'M150 380 Q150 250 205 215 L235 380 Z M450 380 Q450 250 395 215 L365 380 Z';
  const bucket = /bucket/i.test(label);
  if (rear) {
    return [
      `<path d="M160 380 Q300 400 440 380 L428 402 Q300 418 172 402 Z" fill="${p.secondary}" ${line(p)}/>`,
      `<path d="${dome}" fill="${p.fill}" ${line(p)}/>`,
      `<path d="${sides}" fill="${p.secondary}" opacity="0.9"/>`,
      bucket ? '' : `<path d="M255 381 Q300 318 345 381 Z" fill="#e2e8f0" ${line(p)}/><rect x="248" y="360" width="104" height="12" rx="4" fill="${p.ink}" opacity="0.6"/>`,
      `<circle cx="300" cy="190" r="10" fill="${p.secondary}" ${line(p)}/>`,
    ].join('\n');
  }
  return [
    `<path d="${dome}" fill="${p.fill}" ${line(p)}/>`,
    `<path d="${sides}" fill="${p.secondary}" opacity="0.9"/>`,
    `<path d="M300 190 L300 380 M300 190 Q232 262 218 380 M300 190 Q368 262 382 380" fill="none" stroke="${p.stroke}" stroke-width="3"/>`,
    bucket
      ? `<path d="M110 385 Q300 350 490 385 Q470 440 300 450 Q130 440 110 385 Z" fill="${p.fill}" ${line(p)}/>`
      : `<path d="M132 382 Q300 352 468 382 Q485 436 300 448 Q118 436 132 382 Z" fill="${p.secondary}" ${line(p)}/>`,
    `<circle cx="300" cy="190" r="10" fill="${p.secondary}" ${line(p)}/>`,
    `<circle cx="300" cy="300" r="34" fill="none" stroke="${p.ink}" stroke-width="7"/>`,
  ].join('\n');
};

const beanie: ShapeDrawer = (p, rear, label) => {
  const ribs = Array.from({ length: 14 }, (_, i) => `M${166 + i * 20} 372 L${166 + i * 20} 462`).join(' ');
  return [
    /pom/i.test(label) ? `<circle cx="300" cy="150" r="48" fill="${p.secondary}" ${line(p)}/>` : '',
    `<path d="M165 400 Q160 172 300 162 Q440 172 435 400 Z" fill="${p.fill}" ${line(p)}/>`,
    `<rect x="150" y="360" width="300" height="112" rx="18" fill="${p.secondary}" ${line(p)}/>`,
    `<path d="${ribs}" stroke="${p.stroke}" stroke-width="2" opacity="0.45"/>`,
    rear
      ? `<path d="M300 165 L300 360" stroke="${p.stroke}" stroke-width="3"/>`
      : `<rect x="262" y="392" width="76" height="44" rx="6" fill="${p.ink}" opacity="0.85"/>`,
  ].join('\n');
};

const socks: ShapeDrawer = (p, rear) => {
  const sock = 'M250 90 L370 90 L370 380 Q370 420 400 440 L470 470 Q512 490 496 532 Q480 566 430 556 L290 520 Q240 506 246 450 Z';
  const body = [
    `<path d="${sock}" fill="${p.fill}" ${line(p)}/>`,
    `<rect x="250" y="90" width="120" height="60" fill="${p.secondary}" ${line(p)}/>`,
    `<path d="M470 470 Q512 490 496 532 Q480 566 430 556 L452 478 Z" fill="${p.secondary}" ${line(p)}/>`,
    rear ? '' : `<path d="M280 250 L340 250 M280 280 L340 280" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/>`,
  ].join('\n');
  return rear ? `<g transform="translate(600 0) scale(-1 1)">${body}</g>` : body;
};

export const apparelShapes = { tshirt, longsleeve, polo, hoodie, jacket, cap, beanie, socks };
