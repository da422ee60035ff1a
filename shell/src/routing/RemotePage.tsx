import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME, REMOTE_LABELS, pageTitle, parsePageModule, type RemoteName } from '@opsdeck/contracts';
import { Box, Button, CrashFallback, ErrorBoundary, ErrorPanel, Skeleton, Stack, Unauthorized } from '@opsdeck/shared';
import { useAuthorizer } from '@opsdeck/shared/services';
import type { LoadedRemoteModule } from '../remotes/remote-registry';
import { loadRemoteScripts } from '../remotes/remote-script-errors';
import { PageLoadError } from './page-load-error';

type LoadedRoute = LoadedRemoteModule['routes'][number];

// One lazy component per route definition, created once so navigation keeps component identity.
// A page that failed to load is forgotten once its error is shown (committed, see RemotePage), so
// the next visit or "Try again" loads it again instead of React replaying the cached rejection
// until a full reload. Not earlier: React may render again before committing the error, and a
// fresh loader on each of those renders would load the page in a loop.
const lazyPages = new WeakMap<LoadedRoute, LazyExoticComponent<ComponentType>>();
function lazyPageOf(route: LoadedRoute, remote: RemoteName): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(route);
  if (!page) {
    const remoteLabel = REMOTE_LABELS[remote];
    page = lazy(async () => {
      const loaded = await loadRemoteScripts(remote, route.load);
      if (!loaded.ok) throw new PageLoadError(remoteLabel, route.path, loaded.error, loaded.thrown);
      const parsed = parsePageModule<ComponentType>(loaded.value);
      if (!parsed.success)
        throw new PageLoadError(remoteLabel, route.path, new Error(`the page module is invalid: ${parsed.error}`));
      return parsed.data;
    });
    lazyPages.set(route, page);
  }
  return page;
}

export function PageSkeleton() {
  return (
    <Stack p="4" gap="3" aria-busy="true" aria-label="Loading page">
      <Skeleton height="8" width="40%" />
      <Skeleton height="6" />
      <Skeleton height="6" />
      <Skeleton height="6" />
    </Stack>
  );
}

/**
 * Renders one route of a remote: permission gate, document title, lazy page and its own error
 * boundary. A page that could not be loaded shows the error panel (the rest of the console keeps
 * working); a page that throws while rendering shows the crash screen. React reports each caught
 * error once (the root's onCaughtError), so neither is logged here.
 */
export function RemotePage({ route, remote }: { route: LoadedRoute; remote: RemoteName }) {
  const remoteLabel = REMOTE_LABELS[remote];
  const authorizer = useAuthorizer();
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    document.title = pageTitle(route.title, PRODUCT_NAME);
  }, [route.title]);

  if (route.permission && !authorizer.can(route.permission.action, route.permission.resource)) {
    return <Unauthorized />;
  }
  const Page = lazyPageOf(route, remote);
  return (
    <ErrorBoundary
      resetKeys={[location.pathname, attempt]}
      onError={(error) => {
        if (error instanceof PageLoadError) lazyPages.delete(route);
      }}
      fallback={({ error, reset }) =>
        error instanceof PageLoadError ? (
          <Box p="4">
            <ErrorPanel message={`${remoteLabel}: this page could not be loaded. The rest of the console keeps working.`}>
              <Button size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </Button>
            </ErrorPanel>
          </Box>
        ) : (
          <CrashFallback error={error} onReset={reset} />
        )
      }
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
