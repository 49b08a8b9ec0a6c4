import type { PageSection, PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import type { ApiClient } from '../../api/api-client.ts';

/**
 * A configured page's sections. The server's config and a preview's draft carry them; the config
 * the browser booted with does not (they came with the first page's loader data, ADR 0142), so
 * a client navigation reads them from the store's config answer, once per page load.
 */
export async function pageSections(storefront: PublicStorefront, pageId: string, api: ApiClient): Promise<PageSection[]> {
  const page = storefront.pages.find((candidate) => String(candidate.id) === pageId);
  if (!page) return [];
  if (page.sections) return page.sections;
  const { fetchPageSections } = await import('./fetch-page-sections.ts');
  return fetchPageSections(api, storefront, pageId);
}

