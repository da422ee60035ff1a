import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createApiClient } from '@opsdeck/contracts';
import { Box, ErrorBoundary, ErrorPanel, notify, UiProvider } from '@opsdeck/shared';
import { useRuntimeConfig } from '../auth/mode/useRuntimeConfig';
import { RemoteRegistry } from '../remotes/remote-registry';
import { RemoteRegistryContext } from '../remotes/useRemoteRegistry';
import { PageSkeleton } from '../routing/PageSkeleton';
import { isConsolePath } from './early-requests';
import { createRemoteLoader, RemoteLoaderContext } from './remote-loading';
import { ShellRoutes } from './ShellRoutes';

/**
 * The shell's singletons: one API client, one remote registry for the page's life. The one
 * QueryClient is provided by the screens that query (ShellQueryProvider), not here.
 */
function createShellSingletons() {
  const api = createApiClient({ notify: (message) => notify.error(message) });
  const registry = new RemoteRegistry();
  // Remotes load on a console page or when a screen that shows them mounts, never on the sign-in pages.
  const loadRemotes = createRemoteLoader(registry);
  return { api, registry, loadRemotes };
}

export function App() {
  const [{ api, registry, loadRemotes }] = useState(createShellSingletons);
  const config = useRuntimeConfig();
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
            <BrowserRouter>
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
