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
 * when this mounted (a client navigation to a page that needs it). The server, whose loader
 * preloads it, and the browser's hydration, which preloads what the server rendered, render no
 * boundary: the part then hydrates in the same pass as the part around it. A nested boundary
 * hydrates in a later pass of lower priority, and what the shopper typed before hydration,
 * replayed meanwhile, would reach a field React does not track yet and be lost.
 */
export function SuspenseUnlessLoaded({ loaded, fallback = null, children }: { loaded: boolean; fallback?: ReactNode; children: ReactNode }) {
  const [ownBoundary] = useState(!loaded);
  return ownBoundary ? createElement(Suspense, { fallback }, children) : children;
}
