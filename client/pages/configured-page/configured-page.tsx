import { useLoaderData } from 'react-router';
import { useStorefront } from '../../app/storefront-context.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { PageSections } from './page-sections.tsx';
import { lazySectionsLoader } from './lazy-sections-loader.ts';
import type { SectionsData } from './sections-loader.ts';

/** A page from the storefront config, by id; its route exists only while the page does. Its sections come with its loader data (ADR 0142). */
export default function ConfiguredPage({ pageId }: { pageId: string }) {
  const storefront = useStorefront();
  const { sections } = useLoaderData<SectionsData>();
  const page = storefront.pages.find((candidate) => String(candidate.id) === pageId);
  if (!page) return null;
  return (
    <>
      <PageTitle title={page.title ?? page.url} />
      <PageSections sections={sections} heading={page.title ?? page.url} />
    </>
  );
}

/**
 * The route of a configured page: its loader brings the page's sections, loads their code (server
 * render and client navigations) and each PRODUCTS_LIST section's products. Hydrating needs none
 * of it: each section hydrates on demand (client/components/on-demand/on-demand-boundary.tsx, ADR 0136).
 */
export async function configuredRoute(storefront: PublicStorefront, pageId: string) {
  return { loader: lazySectionsLoader(storefront, pageId), Component: () => <ConfiguredPage pageId={pageId} /> };
}
