/**
 * Extension points: what one remote adds to another remote's pages (an action on a check, a tab
 * on a config item, a settings page) without importing it. A remote's module lists its
 * contributions; the shell collects them from the remotes that loaded; a page renders a slot that
 * shows only the contributions whose remote is loaded, whose feature is on and whose permission
 * the user has, in a stable order. Dropping a remote from the runtime manifest removes its
 * contributions everywhere.
 *
 * The points are a closed list, declared here once. `Component` stays generic so this file carries
 * no React dependency (the backend imports contracts).
 */
import type { Feature } from '../features/features';
import type { PermissionAction, Resource } from '../auth/permissions';
import type { RemoteName, RequiredPermission } from './remote-module';

/** The kinds of resource a page can offer contributions for. */
export const RESOURCE_KINDS = [
  'check',
  'component',
  'config',
  'config_change',
  'config_insight',
  'incident',
  'playbook_run',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** The resource a slot is rendered for, as the hosting page knows it. */
export interface ResourceRef {
  kind: ResourceKind;
  id: string;
  /** Display name, when the page has it (dialogs use it in their text). */
  name?: string;
  /** For a config change or insight: the config item it belongs to. */
  configId?: string;
}

/** The closed list of extension points, with the resource kinds each one is rendered for. */
export const EXTENSION_POINTS = {
  /** A button or menu entry on a resource; its code (usually a dialog) loads when it is used. */
  'resource.action': RESOURCE_KINDS,
  /** A tab on a resource's page, with its own sub-path (/catalog/{id}/checks). */
  'resource.tab': ['config', 'component'],
  /** A panel on a resource's page (below its details). */
  'resource.panel': ['config', 'component', 'check', 'incident'],
  /** A page of the Settings group, with its route and navigation entry. */
  'settings.page': [],
  /** A command of the command palette (Ctrl/Cmd+K); its code (usually a dialog) loads when it is run. */
  'palette.command': [],
} as const satisfies Record<string, readonly ResourceKind[]>;
export type ExtensionPointId = keyof typeof EXTENSION_POINTS;
export const EXTENSION_POINT_IDS = Object.keys(EXTENSION_POINTS) as ExtensionPointId[];
export type PointKind<Point extends ExtensionPointId> = (typeof EXTENSION_POINTS)[Point][number];

/** What the loaded component of each point receives (the slot passes these props). */
export interface ResourceActionProps {
  resource: ResourceRef;
  /** Closes the action (a dialog); `done` says whether it completed. */
  onClose: (done: boolean) => void;
}
export interface ResourceTabProps {
  resource: ResourceRef;
}
export type ResourcePanelProps = ResourceTabProps;
export type SettingsPageProps = Record<string, never>;
/** A palette command runs as a component: usually a dialog, closed with `onClose(done)`. */
export interface PaletteCommandProps {
  onClose: (done: boolean) => void;
}

export interface ExtensionPointProps {
  'resource.action': ResourceActionProps;
  'resource.tab': ResourceTabProps;
  'resource.panel': ResourcePanelProps;
  'settings.page': SettingsPageProps;
  'palette.command': PaletteCommandProps;
}

interface ContributionBase<Point extends ExtensionPointId, Component> {
  point: Point;
  /** Unique within its remote; the slot keys and orders by it. */
  id: string;
  /** Button, tab or navigation label. */
  label: string;
  /** Position within the slot (ascending); ties are broken by remote name, then id. */
  order: number;
  /** Every listed permission is required (an action may need write on two resources). */
  permissions: readonly RequiredPermission[];
  /** Disabling this feature (or a parent) hides the contribution. */
  feature?: Feature;
  /** Loads the component when the contribution is used or shown, never with the module. */
  load: () => Promise<{ default: Component }>;
}

export interface ResourceActionContribution<Component = unknown> extends ContributionBase<'resource.action', Component> {
  kinds: readonly ResourceKind[];
}
export interface ResourceTabContribution<Component = unknown> extends ContributionBase<'resource.tab', Component> {
  kinds: readonly PointKind<'resource.tab'>[];
  /** The tab's path segment under the resource page (lowercase, e.g. 'checks'). */
  path: string;
}
export interface ResourcePanelContribution<Component = unknown> extends ContributionBase<'resource.panel', Component> {
  kinds: readonly PointKind<'resource.panel'>[];
}
export interface SettingsPageContribution<Component = unknown> extends ContributionBase<'settings.page', Component> {
  /** Absolute route pattern under /settings, listed in the route table as this remote's. */
  path: string;
}

export interface PaletteCommandContribution<Component = unknown> extends ContributionBase<'palette.command', Component> {
  /** More words the palette matches the command by (the label always counts). */
  keywords?: readonly string[];
}

export type Contribution<Component = unknown> =
  | ResourceActionContribution<Component>
  | ResourceTabContribution<Component>
  | ResourcePanelContribution<Component>
  | SettingsPageContribution<Component>
  | PaletteCommandContribution<Component>;

/** A contribution without its loader, as a remote's module manifest declares it. */
export type ContributionDeclaration = Contribution extends infer Each
  ? Each extends Contribution
    ? Omit<Each, 'load'>
    : never
  : never;

export type ContributionOf<Point extends ExtensionPointId, Component = unknown> = Extract<
  Contribution<Component>,
  { point: Point }
>;

/** A contribution as the shell holds it: with the remote that made it. */
export type RegisteredContribution<Component = unknown> = Contribution<Component> & { remote: RemoteName };

export interface ContributionAccess {
  can(action: PermissionAction, resource: Resource): boolean;
  isEnabled(feature: string): boolean;
}

/** Deterministic slot order: order, then remote name, then id. */
export function compareContributions(a: RegisteredContribution, b: RegisteredContribution): number {
  return a.order - b.order || a.remote.localeCompare(b.remote) || a.id.localeCompare(b.id);
}

/**
 * The contributions a slot shows: those of `point` (for the given resource kind, if the point has
 * kinds) whose feature is on and whose permissions the user has, in slot order. Only contributions
 * of loaded remotes are ever registered, so a dropped remote contributes nothing.
 */
export function visibleContributions<Point extends ExtensionPointId, Component>(
  registered: readonly RegisteredContribution<Component>[],
  point: Point,
  access: ContributionAccess,
  kind?: ResourceKind,
): (ContributionOf<Point, Component> & { remote: RemoteName })[] {
  return registered
    .filter((entry): entry is ContributionOf<Point, Component> & { remote: RemoteName } => entry.point === point)
    .filter((entry) => kind === undefined || !('kinds' in entry) || (entry.kinds as readonly string[]).includes(kind))
    .filter((entry) => !entry.feature || access.isEnabled(entry.feature))
    .filter((entry) => entry.permissions.every((permission) => access.can(permission.action, permission.resource)))
    .sort(compareContributions);
}

/** Stable key of a contribution across the console. */
export const contributionKey = (entry: RegisteredContribution): string => `${entry.remote}:${entry.point}:${entry.id}`;
