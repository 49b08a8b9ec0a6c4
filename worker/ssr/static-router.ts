import { createStaticRouter, type StaticHandler, type StaticHandlerContext } from 'react-router';

type StaticRouter = ReturnType<typeof createStaticRouter>;

// react-router's createStaticRouter converts the whole route tree again on every call (the
// router's routes and manifest: copies of the handler's route objects), although only its state
// depends on the request. One router per static handler (one per store version: store-routes.ts)
// holds the converted tree, the matcher and the stateless methods; a page's router is that one
// with the page's state (docs/decisions/0130-ssr-cpu.md, fourth amendment).
// The copies are a snapshot: a lazy route resolved later (the handler resolves a page's lazy
// route when a request first matches it, in place) is missing from them, so the shared router is
// made again whenever a matched route differs from its copy — a few times per store version.
// It keeps the context it was made with (one page's, per store version) for the matcher it shares.
const routers = new WeakMap<StaticHandler, StaticRouter>();

// The copy turns a component property into an element (react-router's defaultMapRouteProperties).
const ELEMENT_OF: Record<string, string> = { Component: 'element', ErrorBoundary: 'errorElement', HydrateFallback: 'hydrateFallbackElement' };
const COMPONENT_OF = Object.fromEntries(Object.entries(ELEMENT_OF).map(([component, element]) => [element, component]));

/** Whether the router's copy of a route has every property the handler's route has now. */
function copied(copy: object | undefined, route: object): boolean {
  if (!copy) return false;
  const copyOf = copy as Record<string, unknown>;
  const live = route as Record<string, unknown>;
  for (const [key, value] of Object.entries(live)) {
    if (key === 'children') continue;
    const element = ELEMENT_OF[key];
    if (element !== undefined && value !== undefined) {
      if (copyOf[element] == null) return false;
    } else if (copyOf[key] !== value && !(COMPONENT_OF[key] !== undefined && live[COMPONENT_OF[key]!] !== undefined)) {
      return false;
    }
  }
  return true;
}

/** The same router as `createStaticRouter(handler.dataRoutes, context)`, without converting the routes again. */
export function staticRouter(handler: StaticHandler, context: StaticHandlerContext): StaticRouter {
  let shared = routers.get(handler);
  if (!shared || !context.matches.every((match) => copied(shared!.manifest[match.route.id], match.route))) {
    shared = createStaticRouter(handler.dataRoutes, context);
    routers.set(handler, shared);
  }
  const manifest = shared.manifest;
  const state = {
    // The fields no request changes (idle navigation, fresh fetcher and blocker maps, …).
    ...shared.state,
    location: context.location,
    matches: context.matches.map((match) => ({ ...match, route: manifest[match.route.id] ?? match.route })),
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: context.errors,
  };
  return Object.create(shared, { state: { get: () => state } }) as StaticRouter;
}
