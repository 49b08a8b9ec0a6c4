/**
 * URL paths of the demo images. The Worker serves public/media/demo/** at /media/demo/**;
 * scripts/seed/generate-images.ts draws one SVG file for each of these paths.
 */
export const MEDIA_ROOT = '/media/demo';

export type ProductView = 'front' | 'rear' | 'detail';

export function variantImagePath(productSlug: string, colorSlug: string, view: ProductView): string {
  return `${MEDIA_ROOT}/products/${productSlug}-${colorSlug}-${view}.svg`;
}

export function productPhotoPath(productSlug: string, index: number): string {
  return `${MEDIA_ROOT}/products/${productSlug}-photo-${index}.svg`;
}

export function swatchPath(colorSlug: string): string {
  return `${MEDIA_ROOT}/swatches/${colorSlug}.svg`;
}

export function kitBannerPath(name: string): string {
  return `${MEDIA_ROOT}/kits/${name}-banner.svg`;
}
