/**
 * The boundary between the shell and a remote: what a remote's exposed `./module` must export.
 * It is typed here, not generated from the remotes, so the shell and remotes agree at compile
 * time without cross-app type generation.
 *
 * `Component` stays generic so this file carries no React dependency (the backend imports contracts).
 */
import type { PermissionAction, Resource } from '../auth/permissions';
import type { Contribution, ContributionDeclaration } from './extension-points';

export const REMOTE_NAMES = ['health-topology', 'catalog', 'incidents', 'playbooks-notifications', 'settings'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Federation container name for a remote (a JS identifier). */
export function federationNameOf(remote: RemoteName): string {
  return `opsdeck_${remote.replace(/-/g, '_')}`;
}

export interface RequiredPermission {
  resource: Resource;
  action: PermissionAction;
}

export interface RemoteRoute<Component = unknown> {
  /** react-router path pattern, absolute (e.g. '/catalog/:id'). */
  path: string;
  /** Title prefix: the document title becomes "<title> | <product>". */
  title: string;
  permission?: RequiredPermission;
  /** Feature key whose `<feature>.disable` flag removes this route. */
  feature?: string;
  /** 'sidebar' renders inside the shell layout; 'bare' without sidebar (the /view/... pages). */
  layout: 'sidebar' | 'bare';
  /** Lazily loads the page, so the module itself stays tiny. */
  load: () => Promise<{ default: Component }>;
}

export interface RemoteNavEntry {
  /** Navigation or settings key (spec: topology, health, incidents, config, logs, playbooks ...). */
  key: string;
  label: string;
  path: string;
  /** Main sidebar entry or an item of the Settings group. */
  group: 'main' | 'settings';
  /** Position among the main entries; settings entries are sorted by label. */
  order: number;
  icon?: string;
  permission: RequiredPermission;
  feature: string;
}

export interface RemoteModule<Component = unknown> {
  name: RemoteName;
  version: string;
  routes: RemoteRoute<Component>[];
  nav: RemoteNavEntry[];
  /** What this remote adds to other remotes' pages (see extension-points). */
  contributions?: Contribution<Component>[];
}

/** File name of a remote's module manifest, next to its mf-manifest.json. */
export const REMOTE_DECLARATIONS_FILE = 'module-manifest.json';

/** What a remote's module declares, without its loaders: the content of its module manifest. */
export interface RemoteDeclarations {
  name: RemoteName;
  version: string;
  routes: Omit<RemoteRoute, 'load'>[];
  nav: RemoteNavEntry[];
  contributions?: ContributionDeclaration[];
  /** When the remote was built (ISO 8601), written by its build for the About page. */
  builtAt?: string;
}
