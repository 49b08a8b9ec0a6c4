import { useLoaderData } from 'react-router';
import { useStorefront } from '../../app/storefront-context.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import type { PublicPage, PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { PageSections } from '../configured-page/page-sections.tsx';
import { lazySectionsLoader } from '../configured-page/lazy-sections-loader.ts';
import type { SectionsData } from '../configured-page/sections-loader.ts';
import { homePage } from './home-page-of.ts';

/**
 * The configured home's route: the loader brings its sections, their code and its PRODUCTS_LIST
 * sections' data (ADR 0142); the sections hydrate on demand (ADR 0136).
 */
export async function configuredHomeRoute(storefront: PublicStorefront, home: PublicPage) {
  return { loader: lazySectionsLoader(storefront, String(home.id)), Component: ConfiguredHomePage };
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
