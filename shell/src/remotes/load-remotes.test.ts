import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { clearCheckedManifests } from './federation-runtime';
import { loadRemotes } from './load-remotes';
import { RemoteRegistry } from './remote-registry';
import { resetRemoteScriptWatch } from './remote-script-errors';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

const mfManifest = (name: string) => ({
  metaData: { name, remoteEntry: { name: 'remoteEntry.1234abcd.js', path: '' } },
  exposes: [{ path: './module' }],
  shared: [],
});
const remoteModule = (name: string) => ({ name, version: '1.0.0', routes: [], nav: [] });

/** The gateway: every remote's mf-manifest.json, unless a test says otherwise. */
let serve: (url: string) => { status: number; body: string } = (url) => {
  const name = /remotes\/([^/]+)\//.exec(url)?.[1] ?? '';
  return { status: 200, body: JSON.stringify(mfManifest(`opsdeck_${name.replace(/-/g, '_')}`)) };
};
const fetchMock = jest.fn(async (url: string) => {
  const { status, body } = serve(url);
  return { ok: status < 400, status, text: async () => body };
});

const catalog = { name: 'catalog' as const, entry: '/remotes/catalog/1.0.0/mf-manifest.json' };
const incidents = { name: 'incidents' as const, entry: '/remotes/incidents/1.0.0/mf-manifest.json' };
const failureLines = () => jest.mocked(console.error).mock.calls.map((args) => String(args[0]));

describe('loadRemotes', () => {
  const realServe = serve;
  beforeEach(() => {
    jest.clearAllMocks();
    clearCheckedManifests();
    resetRemoteScriptWatch();
    serve = realServe;
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('registers every manifest entry and records each remote as ready or failed on its own', async () => {
    mockedLoad.mockImplementation(async (request: string) => {
      if (request === 'opsdeck_catalog/module')
        throw new Error(
          '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {}\nView the docs to see how to solve: https://module-federation.io/',
        );
      return { remoteModule: remoteModule('incidents') };
    });
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog, incidents] }, registry);
    expect(registerPlugins).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'opsdeck_catalog', entry: 'http://localhost/remotes/catalog/1.0.0/mf-manifest.json' },
        { name: 'opsdeck_incidents', entry: 'http://localhost/remotes/incidents/1.0.0/mf-manifest.json' },
      ],
      { force: true },
    );
    const { remotes } = registry.getSnapshot();
    expect(remotes.get('incidents')?.status).toBe('ready');
    expect(remotes.get('catalog')).toEqual({
      name: 'catalog',
      status: 'failed',
      error: 'Failed to load script resources. #RUNTIME-008 args: {}',
    });
    // One retry, then one log line for the failed remote.
    expect(mockedLoad.mock.calls.filter(([request]) => request === 'opsdeck_catalog/module')).toHaveLength(2);
    expect(failureLines()).toEqual([
      '[opsdeck] remote "catalog" is unavailable: Failed to load script resources. #RUNTIME-008 args: {}',
    ]);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('reads each mf-manifest.json itself: a missing one fails the remote without asking the federation runtime', async () => {
    serve = (url) => (url.includes('/catalog/') ? { status: 404, body: 'Not found' } : realServe(url));
    mockedLoad.mockResolvedValue({ remoteModule: remoteModule('incidents') });
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog, incidents] }, registry);
    expect(registry.getSnapshot().remotes.get('catalog')).toEqual({
      name: 'catalog',
      status: 'failed',
      error: 'http://localhost/remotes/catalog/1.0.0/mf-manifest.json answered HTTP 404',
    });
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('/catalog/'))).toHaveLength(2);
    expect(mockedLoad).not.toHaveBeenCalledWith('opsdeck_catalog/module');
    expect(registry.getSnapshot().remotes.get('incidents')?.status).toBe('ready');
    expect(failureLines()).toHaveLength(1);
  });

  it.each([
    ['not JSON', '<html>', /is not JSON$/],
    ['another container', JSON.stringify(mfManifest('opsdeck_settings')), /it describes opsdeck_settings, not opsdeck_catalog$/],
    [
      'no exposes',
      JSON.stringify({ ...mfManifest('opsdeck_catalog'), exposes: undefined }),
      /not a federation manifest \(exposes: /,
    ],
  ])('refuses an mf-manifest.json that is %s', async (_what, body, message) => {
    serve = () => ({ status: 200, body });
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog] }, registry);
    const state = registry.getSnapshot().remotes.get('catalog');
    expect(state?.status).toBe('failed');
    expect(state?.status === 'failed' ? state.error : '').toMatch(message);
  });

  it('rejects a module that does not describe the remote it was loaded for', async () => {
    mockedLoad.mockResolvedValue({ remoteModule: remoteModule('settings') });
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog] }, registry);
    expect(registry.getSnapshot().remotes.get('catalog')).toEqual({
      name: 'catalog',
      status: 'failed',
      error: 'opsdeck_catalog/module describes the remote settings',
    });
  });

  it('checks the module with the contracts schema', async () => {
    mockedLoad.mockResolvedValue({
      remoteModule: { ...remoteModule('catalog'), routes: [{ path: '/catalog', title: 'Catalog', layout: 'sidebar' }] },
    });
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog] }, registry);
    const state = registry.getSnapshot().remotes.get('catalog');
    expect(state?.status === 'failed' ? state.error : '').toBe(
      'opsdeck_catalog/module does not export a valid remoteModule (routes.0.load: load must be a function)',
    );
  });

  it("reports what a remote's script threw with the failure, not as an uncaught error", async () => {
    mockedLoad.mockImplementation(async () => {
      const event = new ErrorEvent('error', {
        cancelable: true,
        filename: 'http://localhost/remotes/catalog/1.0.0/remoteEntry.1234abcd.js',
        error: new TypeError('x is not a function'),
        message: 'Uncaught TypeError: x is not a function',
      });
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
      throw new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008');
    });
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog] }, registry);
    expect(failureLines()).toEqual([
      '[opsdeck] remote "catalog" is unavailable: Failed to load script resources. #RUNTIME-008 (its script threw TypeError: x is not a function)',
    ]);
  });

  it("leaves errors alone outside a load: other scripts', and the remote's own once it has loaded", async () => {
    mockedLoad.mockResolvedValue({ remoteModule: remoteModule('catalog') });
    await loadRemotes({ remotes: [catalog] }, new RemoteRegistry());
    for (const filename of ['http://localhost/main.1234.js', 'http://localhost/remotes/catalog/1.0.0/582.1234.js']) {
      const event = new ErrorEvent('error', { cancelable: true, filename, message: 'boom' });
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
  });

  it('reports what a remote threw during a load that still succeeded, as an uncaught error', async () => {
    mockedLoad.mockImplementation(async () => {
      window.dispatchEvent(
        new ErrorEvent('error', {
          cancelable: true,
          filename: 'http://localhost/remotes/catalog/1.0.0/1.js',
          error: new Error('late'),
          message: 'late',
        }),
      );
      return { remoteModule: remoteModule('catalog') };
    });
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog] }, registry);
    expect(registry.getSnapshot().remotes.get('catalog')?.status).toBe('ready');
    expect(failureLines()).toEqual(['[opsdeck] remote "catalog": uncaught Error: late']);
  });
});
