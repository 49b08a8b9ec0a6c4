import type { ComponentType } from 'react';
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

/**
 * Home's route: its sections' code first, and the loader of its PRODUCTS_LIST sections. The
 * default home's code (with the catalog loaders) is loaded only by stores without a "home" page,
 * so a configured home never fetches it (docs/decisions/0006-bundle-budget.md).
 */
export async function homeRoute(storefront: PublicStorefront) {
  const home = homePage(storefront);
  if (!home) {
    const { DefaultHome, defaultHomeLoader } = await import('./default-home.tsx');
    return { loader: defaultHomeLoader(storefront), Component: () => <HomePage defaultHome={DefaultHome} /> };
  }
  await preloadSections(home.sections);
  return { loader: sectionsLoader(storefront.id, home.sections), Component: HomePage };
}

/** Home: the store's configured "home" page, or a default page built from its catalog. */
export default function HomePage({ defaultHome: DefaultHome }: { defaultHome?: ComponentType }) {
  const storefront = useStorefront();
  const home = homePage(storefront);
  return (
    <>
      <PageTitle />
      {home ? (
        <PageSections sections={home.sections} heading={home.title ?? storefront.name} />
      ) : (
        DefaultHome && <DefaultHome />
      )}
    </>
  );
}
