/**
 * URL paths of the demo images: every file belongs to one store, under /media/{storefrontId}/
 * (docs/decisions/0066-store-media.md). The Worker serves a store's files only on that store's
 * hosts, a private store's only after its gate, except its brand files (logo, favicon) under
 * /media/{storefrontId}/brand/, which the gate page shows. scripts/seed/generate-images.ts
 * draws one SVG file for each of these paths into public/media/.
 */
export function mediaRoot(store: number): string {
  return `/media/${store}`;
}

export type ProductView = 'front' | 'rear' | 'detail';

export function variantImagePath(store: number, productSlug: string, colorSlug: string, view: ProductView): string {
  return `${mediaRoot(store)}/products/${productSlug}-${colorSlug}-${view}.svg`;
}

export function productPhotoPath(store: number, productSlug: string, index: number): string {
  return `${mediaRoot(store)}/products/${productSlug}-photo-${index}.svg`;
}

export function swatchPath(store: number, colorSlug: string): string {
  return `${mediaRoot(store)}/swatches/${colorSlug}.svg`;
}

export function kitBannerPath(store: number, name: string): string {
  return `${mediaRoot(store)}/kits/${name}-banner.svg`;
}
