import { createElement, type ComponentType, type ReactNode } from 'react';
import { lazyModule, useLazyModule, type LazyModule } from './lazy-module';

/**
 * React.lazy without Suspense: renders `placeholder` until the chunk is here, then the component
 * at once (a Suspense reveal waits out React's 300 ms fallback throttle). A chunk that fails to
 * load is thrown to the nearest error boundary; remounting (a boundary reset) loads it again.
 */
export function lazyComponent<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  const module: LazyModule<ComponentType<P>> = lazyModule(importer);
  function LazyComponent(props: P) {
    const { value, error } = useLazyModule(module);
    if (error !== undefined) throw error;
    return value ? createElement(value, props) : placeholder;
  }
  // Starts the download early (e.g. while other start-up requests are in flight).
  LazyComponent.preload = () => module.load().catch(() => undefined);
  return LazyComponent;
}
