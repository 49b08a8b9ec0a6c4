import { useStorefront } from '../../app/storefront-context.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { PageSections } from './page-sections.tsx';

/** A page from the storefront config, by id; its route exists only while the page does. */
export default function ConfiguredPage({ pageId }: { pageId: string }) {
  const storefront = useStorefront();
  const page = storefront.pages.find((candidate) => String(candidate.id) === pageId);
  if (!page) return null;
  return (
    <>
      <PageTitle title={page.title ?? page.url} />
      <PageSections sections={page.sections} />
    </>
  );
}
