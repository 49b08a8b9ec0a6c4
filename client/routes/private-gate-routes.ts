import type { RouteObject } from 'react-router';
import { isPageOpenBeforePrivateGate } from '../../shared/private-gate-paths.ts';

// The gate's loader loads with the first closed navigation, not with every page's entry bundle.
const gate: Pick<RouteObject, 'lazy'> = {
  lazy: async () => ({ loader: (await import('./locked-store-gate.ts')).lockedStoreGate }),
};

/**
 * The children of a locked private store's layout: only the routes open before the gate
 * (shared/private-gate-paths.ts); every other path meets the gate. Passing it reloads the page,
 * which brings the whole config and route tree (ADR 0065).
 */
export function routesOpenBeforeGate(children: RouteObject[]): RouteObject[] {
  const open = children.filter((route) => !route.index && route.path !== undefined && route.path !== '*' && isPageOpenBeforePrivateGate(`/${route.path}`));
  return [...open, { index: true, ...gate }, { path: '*', ...gate }];
}
