import { defineSettingsPage } from './define-contribution';
import { visibleContributions, type RegisteredContribution } from './extension-points';
import { parseRemoteModule } from './remote-module-schema';

const load = async () => ({ default: () => null });
const entry = (overrides: Partial<RegisteredContribution>): RegisteredContribution =>
  ({
    point: 'resource.action',
    remote: 'incidents',
    id: 'link-to-incident',
    label: 'Attach as Evidence',
    order: 10,
    kinds: ['check', 'config'],
    permissions: [{ resource: 'incident', action: 'write' }],
    feature: 'incidents',
    load,
    ...overrides,
  }) as RegisteredContribution;

const everything = { can: () => true, isEnabled: () => true };

describe('visibleContributions', () => {
  it('keeps the point and kind asked for', () => {
    const tab = entry({
      point: 'resource.tab',
      id: 'checks',
      kinds: ['config'],
      path: 'checks',
    } as Partial<RegisteredContribution>);
    expect(visibleContributions([entry({}), tab], 'resource.action', everything, 'check').map((e) => e.id)).toEqual([
      'link-to-incident',
    ]);
    expect(visibleContributions([entry({}), tab], 'resource.action', everything, 'incident')).toEqual([]);
    expect(visibleContributions([entry({}), tab], 'resource.tab', everything, 'config').map((e) => e.id)).toEqual(['checks']);
  });

  it('needs every permission and the feature on', () => {
    const twoPermissions = entry({
      permissions: [
        { resource: 'incident', action: 'write' },
        { resource: 'evidences', action: 'write' },
      ],
    });
    const canIncidentOnly = { can: (_: string, resource: string) => resource === 'incident', isEnabled: () => true };
    expect(visibleContributions([twoPermissions], 'resource.action', canIncidentOnly, 'check')).toEqual([]);
    expect(
      visibleContributions([entry({})], 'resource.action', { can: () => true, isEnabled: (f) => f !== 'incidents' }),
    ).toEqual([]);
    expect(
      visibleContributions([entry({ feature: undefined })], 'resource.action', { can: () => true, isEnabled: () => false }),
    ).toHaveLength(1);
  });

  it('orders by order, then remote, then id, whatever the registration order', () => {
    const list = [
      entry({ remote: 'playbooks-notifications', id: 'run-playbook', order: 20 }),
      entry({ remote: 'playbooks-notifications', id: 'silence', order: 10 }),
      entry({ remote: 'incidents', id: 'link-to-incident', order: 10 }),
      entry({ remote: 'incidents', id: 'a-first', order: 10 }),
    ];
    const ids = (items: RegisteredContribution[]) => visibleContributions(items, 'resource.action', everything).map((e) => e.id);
    expect(ids(list)).toEqual(['a-first', 'link-to-incident', 'silence', 'run-playbook']);
    expect(ids([...list].reverse())).toEqual(['a-first', 'link-to-incident', 'silence', 'run-playbook']);
  });
});

describe('remote module contributions', () => {
  const module = (contributions: unknown[]) => ({ name: 'incidents', version: '1.0.0', routes: [], nav: [], contributions });
  const { remote: _remote, ...contribution } = entry({});

  it('accepts a module with valid contributions, and one without any', () => {
    expect(parseRemoteModule(module([contribution])).success).toBe(true);
    expect(parseRemoteModule({ name: 'incidents', version: '1.0.0', routes: [], nav: [] }).success).toBe(true);
  });

  it('refuses unknown points, kinds a point does not have, missing loaders and duplicate ids', () => {
    expect(parseRemoteModule(module([{ ...contribution, point: 'page.footer' }])).success).toBe(false);
    expect(parseRemoteModule(module([{ ...contribution, point: 'resource.tab', path: 'x', kinds: ['check'] }])).success).toBe(
      false,
    );
    expect(parseRemoteModule(module([{ ...contribution, load: 'chunk.js' }])).success).toBe(false);
    const duplicate = parseRemoteModule(module([contribution, contribution]));
    expect(duplicate).toEqual({ success: false, error: expect.stringContaining('unique') });
  });
});

describe('defineSettingsPage', () => {
  it('takes the permission and feature from the route table and checks ownership', () => {
    const page = defineSettingsPage('settings', '/settings/connections', load, { label: 'Connections' });
    expect(page).toMatchObject({
      point: 'settings.page',
      id: 'connections',
      label: 'Connections',
      path: '/settings/connections',
    });
    expect(page.permissions).toHaveLength(1);
    expect(() => defineSettingsPage('catalog', '/settings/connections', load)).toThrow('belongs to settings');
    expect(() => defineSettingsPage('settings', '/settings/nowhere', load)).toThrow('not in the route table');
  });
});
