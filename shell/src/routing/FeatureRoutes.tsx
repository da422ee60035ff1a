import { Navigate, Route, Routes } from 'react-router-dom';
import { useFeatureFlags, useShellServices } from '@opsdeck/shared/services';
import { AppLayout } from '../layout/AppLayout';
import { ROUTES } from '@opsdeck/contracts';
import { collectContributions, settingsPageRoute, settingsPagesOf } from '../remotes/contributions';
import { useRemoteRegistry } from '../remotes/useRemoteRegistry';
import { HomeRedirect } from './HomeRedirect';
import { RemotePage } from './RemotePage';
import { isRouteHidden } from './route-visibility';
import { UnmatchedRoute } from './UnmatchedRoute';

/**
 * The signed-in part of the console: routes of every loaded remote, minus disabled features and
 * pages the identity provider has no use for. Permissions are checked per page (RemotePage).
 */
export function FeatureRoutes() {
  const { remotes } = useRemoteRegistry();
  const flags = useFeatureFlags();
  const { identityProvider } = useShellServices();
  // Settings pages contributed through the extension point are routes like any other.
  const contributedPages = settingsPagesOf(collectContributions(remotes)).map((page) => ({
    route: settingsPageRoute(page, ROUTES.find((route) => route.path === page.path)?.title ?? page.label),
    remote: page.remote,
  }));
  const routes = [
    ...[...remotes.values()].flatMap((state) =>
      state.status === 'ready' ? state.module.routes.map((route) => ({ route, remote: state.name })) : [],
    ),
    ...contributedPages,
  ]
    .filter(({ route }) => !route.feature || flags.isEnabled(route.feature))
    .filter(({ route }) => !isRouteHidden(route.path, identityProvider));
  const page = ({ route, remote }: (typeof routes)[number]) => (
    // Case-sensitive like the server's paths: /settings/integrations/{type}/{id} keeps the type as written.
    <Route key={route.path} path={route.path} caseSensitive element={<RemotePage route={route} remote={remote} />} />
  );

  return (
    <Routes>
      <Route path="/" element={<HomeRedirect />} />
      <Route path="/configs" element={<Navigate to="/catalog" replace />} />
      {routes.filter(({ route }) => route.layout === 'bare').map(page)}
      <Route element={<AppLayout />}>
        {routes.filter(({ route }) => route.layout === 'sidebar').map(page)}
        <Route path="*" element={<UnmatchedRoute />} />
      </Route>
    </Routes>
  );
}
