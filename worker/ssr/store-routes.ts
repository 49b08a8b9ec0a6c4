import { createStaticHandler, type StaticHandler } from 'react-router';
import { buildRoutes } from '../../client/routes/build-routes.tsx';
import { oncePerObject } from '../../shared/kept-answers.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import './page-actions/page-actions.ts';

// One static handler per public config object, which cachedPublicStorefront keeps per config
// version: the route tree (menu-derived pages included) is built, and each lazy route resolved,
// once per store version per isolate rather than on every request. Route objects hold no request
// or shopper state: loaders read those from the request context (docs/decisions/0130-ssr-cpu.md).
export const storeHandler = oncePerObject((storefront: PublicStorefront): StaticHandler => createStaticHandler(buildRoutes(storefront)));
