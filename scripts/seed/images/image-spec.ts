import type { ProductKind } from '../catalog/product-spec.ts';

/** What to draw at one image path. Every field is plain data so output is deterministic. */
export type ImageDrawing =
  | {
      type: 'product';
      kind: ProductKind;
      color: string;
      secondary: string | null;
      view: 'front' | 'rear' | 'detail';
      label: string;
    }
  | { type: 'photo'; kind: ProductKind; color: string; secondary: string | null; index: number; label: string }
  | { type: 'swatch'; color: string; secondary: string | null }
  | { type: 'logo'; text: string; color: string; accent: string }
  | { type: 'favicon'; letter: string; color: string; accent: string }
  | { type: 'banner'; title: string; subtitle: string; color: string; accent: string }
  | { type: 'illustration'; title: string; color: string; accent: string }
  | { type: 'tile'; title: string; color: string; accent: string };

export type ImageSpec = { path: string; drawing: ImageDrawing };
