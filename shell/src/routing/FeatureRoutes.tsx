import { Navigate, Route, Routes } from 'react-router-dom';
import { REMOTE_LABELS } from '@opsdeck/contracts';
import { useFeatureFlags } from '@opsdeck/shared/services';
import { AppLayout } from '../layout/AppLayout';
import { useRemoteRegistry } from '../remotes/useRemoteRegistry';
import { RemotePage } from './RemotePage';
import { UnmatchedRoute } from './UnmatchedRoute';

/** The signed-in part of the console: routes of every loaded remote, minus disabled features. */
export function FeatureRoutes() {
  const { remotes } = useRemoteRegistry();
  const flags = useFeatureFlags();
  const routes = [...remotes.values()].flatMap((state) =>
    state.status === 'ready'
      ? state.module.routes
          .filter((route) => !route.feature || flags.isEnabled(route.feature))
          .map((route) => ({ route, label: REMOTE_LABELS[state.name] }))
      : [],
  );
  const page = ({ route, label }: (typeof routes)[number]) => (
    <Route key={route.path} path={route.path} element={<RemotePage route={route} remoteLabel={label} />} />
  );

  return (
    <Routes>
      <Route path="/" element={<Navigate to="/topology" replace />} />
      <Route path="/configs" element={<Navigate to="/catalog" replace />} />
      {routes.filter(({ route }) => route.layout === 'bare').map(page)}
      <Route element={<AppLayout />}>
        {routes.filter(({ route }) => route.layout === 'sidebar').map(page)}
        <Route path="*" element={<UnmatchedRoute />} />
      </Route>
    </Routes>
  );
}
