/** The key of the section at `index` in the page's sections (stable while the page's config is): 's0', 's1', … */
export function sectionKey(index: number): string {
  return `s${index}`;
}
