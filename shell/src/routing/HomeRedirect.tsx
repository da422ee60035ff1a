import { Navigate } from 'react-router-dom';
import { DEFAULT_HOME_PATH } from '@opsdeck/contracts';
import { useNavigation } from '../layout/useNavigation';
import { useRemoteRegistry } from '../remotes/useRemoteRegistry';
import { PageSkeleton } from './PageSkeleton';

/**
 * "/" (where sign-in lands by default): the dashboard when the user may read it, else the first
 * page of the navigation the user may read, so no one lands on the Unauthorized page by default.
 * While remotes still load, the choice waits for them (the dashboard goes at once when allowed).
 */
export function HomeRedirect() {
  const { manifestLoaded, remotes } = useRemoteRegistry();
  const { main, settings } = useNavigation();
  if (main.some((entry) => entry.path === DEFAULT_HOME_PATH)) return <Navigate to={DEFAULT_HOME_PATH} replace />;
  const settled = manifestLoaded && [...remotes.values()].every((state) => state.status !== 'loading');
  if (!settled) return <PageSkeleton />;
  const first = main[0] ?? settings[0];
  // Nothing readable at all: the dashboard's own page says what is missing (Unauthorized or not available).
  return <Navigate to={first?.path ?? DEFAULT_HOME_PATH} replace />;
}
