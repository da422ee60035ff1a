/**
 * Which remote owns a URL, known without loading the remote: a deep link into a remote that is
 * missing from the runtime manifest shows "not available", one into a remote that failed to load
 * shows an error panel. Ownership comes from the route table, the single list of routes.
 */
import { matchRoute } from '../routes/match';
import type { RemoteName } from './remote-module';

/** Human label of a remote's feature area, for "not available" and error messages. */
export const REMOTE_LABELS: Readonly<Record<RemoteName, string>> = {
  'health-topology': 'Health and topology',
  catalog: 'Catalog',
  incidents: 'Incidents',
  'playbooks-notifications': 'Playbooks and notifications',
  settings: 'Settings',
};

export function remoteOwningPath(pathname: string): RemoteName | undefined {
  const owner = matchRoute(pathname)?.route.remote;
  return owner === undefined || owner === 'shell' ? undefined : owner;
}
