import { createElement, lazy, type ComponentType } from 'react';

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
