import { parseRemoteModule, ROUTES } from '@opsdeck/contracts';
import { remoteModule } from './module';

describe('health-topology module', () => {
  it('declares the dashboard and health pages with the route table permissions', () => {
    expect(remoteModule.routes.map((r) => [r.path, r.layout, r.permission])).toEqual([
      ['/topology', 'sidebar', { resource: 'topologies', action: 'read' }],
      ['/topology/:id', 'sidebar', { resource: 'topologies', action: 'read' }],
      ['/view/topology/:id', 'bare', { resource: 'topologies', action: 'read' }],
      ['/health', 'sidebar', { resource: 'canaries', action: 'read' }],
      ['/view/health', 'bare', { resource: 'canaries', action: 'read' }],
      ['/logs', 'sidebar', { resource: 'database', action: 'read' }],
    ]);
    for (const route of remoteModule.routes) expect(ROUTES.find((r) => r.path === route.path)?.remote).toBe('health-topology');
  });

  it('adds Dashboard (topology, order 1), Health (order 2) and Logs (order 5) to the main navigation', () => {
    expect(remoteModule.nav.map((n) => [n.key, n.label, n.path, n.order, n.feature])).toEqual([
      ['topology', 'Dashboard', '/topology', 1, 'topology'],
      ['health', 'Health', '/health', 2, 'health'],
      ['logs', 'Logs', '/logs', 5, 'logs'],
    ]);
  });

  it('contributes the Checks tab to config item pages, shown with read on canaries while health is on', async () => {
    expect(remoteModule.contributions?.map((c) => [c.point, c.id, c.label, c.permissions, c.feature])).toEqual([
      ['resource.tab', 'config-checks', 'Checks', [{ resource: 'canaries', action: 'read' }], 'health'],
    ]);
    const tab = remoteModule.contributions![0]!;
    expect(tab).toMatchObject({ path: 'checks', kinds: ['config'] });
    expect(parseRemoteModule(remoteModule).success).toBe(true);
    expect((await tab.load()).default).toEqual(expect.any(Function));
  });

  it('loads each page lazily', async () => {
    const health = await remoteModule.routes.find((r) => r.path === '/health')!.load();
    const topology = await remoteModule.routes.find((r) => r.path === '/topology')!.load();
    expect(health.default).toEqual(expect.any(Function));
    expect(topology.default).toEqual(expect.any(Function));
  });
});
