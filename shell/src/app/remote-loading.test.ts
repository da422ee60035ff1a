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

describe('createRemoteLoader when the manifest cannot be read', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('records the error once, and reads the manifest again on retry', async () => {
    const registry = new RemoteRegistry();
    const load = jest.fn().mockResolvedValue(undefined);
    const fetchManifest = jest
      .fn()
      .mockRejectedValueOnce(new Error('/remotes.json answered HTTP 500'))
      .mockResolvedValue(manifest);
    const start = createRemoteLoader(registry, load, fetchManifest);
    await start(['health-topology']);
    await start(['health-topology']);
    expect(registry.getSnapshot()).toMatchObject({ manifestLoaded: true, manifestError: '/remotes.json answered HTTP 500' });
    expect(load).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      '[opsdeck] the list of features could not be loaded: /remotes.json answered HTTP 500',
    );

    const retried = start.retry();
    expect(registry.getSnapshot().manifestLoaded).toBe(false);
    await retried;
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    // The retry keeps the scope of the first request.
    expect(load).toHaveBeenCalledWith({ remotes: [manifest.remotes[0]] }, registry);
  });

  it('does not read a manifest again once it was read', async () => {
    const fetchManifest = jest.fn().mockResolvedValue(manifest);
    const start = createRemoteLoader(new RemoteRegistry(), jest.fn().mockResolvedValue(undefined), fetchManifest);
    await start();
    await start.retry();
    expect(fetchManifest).toHaveBeenCalledTimes(1);
  });
});
