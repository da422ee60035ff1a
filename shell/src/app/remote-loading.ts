import { createContext, useContext, useEffect } from 'react';
import type { RemoteName, RuntimeManifest } from '@opsdeck/contracts';
import { loadRemotes } from '../remotes/load-remotes';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { fetchRuntimeManifest } from '../remotes/runtime-manifest';

/** Starts loading the remotes of the runtime manifest, at most once per page; `only` narrows the list. */
export type RemoteLoader = (only?: readonly RemoteName[]) => Promise<void>;

export function createRemoteLoader(
  registry: RemoteRegistry,
  load: (manifest: RuntimeManifest, registry: RemoteRegistry) => Promise<void> = loadRemotes,
  fetchManifest: () => Promise<RuntimeManifest> = fetchRuntimeManifest,
): RemoteLoader {
  let started: Promise<void> | undefined;
  return (only) => {
    started ??= fetchManifest().then((manifest) =>
      load(only ? { ...manifest, remotes: manifest.remotes.filter((entry) => only.includes(entry.name)) } : manifest, registry),
    );
    return started;
  };
}

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
