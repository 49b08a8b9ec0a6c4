import { createStaticHandler, type StaticHandler } from 'react-router';
import { buildRoutes } from '../../client/routes/build-routes.tsx';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';

// One static handler per public config object, which cachedPublicStorefront keeps per config
// version: the route tree (menu-derived pages included) is built, and each lazy route resolved,
// once per store version per isolate rather than on every request. Route objects hold no request
// or shopper state: loaders read those from the request context (docs/decisions/0130-ssr-cpu.md).
const handlers = new WeakMap<PublicStorefront, StaticHandler>();

export function storeHandler(storefront: PublicStorefront): StaticHandler {
  let handler = handlers.get(storefront);
  if (!handler) {
    handler = createStaticHandler(buildRoutes(storefront));
    handlers.set(storefront, handler);
  }
  return handler;
}
