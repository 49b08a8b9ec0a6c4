import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A lazily loaded component that can also be loaded ahead of time. Once loaded it renders
 * without suspending — needed for parts the server rendered: hydrating them must not wait for a
 * chunk, or clicks that arrive meanwhile are lost.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== null });
}

/**
 * `children` (a preloadable) in a Suspense boundary of its own only when its code was not loaded
 * when this mounted (a client navigation). The server and the hydration, which both preload it,
 * render no boundary, so the part hydrates in the same pass as the part around it, not in a
 * later one of lower priority.
 */
export function SuspenseUnlessLoaded({ loaded, fallback = null, children }: { loaded: boolean; fallback?: ReactNode; children: ReactNode }) {
  const [ownBoundary] = useState(!loaded);
  return ownBoundary ? createElement(Suspense, { fallback }, children) : children;
}
