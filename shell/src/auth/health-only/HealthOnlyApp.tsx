import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { createApiClient, REMOTE_LABELS, routePaths, type RemoteName } from '@opsdeck/contracts';
import { Box, ErrorPanel, notify } from '@opsdeck/shared';
import { ShellServicesProvider, type Authorizer, type ShellServices } from '@opsdeck/shared/services';
import { useRemoteLoading } from '../../app/remote-loading';
import { ShellQueryProvider } from '../../app/ShellQueryProvider';
import { createFeatureFlags } from '../../flags/feature-flags';
import { useRemoteRegistry } from '../../remotes/useRemoteRegistry';
import { FeatureListError } from '../../routing/FeatureListError';
import { PageSkeleton } from '../../routing/PageSkeleton';
import { RemotePage } from '../../routing/RemotePage';

const HEALTH_REMOTE: readonly RemoteName[] = ['health-topology'];

/** No sign-in exists in this mode, so nobody is refused by the console; the server still decides. */
const OPEN_AUTHORIZER: Authorizer = { user: null, roles: [], isAdmin: false, isViewer: false, can: () => true };

export function healthOnlyServices(): ShellServices {
  return {
    // No login page to send a 401 to: the failing call shows its error where it is made.
    api: createApiClient({ notify: (message) => notify.error(message), onUnauthorized: () => undefined }),
    authorizer: OPEN_AUTHORIZER,
    flags: createFeatureFlags([]),
    identityProvider: 'none',
  };
}

function HealthPage() {
  const { manifestLoaded, manifestError, remotes } = useRemoteRegistry();
  const [name] = HEALTH_REMOTE as [RemoteName];
  const state = remotes.get(name);
  const label = REMOTE_LABELS[name];
  if (!manifestLoaded || state?.status === 'loading') return <PageSkeleton />;
  if (manifestError !== undefined) return <FeatureListError label={label} reason={manifestError} />;
  const route =
    state?.status === 'ready' ? state.module.routes.find((candidate) => candidate.path === routePaths.health()) : undefined;
  if (route) return <RemotePage route={route} remote={name} />;
  const message =
    state?.status === 'failed'
      ? `${label} could not be loaded: ${state.error}`
      : `${label} is not available in this installation.`;
  return (
    <Box p="4">
      <ErrorPanel message={message} />
    </Box>
  );
}

/** Canary-checker-only mode: the health page of the health-topology remote, no login, no sidebar. */
export function HealthOnlyApp() {
  const [services] = useState(healthOnlyServices);
  useRemoteLoading(HEALTH_REMOTE);
  return (
    <ShellServicesProvider services={services}>
      <ShellQueryProvider>
        <Box as="main" minH="100vh">
          <Routes>
            <Route path={routePaths.health()} element={<HealthPage />} />
            <Route path="*" element={<Navigate to={routePaths.health()} replace />} />
          </Routes>
        </Box>
      </ShellQueryProvider>
    </ShellServicesProvider>
  );
}
