/**
 * Which remote owns which part of the URL space. The shell needs this without loading the
 * remote: a deep link into a remote that is missing from the runtime manifest shows a "not
 * available" page, and one into a remote that failed to load shows an error panel.
 */
import type { RemoteName } from './remote-module';

export const REMOTE_PATH_PREFIXES: Readonly<Record<RemoteName, readonly string[]>> = {
  'health-topology': ['/health', '/view/health', '/topology', '/view/topology', '/logs'],
  catalog: ['/catalog'],
  incidents: ['/incidents'],
  'playbooks-notifications': ['/playbooks', '/notifications'],
  settings: ['/settings'],
};

/** Human label of a remote's feature area, for "not available" and error messages. */
export const REMOTE_LABELS: Readonly<Record<RemoteName, string>> = {
  'health-topology': 'Health and topology',
  catalog: 'Catalog',
  incidents: 'Incidents',
  'playbooks-notifications': 'Playbooks and notifications',
  settings: 'Settings',
};

export function remoteOwningPath(pathname: string): RemoteName | undefined {
  for (const [remote, prefixes] of Object.entries(REMOTE_PATH_PREFIXES) as [RemoteName, readonly string[]][]) {
    if (prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return remote;
  }
  return undefined;
}
