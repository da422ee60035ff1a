import { useCallback, useEffect, useState } from 'react';

/**
 * A chunk loaded on first use, rendered without Suspense. React holds back revealing content that
 * replaces a Suspense fallback until 300 ms after the last fallback was shown, so a part that
 * arrives in a few tens of milliseconds (the check modal) would wait out that whole delay. A
 * component that shows its own placeholder until the module is here renders it at once.
 */
export interface LazyModule<T> {
  /** Starts loading (once; again after a failure) and resolves with the module. */
  load(): Promise<T>;
  /** The module once loaded. */
  current(): T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    current: () => value,
  };
}

interface LoadState<T> {
  module: LazyModule<T>;
  value?: T;
  error?: unknown;
}

/**
 * The module (undefined while it loads) and the load error, if any; loading starts during the
 * first render. A component that is handed another module (a route change keeping the same
 * component instance) starts over with that module.
 */
export function useLazyModule<T>(module: LazyModule<T>): { value: T | undefined; error: unknown; retry: () => void } {
  const [state, setState] = useState<LoadState<T>>(() => ({ module, value: module.current() }));
  const [attempt, setAttempt] = useState(0);
  const current: LoadState<T> = state.module === module ? state : { module, value: module.current() };
  const waiting = current.value === undefined && current.error === undefined;
  // Started while rendering, not after commit: the request goes out together with the page's data request.
  if (waiting) void module.load().catch(() => undefined);
  useEffect(() => {
    if (!waiting) return undefined;
    let live = true;
    module.load().then(
      (loaded) => live && setState({ module, value: loaded }),
      (failure: unknown) => live && setState({ module, error: failure }),
    );
    return () => {
      live = false;
    };
  }, [module, waiting, attempt]);
  const retry = useCallback(() => {
    setState({ module, value: module.current() });
    setAttempt((n) => n + 1);
  }, [module]);
  // A load that failed offline is tried again as soon as the browser is back online.
  const failed = current.error !== undefined;
  useEffect(() => {
    if (!failed) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);
  return { value: current.value, error: current.error, retry };
}
