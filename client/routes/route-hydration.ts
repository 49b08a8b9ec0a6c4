/**
 * A route's `handle` may name work the browser finishes before hydrating, given the loader data
 * the server rendered the route with. (Configured pages used it to load their sections' code
 * until those hydrated on demand, ADR 0136; no route needs it today.)
 */
export type RouteHydration = { beforeHydrate: (loaderData: unknown) => Promise<void> };

type HydratingRouter = { state: { matches: Array<{ route: { id: string; handle?: unknown } }>; loaderData: Record<string, unknown> } };

function isRouteHydration(handle: unknown): handle is RouteHydration {
  return typeof handle === 'object' && handle !== null && 'beforeHydrate' in handle && typeof handle.beforeHydrate === 'function';
}

/** Runs the matched routes' `beforeHydrate` with their server loader data (entry.client.tsx, before hydrateRoot). */
export async function prepareHydration(router: HydratingRouter): Promise<void> {
  await Promise.all(
    router.state.matches.map(({ route }) => (isRouteHydration(route.handle) ? route.handle.beforeHydrate(router.state.loaderData[route.id]) : undefined)),
  );
}
