import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createApiClient, DEFAULT_STALE_TIME_MS } from '@opsdeck/contracts';
import { ErrorBoundary, notify, UiProvider } from '@opsdeck/shared';
import { loadRemotes } from '../remotes/load-remotes';
import { RemoteRegistry } from '../remotes/remote-registry';
import { fetchRuntimeManifest } from '../remotes/runtime-manifest';
import { RemoteRegistryContext } from '../remotes/useRemoteRegistry';
import { ShellRoutes } from './ShellRoutes';

/** The shell's singletons: one QueryClient, one API client, one remote registry for the page's life. */
function createShellSingletons() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: DEFAULT_STALE_TIME_MS, refetchOnWindowFocus: false } },
  });
  const api = createApiClient({ notify: (message) => notify.error(message) });
  const registry = new RemoteRegistry();
  return { queryClient, api, registry };
}

export function App() {
  const [{ queryClient, api, registry }] = useState(createShellSingletons);

  useEffect(() => {
    void fetchRuntimeManifest().then((manifest) => loadRemotes(manifest, registry));
  }, [registry]);

  return (
    <UiProvider>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RemoteRegistryContext.Provider value={registry}>
            <BrowserRouter>
              <ShellRoutes api={api} />
            </BrowserRouter>
          </RemoteRegistryContext.Provider>
        </QueryClientProvider>
      </ErrorBoundary>
    </UiProvider>
  );
}
