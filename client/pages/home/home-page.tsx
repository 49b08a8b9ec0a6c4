import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { homePage } from './home-page-of.ts';

/**
 * Home's route: the configured "home" page, or, for a store without one, the default home built
 * from its catalog (docs/decisions/0113). Each loads only its own code: a store without a home
 * page never downloads the page-section machinery, and the others never the default home
 * (the server preloads the right one, worker/ssr/route-chunks.ts).
 */
export async function homeRoute(storefront: PublicStorefront) {
  const home = homePage(storefront);
  if (home) return (await import('./configured-home.tsx')).configuredHomeRoute(storefront, home);
  const { DefaultHomePage, defaultHomeLoader } = await import('./default-home.tsx');
  return { loader: defaultHomeLoader(storefront), Component: DefaultHomePage };
}
