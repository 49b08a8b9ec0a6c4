import { redirect } from 'react-router';
import * as v from 'valibot';
import { sentResolved } from '../../../shared/schemas/config/localized-text.ts';
import { tolerant } from '../../../shared/schemas/config/read-tolerantly.ts';
import { PageSectionSchema, type PageSection, type PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import type { ApiClient } from '../../api/api-client.ts';

const PagesSchema = v.looseObject({
  // Tolerantly: a section key this page's code does not know yet (a newer Worker) is left out, not fatal.
  pages: v.array(v.looseObject({ id: v.union([v.number(), v.string()]), sections: v.array(tolerant(PageSectionSchema)) })),
});

/** GET /api/storefronts/get-by-url (docs/product.md §7): the live config, and a preview's draft as a JSON string. */
const ByUrlSchema = v.object({ data: v.looseObject({ ...PagesSchema.entries, preview_data: v.nullable(v.string()) }) });

let sectionsByPage: Promise<Map<string, PageSection[]>> | null = null;

/**
 * Every configured page's sections from the store's config answer (the draft's on a preview),
 * fetched once per page load and shared by later navigations; a failed fetch is tried again next
 * time. A page the current config no longer has goes home, as an unknown path does (docs/product.md §2).
 * Its own chunk: only a client navigation to a configured page loads it.
 */
export async function fetchPageSections(api: ApiClient, storefront: PublicStorefront, pageId: string): Promise<PageSection[]> {
  sectionsByPage ??= api.get('/storefronts/get-by-url', ByUrlSchema, { url: window.location.host }).then(({ data }) => {
    const config = storefront.preview && data.preview_data ? v.parse(PagesSchema, JSON.parse(data.preview_data)) : data;
    return new Map(config.pages.map((page) => [String(page.id), sentResolved(page.sections)]));
  });
  const pending = sectionsByPage;
  const sections = await pending.catch((error: unknown) => {
    if (sectionsByPage === pending) sectionsByPage = null;
    throw error;
  });
  const found = sections.get(pageId);
  if (!found) throw redirect('/');
  return found;
}
