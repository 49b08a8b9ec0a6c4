import { drawBanner, drawFavicon, drawIllustration, drawLogo, drawTile } from './draw-brand.ts';
import { drawPhoto, drawProduct, drawSwatch } from './draw-product.ts';
import type { ImageDrawing } from './image-spec.ts';

/** The SVG text for one drawing. Pure: the same drawing always gives the same bytes. */
export function renderImage(d: ImageDrawing): string {
  switch (d.type) {
    case 'product': return drawProduct(d.kind, d.color, d.secondary, d.view, d.label);
    case 'photo': return drawPhoto(d.kind, d.color, d.secondary, d.index, d.label);
    case 'swatch': return drawSwatch(d.color, d.secondary);
    case 'logo': return drawLogo(d.text, d.color, d.accent);
    case 'favicon': return drawFavicon(d.letter, d.color, d.accent);
    case 'banner': return drawBanner(d.title, d.subtitle, d.color, d.accent);
    case 'illustration': return drawIllustration(d.title, d.color, d.accent);
    case 'tile': return drawTile(d.title, d.color, d.accent);
  }
}
