import type { PageSection } from './schemas/storefront-config.ts';

/**
 * Which section of a configured page carries the page's <h1>: the first section when it is a
 * TITLE with text (it renders as h1); otherwise null, and the page renders a visually hidden h1
 * with the page's name so every page still has exactly one top-level heading.
 */
export function pageHeadingSectionIndex(sections: readonly PageSection[]): number | null {
  const first = sections[0];
  return first && first.component === 'TITLE' && first.content.title?.trim() ? 0 : null;
}
