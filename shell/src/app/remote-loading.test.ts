import type { RuntimeManifest } from '@opsdeck/contracts';
import { RemoteRegistry } from '../remotes/remote-registry';
import { createRemoteLoader } from './remote-loading';

const manifest: RuntimeManifest = {
  remotes: [
    { name: 'health-topology', entry: '/remotes/health-topology/1.0.0/mf-manifest.json' },
    { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
  ],
};

describe('createRemoteLoader', () => {
  it('reads the manifest and loads the remotes once, however often it is asked', async () => {
    const load = jest.fn().mockResolvedValue(undefined);
    const fetchManifest = jest.fn().mockResolvedValue(manifest);
    const start = createRemoteLoader(new RemoteRegistry(), load, fetchManifest);
    await Promise.all([start(), start()]);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0][0]).toEqual(manifest);
  });

  it('narrows the manifest to the named remotes', async () => {
    const load = jest.fn().mockResolvedValue(undefined);
    await createRemoteLoader(new RemoteRegistry(), load, async () => manifest)(['health-topology']);
    expect(load.mock.calls[0][0]).toEqual({ remotes: [manifest.remotes[0]] });
  });
});
