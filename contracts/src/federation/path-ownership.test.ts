import { remoteOwningPath } from './path-ownership';

describe('remoteOwningPath', () => {
  it.each([
    ['/health', 'health-topology'],
    ['/view/health', 'health-topology'],
    ['/topology/abc', 'health-topology'],
    ['/view/topology/abc', 'health-topology'],
    ['/catalog/123/changes', 'catalog'],
    ['/incidents', 'incidents'],
    ['/playbooks/runs/1', 'playbooks-notifications'],
    ['/notifications/silences/add', 'playbooks-notifications'],
    ['/settings/connections', 'settings'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteOwningPath(path)).toBe(remote);
  });

  it.each(['/', '/login', '/healthy', '/catalogue', '/profile-settings', '/incidents/1/2/3'])(
    '%s belongs to no remote',
    (path) => {
      expect(remoteOwningPath(path)).toBeUndefined();
    },
  );
});
