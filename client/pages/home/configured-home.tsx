import { useStorefront } from '../../app/storefront-context.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import type { Page, PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { PageSections, preloadSections } from '../configured-page/page-sections.tsx';
import { sectionsLoader } from '../configured-page/sections-loader.ts';
import { homePage } from './home-page.tsx';

/** The configured home's route: its sections' code first, and the loader of its PRODUCTS_LIST sections. */
export async function configuredHomeRoute(storefront: PublicStorefront, home: Page) {
  await preloadSections(home.sections);
  return { loader: sectionsLoader(storefront.id, home.sections), Component: ConfiguredHomePage };
}

/** Home: the store's configured "home" page. */
function ConfiguredHomePage() {
  const storefront = useStorefront();
  const home = homePage(storefront);
  return (
    <>
      <PageTitle />
      {home && <PageSections sections={home.sections} heading={home.title ?? storefront.name} />}
    </>
  );
}
