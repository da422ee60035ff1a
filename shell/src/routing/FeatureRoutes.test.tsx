import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteLoaderContext } from '../app/remote-loading';
import { RemoteRegistry } from '../remotes/remote-registry';
import { testServices } from '@opsdeck/shared/testing';
import { fakeRemoteModule, renderShell } from '../testing/shell-test-utils';
import { declarationsOf, defineRemoteModule, type RemoteName } from '@opsdeck/contracts';
import { reportCaughtError } from '../app/error-reporting';
import { onDemandModule } from '../remotes/load-remotes';
import { FeatureRoutes } from './FeatureRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  loadShare: jest.fn(() => Promise.resolve(false)),
}));

function registryWith(setup: (registry: RemoteRegistry) => void): RemoteRegistry {
  const registry = new RemoteRegistry();
  registry.setManifest({
    remotes: [
      { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
      { name: 'incidents', entry: '/remotes/incidents/1.0.0/mf-manifest.json' },
    ],
  });
  setup(registry);
  return registry;
}

/** A remote with one page and its navigation entry, as its module declares them. */
const landingModule = (name: RemoteName, path: string, text: string) =>
  defineRemoteModule(name, {
    version: '1.0.0',
    pages: { [path]: async () => ({ default: () => <p>{text}</p> }) },
    nav: [{ path }],
  });

describe('FeatureRoutes', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('renders a loaded remote page and sets the document title', async () => {
    const registry = registryWith((r) =>
      r.update({ name: 'catalog', status: 'ready', module: fakeRemoteModule('catalog', { '/catalog': 'Catalog list' }) }),
    );
    renderShell(<FeatureRoutes />, { route: '/catalog', registry });
    expect(await screen.findByText('Catalog list')).toBeInTheDocument();
    expect(document.title).toBe('Catalog list | Opsdeck');
  });

  it("renders a page from a remote's declarations, loading its module when the page is visited", async () => {
    const loaded = fakeRemoteModule('catalog', { '/catalog': 'Catalog list' });
    const loadModule = jest.fn().mockResolvedValue(loaded);
    const registry = registryWith((r) =>
      r.update({
        name: 'catalog',
        status: 'ready',
        module: onDemandModule(
          { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
          declarationsOf(loaded),
          r,
          loadModule,
        ),
      }),
    );
    renderShell(<FeatureRoutes />, { route: '/catalog', registry });
    expect(await screen.findByText('Catalog list')).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('a visited page whose remote cannot be loaded fails the remote: its error panel, logged once', async () => {
    const loaded = fakeRemoteModule('catalog', { '/catalog': 'Catalog list' });
    const registry = registryWith((r) =>
      r.update({
        name: 'catalog',
        status: 'ready',
        module: onDemandModule(
          { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
          declarationsOf(loaded),
          r,
          () => Promise.reject(new Error('remote entry broke')),
        ),
      }),
    );
    renderShell(<FeatureRoutes />, { route: '/catalog', registry, onCaughtError: reportCaughtError });
    expect(await screen.findByText(/Catalog could not be loaded/)).toBeInTheDocument();
    expect(screen.getByText('remote entry broke')).toBeInTheDocument();
    expect(screen.getByText(/Temporarily unavailable: Catalog/)).toBeInTheDocument();
    expect(jest.mocked(console.error).mock.calls.map((args) => String(args[0]))).toEqual([
      '[opsdeck] remote "catalog" is unavailable: remote entry broke',
    ]);
  });

  it('says "Not available" for a deep link into a remote missing from the manifest', async () => {
    const registry = registryWith(() => {});
    renderShell(<FeatureRoutes />, { route: '/playbooks/runs', registry });
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
  });

  it('titles the page of a remote that failed to load with its own prefix', async () => {
    document.title = 'Opsdeck';
    const registry = registryWith((r) => r.update({ name: 'catalog', status: 'failed', error: 'HTTP 500' }));
    renderShell(<FeatureRoutes />, { route: '/catalog', registry });
    expect(await screen.findByText(/Catalog could not be loaded/)).toBeInTheDocument();
    expect(document.title).toBe('Catalog | Opsdeck');
  });

  it('shows an error panel inside the layout for a remote that failed to load', async () => {
    const registry = registryWith((r) => r.update({ name: 'incidents', status: 'failed', error: 'HTTP 404' }));
    renderShell(<FeatureRoutes />, { route: '/incidents/42', registry });
    expect(await screen.findByText(/Incidents could not be loaded/)).toBeInTheDocument();
    expect(screen.getByText(/Temporarily unavailable: Incidents/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('says the feature list could not be loaded, not "not available", when the manifest is unreadable, and retries', async () => {
    const user = userEvent.setup();
    const registry = new RemoteRegistry();
    registry.setManifestError('/remotes.json answered HTTP 500');
    const loader = Object.assign(jest.fn().mockResolvedValue(undefined), { retry: jest.fn().mockResolvedValue(undefined) });
    renderShell(
      <RemoteLoaderContext.Provider value={loader}>
        <FeatureRoutes />
      </RemoteLoaderContext.Provider>,
      { route: '/health', registry },
    );
    expect(
      await screen.findByText('Health and topology could not be loaded because the console could not load its feature list.'),
    ).toBeInTheDocument();
    expect(screen.getByText('/remotes.json answered HTTP 500')).toBeInTheDocument();
    expect(screen.queryByText(/is not available in this installation/)).not.toBeInTheDocument();
    const banner = screen
      .getByText(/The console could not load its feature list\. Features may be missing/)
      .closest('[role="alert"]') as HTMLElement;
    expect(banner).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Try again' }));
    expect(loader.retry).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton while the owning remote is still loading', async () => {
    const registry = registryWith(() => {});
    renderShell(<FeatureRoutes />, { route: '/catalog', registry });
    expect(await screen.findByLabelText('Loading page')).toBeInTheDocument();
  });

  it('shows the Unauthorized page when the role may not read the resource', async () => {
    const module = fakeRemoteModule('catalog', {});
    module.routes = [
      {
        path: '/catalog',
        title: 'Connections',
        layout: 'sidebar',
        permission: { resource: 'connections', action: 'read' },
        load: async () => ({ default: () => <p>secret</p> }),
      },
    ];
    const registry = registryWith((r) => r.update({ name: 'catalog', status: 'ready', module }));
    renderShell(<FeatureRoutes />, { route: '/catalog', registry, services: testServices({ roles: ['viewer'] }) });
    expect(await screen.findByText('You do not have permission to access this page')).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('offers a way out of the Unauthorized page: back and the start page', async () => {
    const module = fakeRemoteModule('catalog', {});
    module.routes = [
      {
        path: '/catalog',
        title: 'Connections',
        layout: 'sidebar',
        permission: { resource: 'connections', action: 'read' },
        load: async () => ({ default: () => <p>secret</p> }),
      },
    ];
    const registry = registryWith((r) => r.update({ name: 'catalog', status: 'ready', module }));
    renderShell(<FeatureRoutes />, { route: '/catalog', registry, services: testServices({ roles: ['viewer'] }) });
    const start = await screen.findByRole('link', { name: 'Go to the start page' });
    expect(start).toHaveAttribute('href', '/');
  });

  it('sends "/" to the dashboard when the user may read it', async () => {
    const registry = new RemoteRegistry();
    registry.setManifest({
      remotes: [
        { name: 'health-topology', entry: '/remotes/health-topology/1.0.0/mf-manifest.json' },
        { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
      ],
    });
    registry.update({
      name: 'health-topology',
      status: 'ready',
      module: landingModule('health-topology', '/topology', 'Dashboard page'),
    });
    registry.update({ name: 'catalog', status: 'ready', module: landingModule('catalog', '/catalog', 'Catalog list') });
    const view = renderShell(<FeatureRoutes />, { route: '/', registry });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/topology');
  });

  it('sends "/" of a user denied the dashboard to the first page they may read, not to Unauthorized', async () => {
    const registry = new RemoteRegistry();
    registry.setManifest({
      remotes: [
        { name: 'health-topology', entry: '/remotes/health-topology/1.0.0/mf-manifest.json' },
        { name: 'catalog', entry: '/remotes/catalog/1.0.0/mf-manifest.json' },
      ],
    });
    registry.update({
      name: 'health-topology',
      status: 'ready',
      module: landingModule('health-topology', '/topology', 'Dashboard page'),
    });
    const services = testServices({ roles: ['guest'], permissions: [{ object: 'topologies', action: 'read', deny: true }] });
    const view = renderShell(<FeatureRoutes />, { route: '/', registry, services });
    // The catalog is still loading: nothing is chosen yet.
    expect(await screen.findByLabelText('Loading page')).toBeInTheDocument();
    act(() =>
      registry.update({ name: 'catalog', status: 'ready', module: landingModule('catalog', '/catalog', 'Catalog list') }),
    );
    expect(await screen.findByText('Catalog list')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/catalog');
    expect(screen.queryByText('You do not have permission to access this page')).not.toBeInTheDocument();
  });

  it('removes the routes of a disabled feature', async () => {
    const module = fakeRemoteModule('catalog', {});
    module.routes = [
      {
        path: '/catalog',
        title: 'Catalog',
        layout: 'sidebar',
        feature: 'config',
        load: async () => ({ default: () => <p>catalog page</p> }),
      },
    ];
    const registry = registryWith((r) => r.update({ name: 'catalog', status: 'ready', module }));
    renderShell(<FeatureRoutes />, {
      route: '/catalog',
      registry,
      services: testServices({ properties: [{ name: 'config.disable', value: 'true' }] }),
    });
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(screen.queryByText('catalog page')).not.toBeInTheDocument();
  });

  it('answers an unknown path with "Page not found"', async () => {
    renderShell(<FeatureRoutes />, { route: '/nowhere', registry: registryWith(() => {}) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
