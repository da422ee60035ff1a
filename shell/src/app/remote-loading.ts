import { createContext, useContext, useEffect } from 'react';
import type { RemoteName } from '@opsdeck/contracts';
import type { RemoteLoader } from './remote-loader';

export { createRemoteLoader, type RemoteLoader } from './remote-loader';

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/**
 * Loads the remotes once a screen that needs them mounts, so the sign-in pages never download
 * remote entries they do not use.
 */
export function useRemoteLoading(only?: readonly RemoteName[]): void {
  const start = useContext(RemoteLoaderContext);
  const key = only?.join(',');
  useEffect(() => {
    void start?.(key ? (key.split(',') as RemoteName[]) : undefined);
  }, [start, key]);
}

/** Reads the runtime manifest again (the "Try again" of the feature-list error). */
export function useRetryRemoteManifest(): () => void {
  const loader = useContext(RemoteLoaderContext);
  return () => void loader?.retry();
}
