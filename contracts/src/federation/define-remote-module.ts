import { ROUTES } from '../routes/route-table';
import type { Contribution } from './extension-points';
import { defineRemoteRoute } from './define-route';
import type { RemoteModule, RemoteName, RemoteNavEntry } from './remote-module';

/** The main navigation of spec 1 section 2.3, in order: key, label, path and icon of each entry. */
export const MAIN_NAVIGATION = [
  { key: 'topology', label: 'Dashboard', path: '/topology', icon: 'topology' },
  { key: 'health', label: 'Health', path: '/health', icon: 'health' },
  { key: 'incidents', label: 'Incidents', path: '/incidents', icon: 'incidents' },
  { key: 'config', label: 'Catalog', path: '/catalog', icon: 'config' },
  { key: 'logs', label: 'Logs', path: '/logs', icon: 'logs' },
  { key: 'playbooks', label: 'Playbooks', path: '/playbooks', icon: 'playbooks' },
] as const;

/** A navigation entry of a remote: a path of the route table, with optional overrides. */
export interface NavSpec {
  path: string;
  label?: string;
  icon?: string;
  /** Settings entries only (main entries take their place from MAIN_NAVIGATION). */
  order?: number;
}

export interface RemoteModuleSpec<Component> {
  version: string;
  /** Route pattern -> page loader; every pattern must be this remote's in the route table. */
  pages: Readonly<Record<string, () => Promise<{ default: Component }>>>;
  nav?: readonly NavSpec[];
  contributions?: Contribution<Component>[];
}

function navEntry(remote: RemoteName, spec: NavSpec): RemoteNavEntry {
  const route = ROUTES.find((candidate) => candidate.path === spec.path);
  if (!route) throw new Error(`${spec.path} is not in the route table`);
  if (route.remote !== remote) throw new Error(`${spec.path} belongs to ${route.remote}, not ${remote}`);
  if (!route.permission || !route.feature) throw new Error(`${spec.path} has no permission or feature to show it by`);
  const main = MAIN_NAVIGATION.findIndex((entry) => entry.path === spec.path);
  const defaults = MAIN_NAVIGATION[main];
  const entry: RemoteNavEntry = {
    key: defaults?.key ?? route.feature,
    label: spec.label ?? defaults?.label ?? route.title,
    path: spec.path,
    group: defaults ? 'main' : 'settings',
    order: defaults ? main + 1 : (spec.order ?? 0),
    permission: route.permission,
    feature: route.feature,
  };
  const icon = spec.icon ?? defaults?.icon;
  return icon ? { ...entry, icon } : entry;
}

/**
 * A remote's module from its pages, navigation and contributions. Titles, permissions, features,
 * layouts and navigation places come from the route table and MAIN_NAVIGATION, so a remote cannot
 * drift from what the shell, links and other remotes rely on; a path it does not own throws at
 * start-up, in its own tests.
 */
export function defineRemoteModule<Component>(remote: RemoteName, spec: RemoteModuleSpec<Component>): RemoteModule<Component> {
  return {
    name: remote,
    version: spec.version,
    routes: Object.entries(spec.pages).map(([path, load]) => defineRemoteRoute(remote, path, load)),
    nav: (spec.nav ?? []).map((entry) => navEntry(remote, entry)),
    ...(spec.contributions?.length ? { contributions: spec.contributions } : {}),
  };
}
