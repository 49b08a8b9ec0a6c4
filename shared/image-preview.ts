/** docs/product.md §9: image preview zoom step 0.1, between 0.5 and 1.5, default 1; rotation in 90° steps. */
export const ZOOM_STEP = 0.1;
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 1.5;
export const ZOOM_DEFAULT = 1;
export const ROTATION_STEP = 90;

/** One zoom step in (+1) or out (-1), kept within the limits and free of float drift. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * ZOOM_STEP) * 10) / 10;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next));
}

/** One quarter turn clockwise (+1) or anticlockwise (-1), as 0, 90, 180 or 270 degrees. */
export function stepRotation(degrees: number, direction: 1 | -1): number {
  return (((degrees + direction * ROTATION_STEP) % 360) + 360) % 360;
}
