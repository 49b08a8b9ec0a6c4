import type { RouteObject } from 'react-router';
import { isPageOpenBeforePrivateGate } from '../../shared/private-gate-paths.ts';

// The gate's loader loads with the first closed navigation, not with every page's entry bundle.
const gate: Pick<RouteObject, 'lazy'> = {
  lazy: async () => ({ loader: (await import('./locked-store-gate.ts')).lockedStoreGate }),
};

/**
 * The children of a locked private store's layout: only the routes whose page is open before
 * the gate (the one list in shared/private-gate-paths.ts); the home page and every other path
 * meet the gate (client/routes/locked-store-gate.ts). Passing the gate reloads the page, which
 * brings the whole config and route tree (docs/decisions/0065-private-gate-on-both-sides.md).
 */
export function routesOpenBeforeGate(children: RouteObject[]): RouteObject[] {
  const open = children.filter((route) => !route.index && route.path !== undefined && route.path !== '*' && isPageOpenBeforePrivateGate(`/${route.path}`));
  return [...open, { index: true, ...gate }, { path: '*', ...gate }];
}
