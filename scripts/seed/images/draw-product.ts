import type { ProductKind } from '../catalog/product-spec.ts';
import { apparelShapes, type ShapeDrawer } from './shapes-apparel.ts';
import { goodsShapes } from './shapes-goods.ts';
import { escapeXml, paintFor, shade, studioBackground, svgDocument } from './svg-kit.ts';

const SHAPES: Record<ProductKind, ShapeDrawer> = { ...apparelShapes, ...goodsShapes };
const SIZE = 600;

function shapeFor(kind: ProductKind, color: string, secondary: string | null, rear: boolean, label: string): string {
  return SHAPES[kind](paintFor(color, secondary), rear, label);
}

/** A variant picture: front, back, or a close-up of the front. 600x600. */
export function drawProduct(
  kind: ProductKind, color: string, secondary: string | null, view: 'front' | 'rear' | 'detail', label: string,
): string {
  const shape = shapeFor(kind, color, secondary, view === 'rear', label);
  const body = view === 'detail'
    ? `${studioBackground(SIZE)}\n<g transform="translate(-180 -148) scale(1.6)">${shape}</g>`
    : `${studioBackground(SIZE)}\n${shape}`;
  const viewName = view === 'front' ? 'front' : view === 'rear' ? 'back' : 'detail';
  return svgDocument(SIZE, SIZE, `${label} (${viewName})`, body);
}

/** An additional "lifestyle" photo: the product on a table against a tinted wall. 600x600. */
export function drawPhoto(kind: ProductKind, color: string, secondary: string | null, index: number, label: string): string {
  const walls = ['#e0e7ff', '#fef3c7', '#dcfce7', '#fce7f3'];
  const wall = walls[(index - 1) % walls.length] ?? '#e0e7ff';
  const body = [
    `<rect width="${SIZE}" height="${SIZE}" fill="${wall}"/>`,
    `<rect y="430" width="${SIZE}" height="170" fill="${shade(wall, -0.25)}"/>`,
    `<rect x="${index % 2 ? 470 : 40}" y="250" width="70" height="180" rx="10" fill="#166534" opacity="0.7"/>`,
    `<g transform="translate(${index % 2 ? 70 : 150} 110) scale(0.62)">${shapeFor(kind, color, secondary, false, label)}</g>`,
  ].join('\n');
  return svgDocument(SIZE, SIZE, `${label} (photo ${index})`, body);
}

/** A colour swatch; two-tone colours are split diagonally. 64x64. */
export function drawSwatch(color: string, secondary: string | null): string {
  const { stroke } = paintFor(color, null);
  const half = secondary ? `<path d="M54 10 A31 31 0 0 1 10 54 Z" fill="${escapeXml(secondary)}"/>` : '';
  return svgDocument(64, 64, `swatch ${color}`, `<circle cx="32" cy="32" r="30" fill="${color}" stroke="${stroke}" stroke-width="2"/>${half}`);
}
