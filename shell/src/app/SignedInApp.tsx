import { useEffect, useMemo, type ReactNode } from 'react';
import { isAxiosError, type AxiosInstance } from 'axios';
import { Box, ErrorPanel, preloadToastRegion } from '@opsdeck/shared';
import { ExtensionsProvider } from '@opsdeck/shared/extensions';
import { useApplyColorMode } from '@opsdeck/shared/format';
import { PageAvailabilityProvider, ShellServicesProvider, type ShellServices } from '@opsdeck/shared/services';
import { usePageAvailability } from '../routing/available-routes';
import { createFeatureFlags } from '../flags/feature-flags';
import { LiveUpdates } from '../live-updates/LiveUpdates';
import { useFeatureFlagsQuery } from '../flags/useFeatureFlagsQuery';
import { CommandPaletteHost } from '../palette/CommandPaletteHost';
import { FeatureRoutes } from '../routing/FeatureRoutes';
import { PageSkeleton } from '../routing/PageSkeleton';
import { authorizerFromSession } from '../session/authorizer';
import { useSession } from '../session/useSession';
import { collectContributions } from '../remotes/contributions';
import { useRemoteRegistry } from '../remotes/useRemoteRegistry';
import { markConsoleReady } from './load-timing';
import { useRemoteLoading } from './remote-loading';
import { ShellQueryProvider } from './ShellQueryProvider';

const NO_FLAGS: never[] = [];

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
export function SignedInApp(props: SignedInAppProps) {
  return (
    <ShellQueryProvider>
      <SignedInConsole {...props} />
    </ShellQueryProvider>
  );
}

function SignedInConsole({ api, identityProvider = 'self-service', renderLoadError }: SignedInAppProps) {
  useRemoteLoading();
  // Follows the preference (switching without reload) and, under "system", the operating system.
  useApplyColorMode();
  const session = useSession(api);
  const flags = useFeatureFlagsQuery(api, session.isSuccess);

  // A person without any role (just registered) may not read the flags: the console still opens,
  // with every feature on, so each page can say what is not permitted and the user menu works.
  const flagsForbidden = isAxiosError(flags.error) && flags.error.response?.status === 403;
  const flagRows = flags.data ?? (flagsForbidden ? NO_FLAGS : undefined);

  const services = useMemo<ShellServices | null>(() => {
    if (!session.data || !flagRows) return null;
    return {
      api,
      authorizer: authorizerFromSession(session.data),
      flags: createFeatureFlags(flagRows),
      identityProvider,
    };
  }, [api, session.data, flagRows, identityProvider]);

  // Once the console is up the toast parts download, so the offline toast can show when nothing else can load.
  const ready = services !== null;
  useEffect(() => (ready ? preloadToastRegion() : undefined), [ready]);

  const error = session.error ?? (flagsForbidden ? null : flags.error);
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
  markConsoleReady();
  return (
    <ShellServicesProvider services={services}>
      <LiveUpdates api={api} enabled={identityProvider === 'self-service'}>
        <LoadedContributions>
          <CommandPaletteHost>
            <FeatureRoutes />
          </CommandPaletteHost>
        </LoadedContributions>
      </LiveUpdates>
    </ShellServicesProvider>
  );
}

/**
 * Hands the contributions of the loaded remotes to every extension slot below, and tells links in
 * the product which pages exist (a link to a page whose remote did not load is plain text).
 */
function LoadedContributions({ children }: { children: ReactNode }) {
  const { remotes } = useRemoteRegistry();
  const pageAvailability = usePageAvailability();
  return (
    <PageAvailabilityProvider value={pageAvailability}>
      <ExtensionsProvider contributions={collectContributions(remotes)}>{children}</ExtensionsProvider>
    </PageAvailabilityProvider>
  );
}
