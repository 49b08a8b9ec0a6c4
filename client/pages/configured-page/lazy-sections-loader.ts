import type { LoaderFunctionArgs } from 'react-router';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import type { SectionsData } from './sections-loader.ts';

/**
 * A page with sections' loader, its module imported when it runs: a loader never runs while the
 * page hydrates, so its code (widget settings, the catalog's URL state, the section registry's
 * preloading) stays out of the page's first load (ADR 0136).
 */
export function lazySectionsLoader(storefront: PublicStorefront, pageId: string) {
  return async (args: LoaderFunctionArgs): Promise<SectionsData> => (await import('./sections-loader.ts')).sectionsLoader(storefront, pageId)(args);
}
