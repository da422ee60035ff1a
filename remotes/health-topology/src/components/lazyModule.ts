import { useEffect, useState } from 'react';

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

/** The module (undefined while it loads) and the load error, if any; loading starts during the first render. */
export function useLazyModule<T>(module: LazyModule<T>): { value: T | undefined; error: unknown; retry: () => void } {
  const [value, setValue] = useState<T | undefined>(module.current);
  const [error, setError] = useState<unknown>(undefined);
  const [attempt, setAttempt] = useState(0);
  // Started while rendering, not after commit: the request goes out together with the page's data request.
  if (value === undefined && error === undefined) void module.load().catch(() => undefined);
  useEffect(() => {
    if (value !== undefined) return undefined;
    let live = true;
    module.load().then(
      (loaded) => live && setValue(() => loaded),
      (failure: unknown) => live && setError(() => failure),
    );
    return () => {
      live = false;
    };
  }, [module, value, attempt]);
  const retry = () => {
    setError(undefined);
    setAttempt((n) => n + 1);
  };
  return { value, error, retry };
}
