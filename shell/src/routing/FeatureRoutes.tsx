import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyComponent } from '@opsdeck/shared';
import { routePaths } from '@opsdeck/contracts';
import { AppLayout } from '../layout/AppLayout';
import { BareLayout } from '../layout/BareLayout';
import { HomeRedirect } from './HomeRedirect';
import { RemotePage } from './RemotePage';
import { useAvailableRoutes } from './available-routes';
import { PageSkeleton } from './PageSkeleton';
import { UnmatchedRoute } from './UnmatchedRoute';

// The shell's own About page, its own chunk: loaded when it is opened.
const AboutPage = lazyComponent(() => import('../about/components/AboutPage').then((m) => m.AboutPage), <PageSkeleton />);

/**
 * The signed-in part of the console: routes of every loaded remote, minus disabled features and
 * pages the identity provider has no use for. Permissions are checked per page (RemotePage).
 */
export function FeatureRoutes() {
  const routes = useAvailableRoutes();
  const page = ({ route, remote }: (typeof routes)[number]) => (
    // Case-sensitive like the server's paths: /settings/integrations/{type}/{id} keeps the type as written.
    <Route key={route.path} path={route.path} caseSensitive element={<RemotePage route={route} remote={remote} />} />
  );

  return (
    <Routes>
      <Route path="/" element={<HomeRedirect />} />
      <Route path="/configs" element={<Navigate to="/catalog" replace />} />
      <Route element={<BareLayout />}>{routes.filter(({ route }) => route.layout === 'bare').map(page)}</Route>
      <Route element={<AppLayout />}>
        {routes.filter(({ route }) => route.layout === 'sidebar').map(page)}
        <Route path={routePaths.about()} element={<AboutPage />} />
        <Route path="*" element={<UnmatchedRoute />} />
      </Route>
    </Routes>
  );
}
