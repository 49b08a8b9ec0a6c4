import { oncePerObject } from '../../shared/kept-answers.ts';
import { pageRoutes } from '../../shared/page-routes.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { homePage } from '../../client/pages/home/home-page-of.ts';
import { CONFIGURED_PAGE_MODULE, HOME_MODULES, ROUTE_MODULES } from '../../shared/routes/route-table.ts';

type MatchedRoute = { route: { path?: string | undefined; index?: boolean | undefined } };

/** Joins route paths as react-router nests them ('/' and empty parts dropped). */
function joinPattern(parent: string, path: string | undefined): string {
  const part = (path ?? '').replace(/^\/+|\/+$/g, '');
  if (!part) return parent;
  return parent ? `${parent}/${part}` : part;
}

/** The configured pages' path patterns, once per public config object (one per store version). */
const configuredPaths = oncePerObject(
  (storefront: PublicStorefront): ReadonlySet<string> => new Set(pageRoutes(storefront.pages).flatMap((route) => (route.kind === 'page' ? [route.path] : []))),
);

/**
 * The source modules (Vite's manifest keys) a page's matched routes load, in match order, from the
 * route table (shared/routes/route-table.ts), so that the browser fetches them beside the entry
 * instead of one import level after another (docs/decisions/0103). No section's code: every
 * configured-page section hydrates on demand, a product list too (ADR 0136, ADR 0151).
 */
export function routeChunkSources(storefront: PublicStorefront, matches: readonly MatchedRoute[]): string[] {
  const configured = configuredPaths(storefront);
  const sources: string[] = [];
  let pattern = '';
  for (const { route } of matches) {
    pattern = joinPattern(pattern, route.path);
    if (route.index && pattern === '') {
      sources.push(ROUTE_MODULES['']!);
      // The home route loads the configured home's sections or the default home (client/pages/home/home-page.tsx).
      sources.push(...(homePage(storefront) ? HOME_MODULES.configured : HOME_MODULES.default));
      continue;
    }
    if (route.path === undefined || route.index) continue;
    const fixed = ROUTE_MODULES[pattern];
    if (fixed && pattern !== '') sources.push(fixed);
    else if (configured.has(pattern)) sources.push(CONFIGURED_PAGE_MODULE);
  }
  return [...new Set(sources)];
}
