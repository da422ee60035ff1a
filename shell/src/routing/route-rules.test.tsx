import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { type InternalAxiosRequestConfig } from 'axios';
import type { RemoteNavEntry, RemoteRoute } from '@opsdeck/contracts';
import { renderWithProviders, testServices } from '@opsdeck/shared/testing';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { reportCaughtError } from '../app/error-reporting';
import { SignedInApp } from '../app/SignedInApp';
import { resetRemoteScriptWatch, watchRemoteScripts } from '../remotes/remote-script-errors';
import { RemoteRegistry } from '../remotes/remote-registry';
import { RemoteRegistryContext } from '../remotes/useRemoteRegistry';
import { fakeRemoteModule, renderShell } from '../testing/shell-test-utils';
import { FeatureRoutes } from './FeatureRoutes';
import { isPathHidden, isRouteHidden } from './route-visibility';

jest.mock('../auth/hosted/HostedAccountControls', () => ({ HostedAccountControls: () => <p>organization switcher</p> }));

const page = (path: string, text: string, extra: Partial<RemoteRoute<ComponentType>> = {}): RemoteRoute<ComponentType> => ({
  path,
  title: text,
  layout: 'sidebar',
  load: async () => ({ default: () => <p>{text}</p> }),
  ...extra,
});

function registryWith(
  name: 'settings' | 'playbooks-notifications',
  routes: RemoteRoute<ComponentType>[],
  nav: RemoteNavEntry[] = [],
): RemoteRegistry {
  const registry = new RemoteRegistry();
  registry.setManifest({ remotes: [{ name, entry: `/remotes/${name}/1.0.0/mf-manifest.json` }] });
  const module = fakeRemoteModule(name, {});
  module.routes = routes;
  module.nav = nav;
  registry.update({ name, status: 'ready', module });
  return registry;
}

