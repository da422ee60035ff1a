import { AUDIT_LOG_ACCESS, AUDIT_LOG_PAGE_PATH } from '../constants/audit-log';
import { RESOURCES } from '../auth/permissions';
import { NAVIGATION_LABELS } from '../constants/shell';
import { FEATURES } from '../features/features';
import { matchPath, matchRoute, redirectFor } from './match';
import { routePaths } from './paths';
import { REDIRECTS, ROUTES, ROUTE_OWNERS, pageTitle, routesOf } from './route-table';

const SPEC_PATHS = [
  '/topology',
  '/topology/:id',
  '/view/topology/:id',
  '/view/health',
  '/incidents',
  '/incidents/:id',
  '/health',
  '/playbooks',
  '/playbooks/runs',
  '/playbooks/runs/:id',
  '/notifications',
  '/notifications/rules',
  '/notifications/silences',
  '/notifications/silences/add',
  '/logs',
  '/catalog',
  '/catalog/changes',
  '/catalog/insights',
  '/catalog/scrapers',
  '/catalog/scrapers/:id',
  '/catalog/:id',
  '/catalog/:id/changes',
  '/catalog/:id/insights',
  '/catalog/:id/relationships',
  '/catalog/:id/playbooks',
  '/catalog/:id/checks',
  '/settings/connections',
  '/settings/permissions',
  '/settings/users',
  '/settings/jobs',
  '/settings/feature-flags',
  '/settings/event-queue-status',
  '/settings/agents',
  '/settings/integrations',
  '/settings/integrations/:type/:id',
  '/settings/teams',
  '/settings/teams/:id',
  '/settings/incident_rules',
  '/settings/topologies',
  '/settings/canaries',
  '/settings/canaries/:id',
  '/login',
  '/registration',
  '/recovery',
  '/verification',
  '/profile-settings',
  '/auth-state-checker',
  '/organizations/orgs-switched',
];

describe('route table', () => {
  it('contains every route of the specs exactly once', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of SPEC_PATHS) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses known owners, resources, actions and features', () => {
    const features = Object.values(FEATURES) as string[];
    for (const route of ROUTES) {
      expect(ROUTE_OWNERS).toContain(route.remote);
      if (route.permission) {
        expect(RESOURCES).toContain(route.permission.resource);
        expect(['read', 'write']).toContain(route.permission.action);
      }
      if (route.feature) expect(features).toContain(route.feature);
      expect(route.title.length).toBeGreaterThan(0);
    }
  });

  it('guards every signed-in app page with a permission', () => {
    for (const route of ROUTES.filter((r) => r.remote !== 'shell')) expect(route.permission).toBeDefined();
    for (const route of routesOf('shell')) expect(route.permission).toBeUndefined();
  });

  it('assigns remotes by area', () => {
    expect(matchRoute('/topology/1')?.route.remote).toBe('health-topology');
    expect(matchRoute('/health')?.route.remote).toBe('health-topology');
    expect(matchRoute('/catalog/abc/changes')?.route.remote).toBe('catalog');
    expect(matchRoute('/incidents/9')?.route.remote).toBe('incidents');
    expect(matchRoute('/notifications/silences')?.route.remote).toBe('playbooks-notifications');
    expect(matchRoute('/playbooks/runs/9')?.route.remote).toBe('playbooks-notifications');
    expect(matchRoute('/settings/agents')?.route.remote).toBe('settings');
    expect(matchRoute('/login')?.route.remote).toBe('shell');
  });

  it('requires write where the specs say so', () => {
    expect(matchRoute('/notifications/silences/add')?.route.permission).toEqual({ resource: 'notifications', action: 'write' });
    expect(matchRoute('/settings/integrations/Kubernetes/1')?.route.permission).toEqual({
      resource: 'integrations',
      action: 'write',
    });
    expect(matchRoute('/settings/integrations')?.route.permission).toEqual({ resource: 'integrations', action: 'read' });
  });

  it('marks the bare views, the hosted-provider exception and feature parents', () => {
    expect(matchRoute('/view/health')?.route.layout).toBe('bare');
    expect(matchRoute('/view/topology/1')?.route.layout).toBe('bare');
    expect(matchRoute('/topology/1')?.route.layout).toBe('sidebar');
    expect(matchRoute('/settings/users')?.route.hiddenWithHostedProvider).toBe(true);
    expect(matchRoute('/settings/jobs')?.route.feature).toBe('settings.job_history');
    expect(matchRoute('/catalog/scrapers')?.route.feature).toBe('settings.config_scraper');
  });

  it('keeps config_scrapers out of the settings area', () => {
    expect(ROUTES.some((route) => route.path.startsWith('/settings/config_scrapers'))).toBe(false);
  });
});

