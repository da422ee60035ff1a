import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotes } from './load-remotes';
import { RemoteRegistry } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('loadRemotes', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('registers every manifest entry and records each remote as ready or failed on its own', async () => {
    mockedLoad.mockImplementation(async (request: string) => {
      if (request === 'opsdeck_catalog/module') throw new Error('ScriptExternalLoadError');
      return { remoteModule: { name: 'incidents', version: '1.0.0', routes: [], nav: [] } };
    });
    const registry = new RemoteRegistry();
    await loadRemotes(
      {
        remotes: [
          { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
          { name: 'incidents', entry: '/remotes/incidents/1.0.0/mf-manifest.json' },
        ],
      },
      registry,
    );
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'opsdeck_catalog', entry: 'http://localhost/remotes/catalog/1.0.0/mf-manifest.json' },
        { name: 'opsdeck_incidents', entry: 'http://localhost/remotes/incidents/1.0.0/mf-manifest.json' },
      ],
      { force: true },
    );
    const { remotes } = registry.getSnapshot();
    expect(remotes.get('incidents')?.status).toBe('ready');
    expect(remotes.get('catalog')).toEqual({ name: 'catalog', status: 'failed', error: 'ScriptExternalLoadError' });
    // One retry, then one log line for the failed remote.
    expect(mockedLoad.mock.calls.filter(([request]) => request === 'opsdeck_catalog/module')).toHaveLength(2);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('rejects a module that does not describe the remote it was loaded for', async () => {
    mockedLoad.mockResolvedValue({ remoteModule: { name: 'settings', routes: [], nav: [] } });
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [{ name: 'catalog', entry: '/c' }] }, registry);
    expect(registry.getSnapshot().remotes.get('catalog')?.status).toBe('failed');
  });
});
