/**
 * A route's `handle` may name work the browser finishes before hydrating, given the loader data
 * the server rendered the route with (e.g. a configured page loads its sections' code, ADR 0142).
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
