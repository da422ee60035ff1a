// The route table of the console (spec 1 section 2, spec 2 section 2, spec 3 section 2):
// path pattern, owning remote, required permission, feature key and page-title prefix.
import type { PermissionAction, Resource } from '../auth/permissions';
import type { Feature } from '../features/features';

/** The remotes plus the shell itself (auth and account pages). */
export const ROUTE_OWNERS = ['health-topology', 'catalog', 'incidents', 'playbooks-notifications', 'settings', 'shell'] as const;
export type RouteOwner = (typeof ROUTE_OWNERS)[number];

export interface RoutePermission {
  resource: Resource;
  action: PermissionAction;
}

export interface RouteDefinition {
  /** react-router pattern, absolute ('/catalog/:id'). */
  path: string;
  remote: RouteOwner;
  /** Document title prefix: the title is "<title> | <product>". */
  title: string;
  /** Absent only for public auth pages. */
  permission?: RoutePermission;
  /** Disabling this feature (or a parent) removes the route. */
  feature?: Feature;
  /** 'sidebar' renders inside the shell layout; 'bare' without it. */
  layout: 'sidebar' | 'bare';
  /** Needs a signed-in user. */
  authenticated: boolean;
  /** Hidden when the hosted identity provider is in use (the Users page). */
  hiddenWithHostedProvider?: boolean;
}

export interface RedirectDefinition {
  from: string;
  to: string;
}

/** Where "/" goes when the user may read it; otherwise the first page of the navigation they may read. */
export const DEFAULT_HOME_PATH = '/topology';

export const REDIRECTS: readonly RedirectDefinition[] = [
  { from: '/', to: DEFAULT_HOME_PATH },
  { from: '/configs', to: '/catalog' },
];

const read = (resource: Resource): RoutePermission => ({ resource, action: 'read' });
const write = (resource: Resource): RoutePermission => ({ resource, action: 'write' });

type AppRoute = Omit<RouteDefinition, 'layout' | 'authenticated'> & Partial<Pick<RouteDefinition, 'layout'>>;
const app = (route: AppRoute): RouteDefinition => ({ layout: 'sidebar', authenticated: true, ...route });

const AUTH_ROUTES: RouteDefinition[] = [
  ['/login', 'Sign In'],
  ['/registration', 'Create account'],
  ['/recovery', 'Recover account'],
  ['/verification', 'Verify your account'],
  ['/error', 'Error'],
  ['/auth-state-checker', 'Sign In'],
  ['/organizations/orgs-switched', 'Switching organization'],
].map(([path, title]) => ({
  path: path as string,
  title: title as string,
  remote: 'shell',
  layout: 'bare',
  authenticated: false,
}));

const HEALTH_TOPOLOGY_ROUTES: RouteDefinition[] = [
  // Spec 2.2/2.3: /topology is the dashboard, named "Dashboard" in the navigation and its breadcrumb.
  app({ path: '/topology', remote: 'health-topology', title: 'Dashboard', permission: read('topologies'), feature: 'topology' }),
  app({
    path: '/topology/:id',
    remote: 'health-topology',
    title: 'Dashboard',
    permission: read('topologies'),
    feature: 'topology',
  }),
  app({
    path: '/view/topology/:id',
    remote: 'health-topology',
    title: 'Dashboard',
    permission: read('topologies'),
    feature: 'topology',
    layout: 'bare',
  }),
  app({ path: '/health', remote: 'health-topology', title: 'Health', permission: read('canaries'), feature: 'health' }),
  app({
    path: '/view/health',
    remote: 'health-topology',
    title: 'Health',
    permission: read('canaries'),
    feature: 'health',
    layout: 'bare',
  }),
  // Logs are read per component (log selectors), so the page lives with topology and reads the
  // generic database resource: the role list has no logs resource.
  app({ path: '/logs', remote: 'health-topology', title: 'Logs', permission: read('database'), feature: 'logs' }),
];

const CATALOG_SUB_PAGES = [
  ['changes', 'Catalog Changes'],
  ['insights', 'Catalog Insights'],
  ['relationships', 'Catalog Relationships'],
  ['playbooks', 'Catalog Playbooks'],
  ['checks', 'Catalog Checks'],
] as const;

const CATALOG_ROUTES: RouteDefinition[] = [
  app({ path: '/catalog', remote: 'catalog', title: 'Catalog', permission: read('database'), feature: 'config' }),
  app({ path: '/catalog/changes', remote: 'catalog', title: 'Catalog Changes', permission: read('database'), feature: 'config' }),
  app({
    path: '/catalog/insights',
    remote: 'catalog',
    title: 'Catalog Insights',
    permission: read('database'),
    feature: 'config',
  }),
  app({
    path: '/catalog/scrapers',
    remote: 'catalog',
    title: 'Catalog Scrapers',
    permission: read('config_scrapers'),
    feature: 'settings.config_scraper',
  }),
  app({
    path: '/catalog/scrapers/:id',
    remote: 'catalog',
    title: 'Catalog Scraper',
    permission: read('config_scrapers'),
    feature: 'settings.config_scraper',
  }),
  app({ path: '/catalog/:id', remote: 'catalog', title: 'Catalog', permission: read('database'), feature: 'config' }),
  ...CATALOG_SUB_PAGES.map(([sub, title]) =>
    app({ path: `/catalog/:id/${sub}`, remote: 'catalog', title, permission: read('database'), feature: 'config' }),
  ),
];

const INCIDENT_ROUTES: RouteDefinition[] = [
  app({ path: '/incidents', remote: 'incidents', title: 'Incidents', permission: read('incident'), feature: 'incidents' }),
  app({ path: '/incidents/:id', remote: 'incidents', title: 'Incident', permission: read('incident'), feature: 'incidents' }),
];

