import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME, pageTitle } from '@opsdeck/contracts';
import { Box, ErrorBoundary, ErrorPanel, Skeleton, Stack, Unauthorized } from '@opsdeck/shared';
import { useAuthorizer } from '@opsdeck/shared/services';
import type { LoadedRemoteModule } from '../remotes/remote-registry';

type LoadedRoute = LoadedRemoteModule['routes'][number];

// One lazy component per route definition, created once so navigation keeps component identity.
const lazyPages = new WeakMap<LoadedRoute, LazyExoticComponent<ComponentType>>();
function lazyPageOf(route: LoadedRoute): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(route);
  if (!page) {
    page = lazy(route.load);
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

/** Renders one route of a remote: permission gate, document title, lazy page and its own error boundary. */
export function RemotePage({ route, remoteLabel }: { route: LoadedRoute; remoteLabel: string }) {
  const authorizer = useAuthorizer();
  const location = useLocation();
  useEffect(() => {
    document.title = pageTitle(route.title, PRODUCT_NAME);
  }, [route.title]);

  if (route.permission && !authorizer.can(route.permission.action, route.permission.resource)) {
    return <Unauthorized />;
  }
  const Page = lazyPageOf(route);
  return (
    <ErrorBoundary
      resetKeys={[location.pathname]}
      fallback={({ error }) => (
        <Box p="4">
          <ErrorPanel error={error} message={`${remoteLabel}: this page failed to load or render.`} />
        </Box>
      )}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
