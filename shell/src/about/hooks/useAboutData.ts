import { federationManifestQueryKey, sharedOfFederationManifest, type RemoteName } from '@opsdeck/contracts';
import { useQueries } from '@tanstack/react-query';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { consoleReadyMs } from '../../app/load-timing';
import { providedSingletonVersions, readFederationManifest } from '../../remotes/federation-runtime';
import type { RemoteLoadDetails, RemoteState } from '../../remotes/remote-registry';
import { RemoteRegistryContext, useRemoteRegistry } from '../../remotes/useRemoteRegistry';
import { singletonRows, type SingletonRow } from '../lib/singleton-rows';

export interface ShellAbout {
  version: string;
  builtAt?: string;
  entry: string;
  loadMs?: number;
}

export interface RemoteAbout {
  name: RemoteName;
  state: RemoteState;
  details?: RemoteLoadDetails;
  version?: string;
  /** undefined while the remote's federation manifest is read; null when it cannot be. */
  singletons: SingletonRow[] | null | undefined;
  singletonsError?: string;
}

const NO_DETAILS: ReadonlyMap<RemoteName, RemoteLoadDetails> = new Map();

/** The shell and every remote of the runtime manifest: versions, load results and singleton skew. */
export function useAboutData(): { shell: ShellAbout; remotes: RemoteAbout[]; manifestError?: string } {
  const snapshot = useRemoteRegistry();
  const registry = useContext(RemoteRegistryContext);
  const details = useSyncExternalStore(
    registry?.subscribeDetails ?? (() => () => undefined),
    registry?.getDetails ?? (() => NO_DETAILS),
  );
  const entries = [...snapshot.remotes.values()];
  const manifests = useQueries({
    queries: entries.map((state) => {
      const entry = details.get(state.name)?.entry ?? '';
      return {
        queryKey: federationManifestQueryKey(entry),
        queryFn: () => readFederationManifest(entry),
        enabled: entry !== '',
        retry: false,
        staleTime: Infinity,
      };
    }),
  });
  const provided = useMemo(providedSingletonVersions, []);
  const remotes = entries.map((state, index): RemoteAbout => {
    const manifest = manifests[index];
    const version = state.status === 'ready' ? state.module.version : undefined;
    const remoteDetails = details.get(state.name);
    return {
      name: state.name,
      state,
      ...(remoteDetails ? { details: remoteDetails } : {}),
      ...(version ? { version } : {}),
      singletons: manifest?.data
        ? singletonRows(sharedOfFederationManifest(manifest.data), provided)
        : manifest?.error
          ? null
          : undefined,
      ...(manifest?.error ? { singletonsError: manifest.error.message } : {}),
    };
  });
  const loadMs = consoleReadyMs();
  return {
    shell: {
      version: process.env.APP_VERSION ?? '0.0.0',
      ...(process.env.BUILD_TIME ? { builtAt: process.env.BUILD_TIME } : {}),
      entry: new URL('/', window.location.href).toString(),
      ...(loadMs !== undefined ? { loadMs } : {}),
    },
    remotes,
    ...(snapshot.manifestError ? { manifestError: snapshot.manifestError } : {}),
  };
}
