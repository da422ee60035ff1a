import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME, REMOTE_LABELS, pageTitle, parsePageModule, type RemoteName } from '@opsdeck/contracts';
import {
  Box,
  Button,
  CrashFallback,
  ErrorBoundary,
  ErrorPanel,
  lazyModule,
  Unauthorized,
  useLazyModule,
  type LazyModule,
} from '@opsdeck/shared';
import { useAuthorizer } from '@opsdeck/shared/services';
import type { LoadedRemoteModule } from '../remotes/remote-registry';
import { loadRemoteScripts } from '../remotes/remote-script-errors';
import { PageLoadError } from './page-load-error';
import { PageSkeleton } from './PageSkeleton';

type LoadedRoute = LoadedRemoteModule['routes'][number];

// One loader per route definition, so navigation keeps component identity and a page loads once.
// A failed load is not kept: the next visit or "Try again" loads the page again.
const pageModules = new WeakMap<LoadedRoute, LazyModule<ComponentType>>();
function pageModuleOf(route: LoadedRoute, remote: RemoteName): LazyModule<ComponentType> {
  let page = pageModules.get(route);
  if (!page) {
    const remoteLabel = REMOTE_LABELS[remote];
    page = lazyModule(async () => {
      const loaded = await loadRemoteScripts(remote, route.load);
      if (!loaded.ok) throw new PageLoadError(remoteLabel, route.path, loaded.error, loaded.thrown);
      const parsed = parsePageModule<ComponentType>(loaded.value);
      if (!parsed.success)
        throw new PageLoadError(remoteLabel, route.path, new Error(`the page module is invalid: ${parsed.error}`));
      return parsed.data.default;
    });
    pageModules.set(route, page);
  }
  return page;
}

/**
 * The page itself, without Suspense: the skeleton until its chunk is here, then the page in the
 * same commit (a Suspense reveal would wait out React's 300 ms fallback throttle on every
 * navigation). A failed load is thrown to RemotePage's boundary.
 */
function LoadedPage({ page }: { page: LazyModule<ComponentType> }) {
  const { value: Page, error } = useLazyModule(page);
  if (error !== undefined) throw error;
  return Page ? <Page /> : <PageSkeleton />;
}

/**
 * Renders one route of a remote: permission gate, document title, the page and its own error
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
    return <Unauthorized withWayBack />;
  }
  return (
    <ErrorBoundary
      resetKeys={[location.pathname, attempt]}
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
      <LoadedPage key={attempt} page={pageModuleOf(route, remote)} />
    </ErrorBoundary>
  );
}