const PLAYBOOK_NOTIFICATION_ROUTES: RouteDefinition[] = [
  app({
    path: '/playbooks',
    remote: 'playbooks-notifications',
    title: 'Playbooks',
    permission: read('playbooks'),
    feature: 'playbooks',
  }),
  app({
    path: '/playbooks/runs',
    remote: 'playbooks-notifications',
    title: 'Playbook Runs',
    permission: read('playbook_runs'),
    feature: 'playbooks',
  }),
  app({
    path: '/playbooks/runs/:id',
    remote: 'playbooks-notifications',
    title: 'Playbook Run',
    permission: read('playbook_runs'),
    feature: 'playbooks',
  }),
  app({
    path: '/notifications',
    remote: 'playbooks-notifications',
    title: 'Notifications',
    permission: read('notifications'),
    feature: 'settings.notifications',
  }),
  app({
    path: '/notifications/rules',
    remote: 'playbooks-notifications',
    title: 'Notification Rules',
    permission: read('notifications'),
    feature: 'settings.notifications',
  }),
  app({
    path: '/notifications/silences',
    remote: 'playbooks-notifications',
    title: 'Notification Silences',
    permission: read('notifications'),
    feature: 'settings.notifications',
  }),
  app({
    path: '/notifications/silences/add',
    remote: 'playbooks-notifications',
    title: 'Add Silence',
    permission: write('notifications'),
    feature: 'settings.notifications',
  }),
];

/** Generic resource tables with a settings list and edit page, and what guards them. */
export const SETTINGS_TABLE_ROUTES = [
  { table: 'teams', title: 'Teams', resource: 'database', feature: 'settings.teams' },
  { table: 'incident_rules', title: 'Incident Rules', resource: 'incident', feature: 'settings.rules' },
  { table: 'topologies', title: 'Topologies', resource: 'topologies', feature: 'settings.topology' },
  { table: 'canaries', title: 'Health Checks', resource: 'canaries', feature: 'settings.health' },
  { table: 'logging_backends', title: 'Log Backends', resource: 'logging_backends', feature: 'settings.logging_backends' },
] as const satisfies readonly { table: string; title: string; resource: Resource; feature: Feature }[];

const SETTINGS_ROUTES: RouteDefinition[] = [
  app({
    path: '/settings/connections',
    remote: 'settings',
    title: 'Connections',
    permission: read('connections'),
    feature: 'settings.connections',
  }),
  app({
    path: '/settings/permissions',
    remote: 'settings',
    title: 'Permissions',
    permission: read('permissions'),
    feature: 'settings.permissions',
  }),
  app({
    path: '/settings/users',
    remote: 'settings',
    title: 'Users',
    permission: read('identities'),
    feature: 'settings.users',
    hiddenWithHostedProvider: true,
  }),
  app({
    path: '/settings/jobs',
    remote: 'settings',
    title: 'Jobs History',
    permission: read('database'),
    feature: 'settings.job_history',
  }),
  app({
    path: '/settings/feature-flags',
    remote: 'settings',
    title: 'Feature Flags',
    permission: read('properties'),
    feature: 'settings.feature_flags',
  }),
  app({
    path: '/settings/event-queue-status',
    remote: 'settings',
    title: 'Event Queue',
    permission: read('database'),
    feature: 'settings.event_queue_status',
  }),
  app({ path: '/settings/agents', remote: 'settings', title: 'Agents', permission: read('agents'), feature: 'agents' }),
  // Every write through the API: admins only, write on rbac as RESTRICTED_TABLES reads the log
  // (literals here keep the audit constants out of the shell's bundle).
  app({
    path: '/settings/audit-log',
    remote: 'settings',
    title: 'Audit Log',
    permission: write('rbac'),
    feature: 'settings.audit_log',
  }),
  app({
    path: '/settings/integrations',
    remote: 'settings',
    title: 'Integrations',
    permission: read('integrations'),
    feature: 'settings.integrations',
  }),
  app({
    path: '/settings/integrations/:type/:id',
    remote: 'settings',
    title: 'Integration',
    permission: write('integrations'),
    feature: 'settings.integrations',
  }),
  ...SETTINGS_TABLE_ROUTES.flatMap(({ table, title, resource, feature }) => [
    app({ path: `/settings/${table}`, remote: 'settings', title, permission: read(resource), feature }),
    app({ path: `/settings/${table}/:id`, remote: 'settings', title, permission: read(resource), feature }),
  ]),
];

/** Account pages reached from the user menu: signed in, but outside the sidebar layout. */
const ACCOUNT_ROUTES: RouteDefinition[] = [
  { path: '/profile-settings', remote: 'shell', title: 'Profile Settings', layout: 'bare', authenticated: true },
  // The help menu's About page: versions and load status of the shell and each remote.
  { path: '/about', remote: 'shell', title: 'About', layout: 'sidebar', authenticated: true },
];

export const ROUTES: readonly RouteDefinition[] = [
  ...AUTH_ROUTES,
  ...ACCOUNT_ROUTES,
  ...HEALTH_TOPOLOGY_ROUTES,
  ...CATALOG_ROUTES,
  ...INCIDENT_ROUTES,
  ...PLAYBOOK_NOTIFICATION_ROUTES,
  ...SETTINGS_ROUTES,
];

export const routesOf = (remote: RouteOwner): RouteDefinition[] => ROUTES.filter((route) => route.remote === remote);

/** "<prefix> | <product>", or just the product without a prefix. */
export function pageTitle(prefix: string | undefined, product: string): string {
  return prefix ? `${prefix} | ${product}` : product;
}
