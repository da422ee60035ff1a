import { useCallback } from 'react';
import { matchPath, ROUTES, type RemoteName } from '@opsdeck/contracts';
import { useFeatureFlags, useShellServices, type PageAvailability } from '@opsdeck/shared/services';
import type { LoadedRemoteModule } from '../remotes/remote-registry';
import { collectContributions, settingsPageRoute, settingsPagesOf } from '../remotes/contributions';
import { useRemoteRegistry } from '../remotes/useRemoteRegistry';
import { isRouteHidden } from './route-visibility';

export interface AvailableRoute {
  route: LoadedRemoteModule['routes'][number];
  remote: RemoteName;
}

/**
 * The pages of the console right now: the routes of every loaded remote and the settings pages
 * contributed through the extension point, minus disabled features and pages the identity
 * provider has no use for.
 */
export function useAvailableRoutes(): AvailableRoute[] {
  const { remotes } = useRemoteRegistry();
  const flags = useFeatureFlags();
  const { identityProvider } = useShellServices();
  const contributedPages = settingsPagesOf(collectContributions(remotes)).map((page) => ({
    route: settingsPageRoute(page, ROUTES.find((route) => route.path === page.path)?.title ?? page.label),
    remote: page.remote,
  }));
  return [
    ...[...remotes.values()].flatMap((state) =>
      state.status === 'ready' ? state.module.routes.map((route) => ({ route, remote: state.name })) : [],
    ),
    ...contributedPages,
  ]
    .filter(({ route }) => !route.feature || flags.isEnabled(route.feature))
    .filter(({ route }) => !isRouteHidden(route.path, identityProvider));
}

/** Whether a path is one of the available pages (what links in the product ask before rendering as links). */
export function usePageAvailability(): PageAvailability {
  const routes = useAvailableRoutes();
  const key = routes.map(({ route }) => route.path).join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same set of paths answers the same
  return useCallback((path: string) => routes.some(({ route }) => matchPath(route.path, path) !== undefined), [key]);
}
