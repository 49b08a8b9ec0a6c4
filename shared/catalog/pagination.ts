/** docs/product.md §9: the paginator shows 5 page links. */
export const PAGE_LINKS = 5;

/**
 * The page numbers a paginator links to: a window of `size` pages around the current one,
 * shifted to stay within 1..last. Empty when there is only one page (no paginator then).
 */
export function pageWindow(current: number, last: number, size = PAGE_LINKS): number[] {
  if (last <= 1) return [];
  const count = Math.min(size, last);
  const page = Math.min(Math.max(1, current), last);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
