import { remoteModule } from './module';

describe('settings remote module', () => {
  it('serves connections, integrations and the generic resource tables, each page loaded lazily', async () => {
    const paths = remoteModule.routes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/settings/connections',
        '/settings/integrations',
        '/settings/integrations/:type/:id',
        '/settings/teams',
        '/settings/teams/:id',
        '/settings/incident_rules/:id',
        '/settings/topologies/:id',
        '/settings/canaries/:id',
        '/settings/logging_backends/:id',
      ]),
    );
  });

  it('puts each page in the Settings group with its permission and feature', () => {
    const entries = Object.fromEntries(remoteModule.nav.map((entry) => [entry.path, entry]));
    expect(entries['/settings/connections']).toMatchObject({
      group: 'settings',
      label: 'Connections',
      permission: { resource: 'connections', action: 'read' },
      feature: 'settings.connections',
    });
    expect(entries['/settings/canaries']).toMatchObject({
      group: 'settings',
      label: 'Health Checks',
      permission: { resource: 'canaries', action: 'read' },
      feature: 'settings.health',
    });
    expect(entries['/settings/logging_backends']).toMatchObject({ feature: 'settings.logging_backends' });
    expect(entries['/settings/users']).toMatchObject({
      group: 'settings',
      label: 'Users',
      permission: { resource: 'identities', action: 'read' },
      feature: 'settings.users',
    });
    // Hidden with the hosted provider by the shell, from the contracts' route table.
    expect(remoteModule.routes.find((route) => route.path === '/settings/users')).toMatchObject({
      title: 'Users',
      permission: { resource: 'identities', action: 'read' },
    });
    // Admins only: write on rbac, which no other role holds.
    expect(entries['/settings/audit-log']).toMatchObject({
      group: 'settings',
      label: 'Audit Log',
      permission: { resource: 'rbac', action: 'write' },
      feature: 'settings.audit_log',
    });
    expect(Object.keys(entries)).not.toContain('/settings/config_scrapers');
    // The integration detail page needs write permission; the list only read.
    expect(remoteModule.routes.find((route) => route.path === '/settings/integrations/:type/:id')).toMatchObject({
      permission: { resource: 'integrations', action: 'write' },
    });
    expect(remoteModule.routes.find((route) => route.path === '/settings/integrations')).toMatchObject({
      permission: { resource: 'integrations', action: 'read' },
    });
  });
});
