/**
 * The remote loader without React, so the entry script can start it before the console renders
 * (console-start.ts); remote-loading.ts gives it to the screens.
 */
import type { RemoteName, RuntimeManifest } from '@opsdeck/contracts';
import type { RemoteRegistry } from '../remotes/remote-registry';

// The loader and the manifest reader are their own chunk, downloaded when the first screen that
// shows remotes mounts: the sign-in pages never load them (nor the remote-module schemas).
const loadRemotes = (manifest: RuntimeManifest, registry: RemoteRegistry): Promise<void> =>
  import(/* webpackChunkName: "load-remotes" */ '../remotes/load-remotes').then((module) =>
    module.loadRemotes(manifest, registry),
  );
// In the manifest reader's chunk: the route table it reads stays off the sign-in pages.
const startRemoteManifestRequests = (manifest: RuntimeManifest): void =>
  void import(/* webpackChunkName: "runtime-manifest" */ '../remotes/early-remote-manifests').then((module) =>
    module.startRemoteManifestRequests(manifest, window.location.pathname),
  );
const fetchRuntimeManifest = (): Promise<RuntimeManifest> =>
  import(/* webpackChunkName: "runtime-manifest" */ '../remotes/runtime-manifest').then((module) =>
    module.fetchRuntimeManifest(),
  );

/**
 * Starts loading the remotes of the runtime manifest, at most once per page; `only` narrows the
 * list. `retry` reads the manifest again after it could not be read.
 */
export interface RemoteLoader {
  (only?: readonly RemoteName[]): Promise<void>;
  retry: () => Promise<void>;
}

export function createRemoteLoader(
  registry: RemoteRegistry,
  load: (manifest: RuntimeManifest, registry: RemoteRegistry) => Promise<void> = loadRemotes,
  fetchManifest: () => Promise<RuntimeManifest> = fetchRuntimeManifest,
  // The early requests serve the real loader only, which takes their answers.
  prefetch: (manifest: RuntimeManifest) => void = load === loadRemotes ? startRemoteManifestRequests : () => undefined,
): RemoteLoader {
  let started: Promise<void> | undefined;
  let manifestFailed = false;
  let scope: readonly RemoteName[] | undefined;

  const run = (): Promise<void> =>
    fetchManifest().then(
      (manifest) => {
        manifestFailed = false;
        const loaded = scope
          ? { ...manifest, remotes: manifest.remotes.filter((entry) => scope?.includes(entry.name)) }
          : manifest;
        prefetch(loaded);
        return load(loaded, registry);
      },
      (error: unknown) => {
        manifestFailed = true;
        const message = error instanceof Error ? error.message : String(error);
        console.error(`[opsdeck] the list of features could not be loaded: ${message}`);
        registry.setManifestError(message);
      },
    );

  const start = (only?: readonly RemoteName[]) => {
    if (!started) {
      scope = only;
      started = run();
    }
    return started;
  };
  const retry = () => {
    if (!started) return start();
    if (!manifestFailed) return started;
    registry.resetManifest();
    started = run();
    return started;
  };
  return Object.assign(start, { retry });
}
