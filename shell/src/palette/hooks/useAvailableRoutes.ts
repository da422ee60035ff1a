import { ROUTES } from '@opsdeck/contracts';
import { useAuthorizer, useFeatureFlags, useShellServices } from '@opsdeck/shared/services';
import { useMemo } from 'react';
import { collectContributions, settingsPageRoute, settingsPagesOf } from '../../remotes/contributions';
import { useRemoteRegistry } from '../../remotes/useRemoteRegistry';
import { isRouteHidden } from '../../routing/route-visibility';

export interface AvailableRoute {
  path: string;
  title: string;
}

/**
 * The route patterns of the loaded remotes (their own and contributed settings pages) that this
 * user may open: feature on, read permission, present with the identity provider. A dropped or
 * failed remote has none, so neither its pages nor links into them are offered.
 */
export function useAvailableRoutes(): AvailableRoute[] {
  const { remotes } = useRemoteRegistry();
  const flags = useFeatureFlags();
  const authorizer = useAuthorizer();
  const { identityProvider } = useShellServices();
  return useMemo(() => {
    const contributed = settingsPagesOf(collectContributions(remotes)).map((page) =>
      settingsPageRoute(page, ROUTES.find((route) => route.path === page.path)?.title ?? page.label),
    );
    return [...remotes.values()]
      .flatMap((state) => (state.status === 'ready' ? state.module.routes : []))
      .concat(contributed)
      .filter((route) => !route.feature || flags.isEnabled(route.feature))
      .filter((route) => !route.permission || authorizer.can(route.permission.action, route.permission.resource))
      .filter((route) => !isRouteHidden(route.path, identityProvider))
      .map((route) => ({ path: route.path, title: route.title }));
  }, [remotes, flags, authorizer, identityProvider]);
}
