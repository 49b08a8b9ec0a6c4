import { useLoaderData } from 'react-router';
import { useStorefront } from '../../app/storefront-context.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import type { PublicPage, PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { PageSections } from '../configured-page/page-sections.tsx';
import { sectionsHydration } from '../configured-page/page-sections-source.ts';
import { sectionsLoader, type SectionsData } from '../configured-page/sections-loader.ts';
import { homePage } from './home-page.tsx';

/** The configured home's route: the loader brings its sections, their code and its PRODUCTS_LIST sections' data (ADR 0142). */
export async function configuredHomeRoute(storefront: PublicStorefront, home: PublicPage) {
  return { loader: sectionsLoader(storefront, String(home.id)), handle: sectionsHydration, Component: ConfiguredHomePage };
}

/** Home: the store's configured "home" page. */
function ConfiguredHomePage() {
  const storefront = useStorefront();
  const { sections } = useLoaderData<SectionsData>();
  const home = homePage(storefront);
  return (
    <>
      <PageTitle />
      {home && <PageSections sections={sections} heading={home.title ?? storefront.name} />}
    </>
  );
}
