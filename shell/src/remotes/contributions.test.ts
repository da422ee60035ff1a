import type { ComponentType } from 'react';
import type { Contribution } from '@opsdeck/contracts';
import { collectContributions, settingsPageNavEntry, settingsPageRoute, settingsPagesOf } from './contributions';
import { RemoteRegistry, type LoadedRemoteModule } from './remote-registry';

const load = async () => ({ default: (() => null) as ComponentType });
const action: Contribution<ComponentType> = {
  point: 'resource.action',
  id: 'link-to-incident',
  label: 'Attach as Evidence',
  order: 10,
  kinds: ['check'],
  permissions: [{ resource: 'incident', action: 'write' }],
  feature: 'incidents',
  load,
};
const settingsPage: Contribution<ComponentType> = {
  point: 'settings.page',
  id: 'connections',
  label: 'Connections',
  order: 0,
  permissions: [{ resource: 'connections', action: 'read' }],
  feature: 'settings.connections',
  path: '/settings/connections',
  load,
};
const moduleOf = (name: LoadedRemoteModule['name'], contributions: Contribution<ComponentType>[]): LoadedRemoteModule => ({
  name,
  version: '1.0.0',
  routes: [],
  nav: [],
  contributions,
});

function registryWith(manifest: LoadedRemoteModule['name'][]): RemoteRegistry {
  const registry = new RemoteRegistry();
  registry.setManifest({ remotes: manifest.map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json` })) } as never);
  return registry;
}

describe('collectContributions', () => {
  it('collects the contributions of ready remotes, tagged with their remote', () => {
    const registry = registryWith(['incidents', 'settings']);
    registry.update({ name: 'incidents', status: 'ready', module: moduleOf('incidents', [action]) });
    registry.update({ name: 'settings', status: 'ready', module: moduleOf('settings', [settingsPage]) });
    const collected = collectContributions(registry.getSnapshot().remotes);
    expect(collected.map((entry) => `${entry.remote}:${entry.id}`)).toEqual([
      'incidents:link-to-incident',
      'settings:connections',
    ]);
    // The same snapshot gives the same list (slots do not re-render for nothing).
    expect(collectContributions(registry.getSnapshot().remotes)).toBe(collected);
  });

  it('ignores remotes still loading, failed, or dropped from the manifest', () => {
    const registry = registryWith(['incidents', 'settings']);
    expect(collectContributions(registry.getSnapshot().remotes)).toEqual([]);
    registry.update({ name: 'incidents', status: 'failed', error: 'offline' });
    registry.update({ name: 'settings', status: 'ready', module: moduleOf('settings', [settingsPage]) });
    expect(collectContributions(registry.getSnapshot().remotes).map((entry) => entry.remote)).toEqual(['settings']);
    const dropped = registryWith(['settings']);
    dropped.update({ name: 'settings', status: 'ready', module: moduleOf('settings', [settingsPage]) });
    expect(collectContributions(dropped.getSnapshot().remotes).some((entry) => entry.remote === 'incidents')).toBe(false);
  });

  it('turns contributed settings pages into a route and a Settings entry', () => {
    const registry = registryWith(['settings']);
    registry.update({ name: 'settings', status: 'ready', module: moduleOf('settings', [settingsPage, { ...action }]) });
    const [page] = settingsPagesOf(collectContributions(registry.getSnapshot().remotes));
    expect(page).toBeDefined();
    const route = settingsPageRoute(page!, 'Connections');
    expect(route).toMatchObject({ path: '/settings/connections', layout: 'sidebar', feature: 'settings.connections' });
    expect(settingsPageRoute(page!, 'Connections')).toBe(route);
    expect(settingsPageNavEntry(page!)).toMatchObject({ key: 'connections', group: 'settings', path: '/settings/connections' });
  });
});
