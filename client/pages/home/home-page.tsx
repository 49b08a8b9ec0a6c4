import { useLingui } from '@lingui/react';
import { useStorefront } from '../../app/storefront-context.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { PageSections, preloadSections } from '../configured-page/page-sections.tsx';
import { sectionsLoader } from '../configured-page/sections-loader.ts';

/** The url of the configured page that fills the home route. */
export const HOME_PAGE_URL = 'home';

function homePage(storefront: PublicStorefront) {
  return storefront.pages.find((page) => page.url.replace(/^\/+|\/+$/g, '') === HOME_PAGE_URL);
}

/** Home's route: its sections' code first, and the loader of its PRODUCTS_LIST sections. */
export async function homeRoute(storefront: PublicStorefront) {
  const sections = homePage(storefront)?.sections ?? [];
  await preloadSections(sections);
  return { loader: sectionsLoader(storefront.id, sections), Component: HomePage };
}

/** Home: the store's configured "home" page, or a welcome line when it has none. */
export default function HomePage() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const home = homePage(storefront);
  return (
    <>
      <PageTitle />
      {home ? (
        <PageSections sections={home.sections} heading={home.title ?? storefront.name} />
      ) : (
        <section className="mx-auto max-w-7xl px-4 py-16 text-center">
          <h1 className="text-4xl font-bold">{_('Welcome to {store}', { store: storefront.name })}</h1>
        </section>
      )}
    </>
  );
}
