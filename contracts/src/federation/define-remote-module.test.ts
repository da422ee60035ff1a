import { defineRemoteModule, MAIN_NAVIGATION } from './define-remote-module';

const load = async () => ({ default: 'Page' });

describe('defineRemoteModule', () => {
  it('derives routes and navigation from the route table', () => {
    const module = defineRemoteModule('catalog', { version: '1.2.0', pages: { '/catalog': load }, nav: [{ path: '/catalog' }] });
    expect(module.routes).toEqual([
      expect.objectContaining({
        path: '/catalog',
        title: 'Catalog',
        layout: 'sidebar',
        permission: { resource: 'database', action: 'read' },
      }),
    ]);
    expect(module.nav).toEqual([
      {
        key: 'config',
        label: 'Catalog',
        path: '/catalog',
        group: 'main',
        order: 4,
        icon: 'config',
        feature: 'config',
        permission: { resource: 'database', action: 'read' },
      },
    ]);
    expect(module).not.toHaveProperty('contributions');
  });

  it('puts settings pages in the Settings group, keyed by their feature', () => {
    const module = defineRemoteModule('settings', {
      version: '1.0.0',
      pages: { '/settings/connections': load },
      nav: [{ path: '/settings/connections', icon: 'connections' }],
    });
    expect(module.nav[0]).toMatchObject({ key: 'settings.connections', label: 'Connections', group: 'settings', order: 0 });
  });

  it('refuses pages and entries the remote does not own or the table does not know', () => {
    expect(() => defineRemoteModule('catalog', { version: '1', pages: { '/incidents': load } })).toThrow('belongs to incidents');
    expect(() => defineRemoteModule('catalog', { version: '1', pages: {}, nav: [{ path: '/nowhere' }] })).toThrow(
      'not in the route table',
    );
  });

  it('keeps the main navigation in the order of the spec', () => {
    expect(MAIN_NAVIGATION.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Health',
      'Incidents',
      'Catalog',
      'Logs',
      'Playbooks',
    ]);
  });
});
