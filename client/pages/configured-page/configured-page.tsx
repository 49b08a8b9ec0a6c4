import { useStorefront } from '../../app/storefront-context.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { PageSections, preloadSections } from './page-sections.tsx';
import { sectionsLoader } from './sections-loader.ts';

/** A page from the storefront config, by id; its route exists only while the page does. */
export default function ConfiguredPage({ pageId }: { pageId: string }) {
  const storefront = useStorefront();
  const page = storefront.pages.find((candidate) => String(candidate.id) === pageId);
  if (!page) return null;
  return (
    <>
      <PageTitle title={page.title ?? page.url} />
      <PageSections sections={page.sections} heading={page.title ?? page.url} />
    </>
  );
}

/**
 * The route of a configured page: its sections' code is loaded first (server render and, in the
 * browser, before hydration), and its loader brings each PRODUCTS_LIST section's products.
 */
export async function configuredRoute(storefront: PublicStorefront, pageId: string) {
  const sections = storefront.pages.find((candidate) => String(candidate.id) === pageId)?.sections ?? [];
  await preloadSections(sections);
  return { loader: sectionsLoader(storefront.id, sections), Component: () => <ConfiguredPage pageId={pageId} /> };
}
