import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createApiClient } from '@opsdeck/contracts';
import { Box, ErrorBoundary, ErrorPanel, notify, UiProvider } from '@opsdeck/shared';
import { fetchRuntimeConfig } from '../auth/mode/runtime-config';
import { useRuntimeConfig } from '../auth/mode/useRuntimeConfig';
import { RemoteRegistry } from '../remotes/remote-registry';
import { RemoteRegistryContext } from '../remotes/useRemoteRegistry';
import { PageSkeleton } from '../routing/PageSkeleton';
import { isConsolePath } from './early-requests';
import type { StartedConsole } from './console-start';
import { createRemoteLoader, RemoteLoaderContext } from './remote-loading';
import { ShellRoutes } from './ShellRoutes';

/**
 * The shell's singletons: one API client, one remote registry for the page's life (the one the
 * entry script started with on a console page). The one QueryClient is provided by the screens
 * that query (ShellQueryProvider), not here.
 */
function createShellSingletons(started?: StartedConsole) {
  const api = createApiClient({ notify: (message) => notify.error(message) });
  const registry = started?.registry ?? new RemoteRegistry();
  // Remotes load on a console page or when a screen that shows them mounts, never on the sign-in pages.
  const loadRemotes = started?.loadRemotes ?? createRemoteLoader(registry);
  const startedConfig = started?.config;
  const loadConfig = startedConfig ? () => startedConfig : fetchRuntimeConfig;
  return { api, registry, loadRemotes, loadConfig };
}

export function App({ started }: { started?: StartedConsole }) {
  const [{ api, registry, loadRemotes, loadConfig }] = useState(() => createShellSingletons(started));
  const config = useRuntimeConfig(loadConfig);
  const selfServiceConsole =
    config.status === 'ready' && config.mode.kind === 'self-service' && isConsolePath(window.location.pathname);
  useEffect(() => {
    // The remotes' declarations are read while the console's own chunks download, not after them.
    if (selfServiceConsole) void loadRemotes();
  }, [selfServiceConsole, loadRemotes]);

  return (
    <UiProvider>
      <ErrorBoundary>
        <RemoteRegistryContext.Provider value={registry}>
          <RemoteLoaderContext.Provider value={loadRemotes}>
            {/* Address changes render at once rather than as transitions: a keystroke in a search box
                kept in the URL asks for its list and shows it in the keystroke's own render. */}
            <BrowserRouter useTransitions={false}>
              {config.status === 'ready' ? <ShellRoutes api={api} mode={config.mode} /> : null}
              {config.status === 'loading' ? <PageSkeleton /> : null}
              {config.status === 'failed' ? (
                <Box p="6">
                  <ErrorPanel error={config.error} />
                </Box>
              ) : null}
            </BrowserRouter>
          </RemoteLoaderContext.Provider>
        </RemoteRegistryContext.Provider>
      </ErrorBoundary>
    </UiProvider>
  );
}
