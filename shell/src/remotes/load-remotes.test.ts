import { loadRemote, loadShare, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDeclarations, RemoteName } from '@opsdeck/contracts';
import { clearCheckedManifests } from './federation-runtime';
import { loadRemotes } from './load-remotes';
import { RemoteRegistry, type LoadedRemoteModule } from './remote-registry';
import { resetRemoteScriptWatch } from './remote-script-errors';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  loadShare: jest.fn(() => Promise.resolve(false)),
}));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

const mfManifest = (name: string) => ({
  metaData: { name, remoteEntry: { name: 'remoteEntry.1234abcd.js', path: '' } },
  exposes: [{ path: './module' }],
  shared: [],
});

const CatalogPage = () => null;
const AttachDialog = () => null;
const catalogRoute = { path: '/catalog', title: 'Catalog', layout: 'sidebar' as const };
const catalogNav = {
  key: 'config',
  label: 'Catalog',
  path: '/catalog',
  group: 'main' as const,
  order: 4,
  permission: { resource: 'database' as const, action: 'read' as const },
  feature: 'config',
};
const attach = {
  point: 'resource.action' as const,
  id: 'attach',
  label: 'Attach as Evidence',
  order: 10,
  kinds: ['check' as const],
  permissions: [{ resource: 'incident' as const, action: 'write' as const }],
};
/** What each remote's module manifest declares. */
const declarationsOf = (name: RemoteName): RemoteDeclarations => ({
  name,
  version: '1.0.0',
  routes: name === 'catalog' ? [catalogRoute] : [],
  nav: name === 'catalog' ? [catalogNav] : [],
  ...(name === 'incidents' ? { contributions: [attach] } : {}),
});
/** The module each remote exposes (what loadRemote resolves to). */
const remoteModule = (name: RemoteName) => ({
  name,
  version: '1.0.0',
  routes: name === 'catalog' ? [{ ...catalogRoute, load: jest.fn(async () => ({ default: CatalogPage })) }] : [],
  nav: name === 'catalog' ? [catalogNav] : [],
  ...(name === 'incidents' ? { contributions: [{ ...attach, load: jest.fn(async () => ({ default: AttachDialog })) }] } : {}),
});

