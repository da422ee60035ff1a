/**
 * The start of a console page, run by the entry script while React and the shell's chunks are
 * still downloading: once /config.json says the self-service console, the remotes' declarations
 * (then the module and page of the current address, see load-remotes.ts), the session and the
 * feature flags are requested at once, instead of after the first render. No React here: this
 * chunk is small and arrives before the bootstrap chunks, which render with what it started.
 */
import { API_BASE_PATH } from '@opsdeck/contracts';
import { fetchRuntimeConfig, shellModeOf, type RuntimeConfig } from '../auth/mode/runtime-config';
import { featureFlagsQuery } from '../flags/feature-flags-query';
import { RemoteRegistry } from '../remotes/remote-registry';
import { WHOAMI_PATH } from '../session/whoami-path';
import { startEarlyRequest } from './early-requests';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';

export interface StartedConsole {
  registry: RemoteRegistry;
  loadRemotes: RemoteLoader;
  /** /config.json, read once for the page. */
  config: Promise<RuntimeConfig>;
}

/** Starts the console's requests; the App renders with the registry, loader and config it returns. */
export function startConsole(): StartedConsole {
  const registry = new RemoteRegistry();
  const loadRemotes = createRemoteLoader(registry);
  const config = fetchRuntimeConfig();
  config.then(
    (read) => {
      if (shellModeOf(read).kind !== 'self-service') return;
      void loadRemotes();
      startEarlyRequest(`${API_BASE_PATH}${WHOAMI_PATH}`);
      const flags = featureFlagsQuery.toRequest();
      startEarlyRequest(`${API_BASE_PATH}${flags.url}`, flags.headers);
    },
    // The App reads the same promise and shows the failure.
    () => undefined,
  );
  return { registry, loadRemotes, config };
}
