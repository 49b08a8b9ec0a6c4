import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose page component loads in its own chunk (kept out of the entry bundle). */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}