describe('matching', () => {
  it('prefers static segments to parameters', () => {
    expect(matchRoute('/catalog/changes')?.route.path).toBe('/catalog/changes');
    expect(matchRoute('/catalog/scrapers')?.route.path).toBe('/catalog/scrapers');
    expect(matchRoute('/catalog/1234')).toMatchObject({ route: { path: '/catalog/:id' }, params: { id: '1234' } });
    expect(matchRoute('/playbooks/runs')?.route.path).toBe('/playbooks/runs');
    expect(matchRoute('/settings/connections')?.route.path).toBe('/settings/connections');
  });

  it('decodes parameters and ignores query, hash and trailing slashes', () => {
    expect(matchRoute('/settings/integrations/Kubernetes%20X/42/?tab=1')?.params).toEqual({ type: 'Kubernetes X', id: '42' });
    expect(matchRoute('/health?checkId=1#top')?.route.path).toBe('/health');
  });

  it('returns undefined for unknown or malformed paths', () => {
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/catalog/1/2/3')).toBeUndefined();
    expect(matchPath('/catalog/:id', '/catalog/%E0%A4%A')).toBeUndefined();
  });

  it('resolves the redirects', () => {
    expect(REDIRECTS).toEqual([
      { from: '/', to: '/topology' },
      { from: '/configs', to: '/catalog' },
    ]);
    expect(redirectFor('/')).toBe('/topology');
    expect(redirectFor('/configs')).toBe('/catalog');
    expect(redirectFor('/configs/')).toBe('/catalog');
    expect(redirectFor('/catalog')).toBeUndefined();
  });
});

describe('titles and links', () => {
  it('titles the dashboard as the navigation names it', () => {
    const titles = ROUTES.filter((route) => route.path.includes('/topology')).map((route) => route.title);
    expect(new Set(titles)).toEqual(new Set([NAVIGATION_LABELS.main[0]]));
    expect(NAVIGATION_LABELS.main[0]).toBe('Dashboard');
  });

  it('formats page titles', () => {
    expect(pageTitle('Health', 'Mission Control')).toBe('Health | Mission Control');
    expect(pageTitle('', 'Mission Control')).toBe('Mission Control');
  });

  it('builds the links the specs name', () => {
    expect(routePaths.healthCheck('c1')).toBe('/health?checkId=c1&timeRange=1h');
    expect(routePaths.playbookRuns('p1')).toBe('/playbooks/runs?playbook=p1');
    expect(routePaths.playbookRun('r1')).toBe('/playbooks/runs/r1');
    expect(routePaths.notificationRule('n1')).toBe('/notifications/rules?id=n1');
    expect(routePaths.agent('a1')).toBe('/settings/agents?id=a1');
    expect(routePaths.canary('k1')).toBe('/settings/canaries/k1');
    expect(routePaths.catalogItem('c 1', 'changes')).toBe('/catalog/c%201/changes');
    expect(routePaths.integration('Kubernetes', 'x')).toBe('/settings/integrations/Kubernetes/x');
    expect(routePaths.settingsTable('teams', 't1')).toBe('/settings/teams/t1');
    expect(routePaths.incident('i/1')).toBe('/incidents/i%2F1');
    // Every built path (without its query) matches a route.
    for (const path of [
      routePaths.healthCheck('c'),
      routePaths.playbookRun('r'),
      routePaths.catalogItem('c', 'checks'),
      routePaths.canary('k'),
    ]) {
      expect(matchRoute(path)).toBeDefined();
    }
  });
});

describe('the audit log page', () => {
  it('is declared with the rule that reads the log (admins only)', () => {
    expect(matchRoute(AUDIT_LOG_PAGE_PATH)?.route).toMatchObject({
      title: 'Audit Log',
      remote: 'settings',
      permission: AUDIT_LOG_ACCESS,
      feature: 'settings.audit_log',
    });
  });
});