describe('route rules', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('redirects / to /topology and /configs to /catalog', async () => {
    // With nothing else to read (no remotes), "/" goes to the dashboard, which then says what is missing.
    const none = new RemoteRegistry();
    none.setManifest({ remotes: [] });
    const home = renderShell(<FeatureRoutes />, { route: '/', registry: none });
    await waitFor(() => expect(home.location().pathname).toBe('/topology'));
    home.unmount();
    const configs = renderShell(<FeatureRoutes />, { route: '/configs', registry: new RemoteRegistry() });
    await waitFor(() => expect(configs.location().pathname).toBe('/catalog'));
  });

  it('gates a write route: an editor gets the page, a viewer the Unauthorized page', async () => {
    const add = page('/notifications/silences/add', 'Add Silence', {
      permission: { resource: 'notifications', action: 'write' },
    });
    const editor = renderShell(<FeatureRoutes />, {
      route: '/notifications/silences/add',
      registry: registryWith('playbooks-notifications', [add]),
      services: testServices({ roles: ['editor'] }),
    });
    expect(await within(await screen.findByRole('main')).findByText('Add Silence')).toBeInTheDocument();
    editor.unmount();
    renderShell(<FeatureRoutes />, {
      route: '/notifications/silences/add',
      registry: registryWith('playbooks-notifications', [add]),
      services: testServices({ roles: ['viewer'] }),
    });
    expect(await screen.findByText('You do not have permission to access this page')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText('Add Silence')).not.toBeInTheDocument();
  });

  it('hides the Users page with the hosted provider', async () => {
    const users = page('/settings/users', 'Users list', { permission: { resource: 'identities', action: 'read' } });
    renderShell(<FeatureRoutes />, {
      route: '/settings/users',
      registry: registryWith('settings', [users]),
      services: testServices({ identityProvider: 'hosted' }),
    });
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText('Users list')).not.toBeInTheDocument();
    expect(isRouteHidden('/settings/users', 'self-service')).toBe(false);
    expect(isPathHidden('/settings/users', 'hosted')).toBe(true);
    expect(isPathHidden('/settings/connections', 'hosted')).toBe(false);
  });

  it('matches paths case-sensitively and keeps parameters as written', async () => {
    const IntegrationPage = () => <p>type {useParams().type}</p>;
    const integration = page('/settings/integrations/:type/:id', 'Integration');
    integration.load = async () => ({ default: IntegrationPage });
    const upper = renderShell(<FeatureRoutes />, {
      route: '/Settings/Integrations/x/1',
      registry: registryWith('settings', [integration]),
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    upper.unmount();
    renderShell(<FeatureRoutes />, {
      route: '/settings/integrations/Slack/1',
      registry: registryWith('settings', [integration]),
    });
    expect(await screen.findByText('type Slack')).toBeInTheDocument();
  });

  it('shows the crash screen, inside the layout, for a page that fails to render', async () => {
    const broken = page('/settings/connections', 'Connections');
    broken.load = async () => ({
      default: () => {
        throw new Error('bad row');
      },
    });
    renderShell(<FeatureRoutes />, { route: '/settings/connections', registry: registryWith('settings', [broken]) });
    expect(await screen.findByRole('heading', { name: 'Sorry.. there was an error' })).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows the error panel for a page that could not be loaded, and loads it again on the next visit', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<{ default: ComponentType }>, []>()
      .mockRejectedValueOnce(Object.assign(new Error('Loading chunk 582 failed.'), { name: 'ChunkLoadError' }))
      .mockResolvedValue({ default: () => <p>Connections list</p> });
    const connections = page('/settings/connections', 'Connections', { load });
    const settingsNav = (key: string, label: string): RemoteNavEntry => ({
      key,
      label,
      path: `/settings/${key}`,
      group: 'settings',
      order: 0,
      permission: { resource: 'connections', action: 'read' },
      feature: key,
    });
    const registry = registryWith(
      'settings',
      [connections, page('/settings/permissions', 'Permissions list')],
      [settingsNav('connections', 'Connections'), settingsNav('permissions', 'Permissions')],
    );
    renderShell(<FeatureRoutes />, { route: '/settings/connections', registry });
    expect(
      await screen.findByText('Settings: this page could not be loaded. The rest of the console keeps working.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sorry.. there was an error' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    // The remote is back: leaving and coming back loads the page again.
    await user.click(screen.getByRole('link', { name: 'Permissions' }));
    // The page's own text; the top bar shows the same words as the page title.
    expect(await screen.findByText('Permissions list', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Connections' }));
    expect(await screen.findByText('Connections list')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('logs a page that could not be loaded once, with what its chunk threw instead of a separate uncaught error', async () => {
    watchRemoteScripts('settings', 'http://localhost/remotes/settings/1.0.0/mf-manifest.json');
    const thrownBy = new ErrorEvent('error', {
      cancelable: true,
      filename: 'http://localhost/remotes/settings/1.0.0/77.abcd1234.js',
      error: new TypeError('row is undefined'),
      message: 'Uncaught TypeError: row is undefined',
    });
    const load = jest.fn(async (): Promise<{ default: ComponentType }> => {
      window.dispatchEvent(thrownBy);
      throw Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' });
    });
    renderShell(<FeatureRoutes />, {
      route: '/settings/connections',
      registry: registryWith('settings', [page('/settings/connections', 'Connections', { load })]),
      onCaughtError: reportCaughtError,
    });
    expect(
      await screen.findByText('Settings: this page could not be loaded. The rest of the console keeps working.'),
    ).toBeInTheDocument();
    expect(thrownBy.defaultPrevented).toBe(true);
    expect(jest.mocked(console.error).mock.calls).toEqual([
      [
        '[opsdeck] Settings: the page /settings/connections could not be loaded (ChunkLoadError: Loading chunk 77 failed. (its script threw TypeError: row is undefined))',
      ],
    ]);
    resetRemoteScriptWatch();
  });

  it('"Try again" loads a page that could not be loaded', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<{ default: ComponentType }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 582 failed.'))
      .mockResolvedValue({ default: () => <p>Connections list</p> });
    renderShell(<FeatureRoutes />, {
      route: '/settings/connections',
      registry: registryWith('settings', [page('/settings/connections', 'Connections', { load })]),
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Connections list')).toBeInTheDocument();
  });

  it('treats a page module without a component as a load failure', async () => {
    const bad = page('/settings/connections', 'Connections', {
      load: async () => ({ default: 'nope' as unknown as ComponentType }),
    });
    renderShell(<FeatureRoutes />, { route: '/settings/connections', registry: registryWith('settings', [bad]) });
    expect(
      await screen.findByText('Settings: this page could not be loaded. The rest of the console keeps working.'),
    ).toBeInTheDocument();
  });
});

describe('SignedInApp', () => {
  it('blocks the routes until the feature flags have loaded', async () => {
    let releaseFlags: (rows: unknown[]) => void = () => {};
    const adapter = jest.fn(async (config: InternalAxiosRequestConfig) => {
      const ok = (data: unknown) => ({ status: 200, statusText: 'OK', headers: {}, config, data });
      if (config.url === '/auth/whoami')
        return ok({ payload: { user: { id: 'u1', name: 'Ada' }, roles: ['admin'], permissions: [] } });
      return new Promise<ReturnType<typeof ok>>((resolve) => {
        releaseFlags = (rows) => resolve(ok(rows));
      });
    });
    const registry = registryWith('settings', [page('/settings/connections', 'Connections list')]);
    renderWithProviders(
      <RemoteRegistryContext.Provider value={registry}>
        <SignedInApp api={axios.create({ adapter })} />
      </RemoteRegistryContext.Provider>,
      { route: '/settings/connections' },
    );
    await waitFor(() => expect(adapter.mock.calls.map(([config]) => config.url?.split('?')[0])).toContain('/db/properties'));
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument();
    expect(screen.queryByText('Connections list')).not.toBeInTheDocument();
    await act(async () => releaseFlags([{ name: 'settings.connections.disable', value: 'false' }]));
    expect(await screen.findByText('Connections list', { selector: 'p' })).toBeInTheDocument();
  });

  it('shows a clear error, not a crash, when the session answer is malformed', async () => {
    const adapter = jest.fn(async (config: InternalAxiosRequestConfig) => ({
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
      data: config.url === '/auth/whoami' ? { payload: { user: { name: 'Ada' }, roles: ['admin'] } } : [],
    }));
    renderWithProviders(
      <RemoteRegistryContext.Provider value={registryWith('settings', [])}>
        <SignedInApp api={axios.create({ adapter })} />
      </RemoteRegistryContext.Provider>,
      { route: '/settings/connections' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The session answer from /auth/whoami is not valid (payload.user.id: Invalid input)',
    );
  });
});