const remoteOf = (url: string): RemoteName => (/remotes\/([^/]+)\//.exec(url)?.[1] ?? '') as RemoteName;
/** The gateway: every remote's mf-manifest.json and module manifest, unless a test says otherwise. */
let serve: (url: string) => { status: number; body: string } = (url) => {
  const name = remoteOf(url);
  if (url.endsWith('/module-manifest.json')) return { status: 200, body: JSON.stringify(declarationsOf(name)) };
  return { status: 200, body: JSON.stringify(mfManifest(`opsdeck_${name.replace(/-/g, '_')}`)) };
};
const fetchMock = jest.fn(async (url: string) => {
  const { status, body } = serve(url);
  return { ok: status < 400, status, text: async () => body };
});

const catalog = { name: 'catalog' as const, entry: '/remotes/catalog/1.0.0/mf-manifest.json' };
const incidents = { name: 'incidents' as const, entry: '/remotes/incidents/1.0.0/mf-manifest.json' };
const failureLines = () => jest.mocked(console.error).mock.calls.map((args) => String(args[0]));
const RUNTIME_008 =
  '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {}\nView the docs to see how to solve: https://module-federation.io/';

const moduleOf = (registry: RemoteRegistry, name: RemoteName): LoadedRemoteModule => {
  const state = registry.getSnapshot().remotes.get(name);
  if (state?.status !== 'ready') throw new Error(`${name} is ${state?.status ?? 'absent'}`);
  return state.module;
};
/** Resolves once the remote is failed (a page whose remote failed never settles). */
const failedState = (registry: RemoteRegistry, name: RemoteName) =>
  new Promise<string>((resolve) => {
    const check = () => {
      const state = registry.getSnapshot().remotes.get(name);
      if (state?.status === 'failed') resolve(state.error);
    };
    registry.subscribe(check);
    check();
  });

describe('loadRemotes', () => {
  const realServe = serve;
  beforeEach(() => {
    jest.clearAllMocks();
    clearCheckedManifests();
    resetRemoteScriptWatch();
    serve = realServe;
    global.fetch = fetchMock as unknown as typeof fetch;
    mockedLoad.mockImplementation(async (request: string) => ({
      remoteModule: remoteModule(request === 'opsdeck_catalog/module' ? 'catalog' : 'incidents'),
    }));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('registers every manifest entry and fills the registry from the module manifests, without loading any remote', async () => {
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
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      'http://localhost/remotes/catalog/1.0.0/module-manifest.json',
      'http://localhost/remotes/incidents/1.0.0/module-manifest.json',
    ]);
    expect(mockedLoad).not.toHaveBeenCalled();
    // The kit's main entry, which every remote page renders with, is requested beside them.
    expect(loadShare).toHaveBeenCalledWith('@opsdeck/shared');
    const module = moduleOf(registry, 'catalog');
    expect(module).toMatchObject({ name: 'catalog', version: '1.0.0', nav: [catalogNav], routes: [catalogRoute] });
    expect(moduleOf(registry, 'incidents').contributions).toEqual([{ ...attach, load: expect.any(Function) }]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('fails a remote whose module manifest cannot be read, after one retry, logged once', async () => {
    serve = (url) => (url.includes('/catalog/') ? { status: 404, body: 'Not found' } : realServe(url));
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog, incidents] }, registry);
    expect(registry.getSnapshot().remotes.get('catalog')).toEqual({
      name: 'catalog',
      status: 'failed',
      error: 'http://localhost/remotes/catalog/1.0.0/module-manifest.json answered HTTP 404',
    });
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('/catalog/'))).toHaveLength(2);
    expect(registry.getSnapshot().remotes.get('incidents')?.status).toBe('ready');
    expect(failureLines()).toEqual([
      '[opsdeck] remote "catalog" is unavailable: http://localhost/remotes/catalog/1.0.0/module-manifest.json answered HTTP 404',
    ]);
  });

  it.each([
    ['not JSON', '<html>', /module-manifest\.json is not JSON$/],
    [
      'invalid',
      JSON.stringify({ ...declarationsOf('catalog'), routes: [{ path: 'catalog' }] }),
      /module-manifest\.json is not a valid module manifest \(routes\.0\./,
    ],
    ['about another remote', JSON.stringify(declarationsOf('settings')), /module-manifest\.json describes the remote settings$/],
  ])('refuses a module manifest that is %s', async (_what, body, message) => {
    serve = (url) => (url.endsWith('/module-manifest.json') ? { status: 200, body } : realServe(url));
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog] }, registry);
    const state = registry.getSnapshot().remotes.get('catalog');
    expect(state?.status === 'failed' ? state.error : state?.status).toMatch(message);
  });

  it("loads a remote's module once, when one of its pages is first visited, then the page", async () => {
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog, incidents] }, registry);
    const [route] = moduleOf(registry, 'catalog').routes;
    await expect(route?.load()).resolves.toEqual({ default: CatalogPage });
    await expect(route?.load()).resolves.toEqual({ default: CatalogPage });
    expect(mockedLoad.mock.calls).toEqual([['opsdeck_catalog/module']]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('http://localhost/remotes/catalog/1.0.0/mf-manifest.json');
    expect(registry.getSnapshot().remotes.get('catalog')?.status).toBe('ready');
  });

  it("starts loading the module and the page of the current address as soon as its remote's declarations arrive", async () => {
    window.history.replaceState(null, '', '/catalog');
    try {
      const exposed = remoteModule('catalog');
      mockedLoad.mockResolvedValueOnce({ remoteModule: exposed });
      const registry = new RemoteRegistry();
      await loadRemotes({ remotes: [catalog, incidents] }, registry);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(mockedLoad.mock.calls).toEqual([['opsdeck_catalog/module']]);
      expect(exposed.routes[0]?.load).toHaveBeenCalledTimes(1);
      // The page, when it renders, uses the module already loaded.
      const [route] = moduleOf(registry, 'catalog').routes;
      await expect(route?.load()).resolves.toEqual({ default: CatalogPage });
      expect(mockedLoad).toHaveBeenCalledTimes(1);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('loads no remote for an address none of its routes matches', async () => {
    window.history.replaceState(null, '', '/catalog/changes/unknown/deep');
    try {
      await loadRemotes({ remotes: [catalog, incidents] }, new RemoteRegistry());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(mockedLoad).not.toHaveBeenCalled();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('fails the remote when its module cannot be loaded for a page: one retry, logged once, navigation and routes go', async () => {
    mockedLoad.mockRejectedValue(new Error(RUNTIME_008));
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog, incidents] }, registry);
    const [route] = moduleOf(registry, 'catalog').routes;
    let settled = false;
    void route?.load().finally(() => (settled = true));
    await expect(failedState(registry, 'catalog')).resolves.toBe('Failed to load script resources. #RUNTIME-008 args: {}');
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    expect(failureLines()).toEqual([
      '[opsdeck] remote "catalog" is unavailable: Failed to load script resources. #RUNTIME-008 args: {}',
    ]);
    // The page's route is gone with its remote: its loader does not settle into a second report.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    expect(registry.getSnapshot().remotes.get('incidents')?.status).toBe('ready');
  });

  it('reads the mf-manifest.json itself when a page needs the module: a missing one fails the remote without the runtime', async () => {
    serve = (url) => (url.endsWith('/mf-manifest.json') ? { status: 404, body: 'Not found' } : realServe(url));
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog] }, registry);
    void moduleOf(registry, 'catalog').routes[0]?.load();
    await expect(failedState(registry, 'catalog')).resolves.toBe(
      'http://localhost/remotes/catalog/1.0.0/mf-manifest.json answered HTTP 404',
    );
    expect(mockedLoad).not.toHaveBeenCalled();
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
    serve = (url) => (url.endsWith('/mf-manifest.json') ? { status: 200, body } : realServe(url));
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog] }, registry);
    void moduleOf(registry, 'catalog').routes[0]?.load();
    await expect(failedState(registry, 'catalog')).resolves.toMatch(message);
  });

  it('rejects a module that does not describe the remote it was loaded for', async () => {
    mockedLoad.mockResolvedValue({ remoteModule: remoteModule('settings') });
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog] }, registry);
    void moduleOf(registry, 'catalog').routes[0]?.load();
    await expect(failedState(registry, 'catalog')).resolves.toBe('opsdeck_catalog/module describes the remote settings');
  });

  it('checks the module with the contracts schema', async () => {
    mockedLoad.mockResolvedValue({ remoteModule: { ...remoteModule('catalog'), routes: [catalogRoute] } });
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog] }, registry);
    void moduleOf(registry, 'catalog').routes[0]?.load();
    await expect(failedState(registry, 'catalog')).resolves.toBe(
      'opsdeck_catalog/module does not export a valid remoteModule (routes.0.load: load must be a function)',
    );
  });

  it('a page the loaded module does not have is an error of that page, not of the remote', async () => {
    mockedLoad.mockResolvedValue({ remoteModule: { ...remoteModule('catalog'), routes: [] } });
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog] }, registry);
    await expect(moduleOf(registry, 'catalog').routes[0]?.load()).rejects.toThrow('the module of catalog has no page /catalog');
    expect(registry.getSnapshot().remotes.get('catalog')?.status).toBe('ready');
  });

  it("a contribution loads its remote's module, then the contribution's own component", async () => {
    const exposed = remoteModule('incidents');
    mockedLoad.mockResolvedValue({ remoteModule: exposed });
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [incidents] }, registry);
    const [contribution] = moduleOf(registry, 'incidents').contributions ?? [];
    await expect(contribution?.load()).resolves.toEqual({ default: AttachDialog });
    expect(exposed.contributions?.[0]?.load).toHaveBeenCalledTimes(1);
  });

  it('a contribution the loaded module does not have fails in its slot', async () => {
    mockedLoad.mockResolvedValue({ remoteModule: { ...remoteModule('incidents'), contributions: [] } });
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [incidents] }, registry);
    await expect(moduleOf(registry, 'incidents').contributions?.[0]?.load()).rejects.toThrow(
      'the module of incidents has no resource.action contribution "attach"',
    );
  });

  it("a contribution whose remote's module cannot be loaded fails in its slot, and a later try loads it again", async () => {
    mockedLoad.mockRejectedValue(new Error(RUNTIME_008));
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [incidents] }, registry);
    const [contribution] = moduleOf(registry, 'incidents').contributions ?? [];
    await expect(contribution?.load()).rejects.toThrow('Failed to load script resources. #RUNTIME-008 args: {}');
    expect(registry.getSnapshot().remotes.get('incidents')?.status).toBe('ready');

    mockedLoad.mockResolvedValue({ remoteModule: remoteModule('incidents') });
    await expect(contribution?.load()).resolves.toEqual({ default: AttachDialog });
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
    void moduleOf(registry, 'catalog').routes[0]?.load();
    await failedState(registry, 'catalog');
    expect(failureLines()).toEqual([
      '[opsdeck] remote "catalog" is unavailable: Failed to load script resources. #RUNTIME-008 (its script threw TypeError: x is not a function)',
    ]);
  });

  it("leaves errors alone outside a load: other scripts', and the remote's own once it has loaded", async () => {
    const registry = new RemoteRegistry();
    await loadRemotes({ remotes: [catalog] }, registry);
    await moduleOf(registry, 'catalog').routes[0]?.load();
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
    await moduleOf(registry, 'catalog').routes[0]?.load();
    expect(registry.getSnapshot().remotes.get('catalog')?.status).toBe('ready');
    expect(failureLines()).toEqual(['[opsdeck] remote "catalog": uncaught Error: late']);
  });
});
