import { useMemo, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { Box, ErrorPanel } from '@opsdeck/shared';
import { ShellServicesProvider, type ShellServices } from '@opsdeck/shared/services';
import { createFeatureFlags } from '../flags/feature-flags';
import { useFeatureFlagsQuery } from '../flags/useFeatureFlagsQuery';
import { FeatureRoutes } from '../routing/FeatureRoutes';
import { PageSkeleton } from '../routing/RemotePage';
import { authorizerFromSession } from '../session/authorizer';
import { useSession } from '../session/useSession';
import { useRemoteLoading } from './remote-loading';

export interface SignedInAppProps {
  api: AxiosInstance;
  identityProvider?: ShellServices['identityProvider'];
  /** Replaces the error panel when the session or flags cannot load (the hosted provisioning screen). */
  renderLoadError?: (error: Error) => ReactNode;
}

/**
 * Everything behind sign-in. Routes stay blocked until both the session and the feature flags
 * have loaded, so no page renders with the wrong permissions or a disabled feature visible.
 */
export function SignedInApp({ api, identityProvider = 'self-service', renderLoadError }: SignedInAppProps) {
  useRemoteLoading();
  const session = useSession(api);
  const flags = useFeatureFlagsQuery(api, session.isSuccess);

  const services = useMemo<ShellServices | null>(() => {
    if (!session.data || !flags.data) return null;
    return {
      api,
      authorizer: authorizerFromSession(session.data),
      flags: createFeatureFlags(flags.data),
      identityProvider,
    };
  }, [api, session.data, flags.data, identityProvider]);

  const error = session.error ?? flags.error;
  if (error) {
    return (
      renderLoadError?.(error) ?? (
        <Box p="6">
          <ErrorPanel error={error} />
        </Box>
      )
    );
  }
  if (!services) return <PageSkeleton />;
  return (
    <ShellServicesProvider services={services}>
      <FeatureRoutes />
    </ShellServicesProvider>
  );
}
