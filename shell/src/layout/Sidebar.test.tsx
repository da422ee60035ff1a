import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteNavEntry } from '@opsdeck/contracts';
import { RemoteRegistry } from '../remotes/remote-registry';
import { testServices } from '@opsdeck/shared/testing';
import { fakeRemoteModule, renderShell } from '../testing/shell-test-utils';
import { Sidebar } from './Sidebar';

const entry = (overrides: Partial<RemoteNavEntry> & Pick<RemoteNavEntry, 'key' | 'label' | 'path'>): RemoteNavEntry => ({
  group: 'main',
  order: 1,
  feature: overrides.key,
  permission: { resource: 'canaries', action: 'read' },
  ...overrides,
});

function registry(): RemoteRegistry {
  const r = new RemoteRegistry();
  r.setManifest({
    remotes: [
      { name: 'health-topology', entry: '/h' },
      { name: 'settings', entry: '/s' },
    ],
  });
  r.update({
    name: 'health-topology',
    status: 'ready',
    module: fakeRemoteModule(
      'health-topology',
      {},
      {
        nav: [
          entry({ key: 'health', label: 'Health', path: '/health', order: 2 }),
          entry({
            key: 'topology',
            label: 'Dashboard',
            path: '/topology',
            order: 1,
            permission: { resource: 'topologies', action: 'read' },
          }),
        ],
      },
    ),
  });
  r.update({
    name: 'settings',
    status: 'ready',
    module: fakeRemoteModule(
      'settings',
      {},
      {
        nav: [
          entry({
            key: 'settings.permissions',
            label: 'Permissions',
            path: '/settings/permissions',
            group: 'settings',
            permission: { resource: 'permissions', action: 'read' },
          }),
          entry({
            key: 'settings.connections',
            label: 'Connections',
            path: '/settings/connections',
            group: 'settings',
            permission: { resource: 'connections', action: 'read' },
          }),
          entry({
            key: 'settings.job_history',
            label: 'Jobs History',
            path: '/settings/jobs',
            group: 'settings',
            permission: { resource: 'database', action: 'read' },
          }),
        ],
      },
    ),
  });
  return r;
}

const MAIN_ENTRIES: [string, string, string, number][] = [
  ['playbooks', 'Playbooks', '/playbooks', 6],
  ['config', 'Catalog', '/catalog', 4],
  ['topology', 'Dashboard', '/topology', 1],
  ['logs', 'Logs', '/logs', 5],
  ['incidents', 'Incidents', '/incidents', 3],
  ['health', 'Health', '/health', 2],
];

function fullRegistry(): RemoteRegistry {
  const r = new RemoteRegistry();
  r.setManifest({
    remotes: [
      { name: 'health-topology', entry: '/h' },
      { name: 'settings', entry: '/s' },
      { name: 'catalog', entry: '/c' },
    ],
  });
  r.update({
    name: 'health-topology',
    status: 'ready',
    module: fakeRemoteModule(
      'health-topology',
      {},
      {
        nav: MAIN_ENTRIES.map(([key, label, path, order]) =>
          entry({ key, label, path, order, permission: { resource: 'database', action: 'read' } }),
        ),
      },
    ),
  });
  r.update({
    name: 'settings',
    status: 'ready',
    module: fakeRemoteModule(
      'settings',
      {},
      {
        nav: [
          entry({
            key: 'settings.users',
            label: 'Users',
            path: '/settings/users',
            group: 'settings',
            icon: 'users',
            permission: { resource: 'identities', action: 'read' },
          }),
          entry({
            key: 'settings.agents',
            label: 'Agents',
            path: '/settings/agents',
            group: 'settings',
            icon: 'agents',
            permission: { resource: 'agents', action: 'read' },
          }),
        ],
      },
    ),
  });
  r.update({ name: 'catalog', status: 'failed', error: 'HTTP 404' });
  return r;
}

const navOf = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('Sidebar', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists the main entries in the Dashboard, Health, Incidents, Catalog, Logs, Playbooks order', () => {
    renderShell(<Sidebar />, { route: '/health', registry: fullRegistry() });
    const main = within(navOf())
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'))
      .filter((label) => label !== 'Opsdeck home');
    expect(main).toEqual(['Dashboard', 'Health', 'Incidents', 'Catalog', 'Logs', 'Playbooks']);
  });

  it('shows nothing of a remote that is not loaded', () => {
    const r = new RemoteRegistry();
    r.setManifest({ remotes: [{ name: 'incidents', entry: '/i' }] });
    renderShell(<Sidebar />, { route: '/health', registry: r });
    expect(within(navOf()).getAllByRole('link')).toHaveLength(1);
  });

  it('hides the Users entry with the hosted identity provider', () => {
    renderShell(<Sidebar />, {
      route: '/settings/agents',
      registry: fullRegistry(),
      services: testServices({ identityProvider: 'hosted' }),
    });
    expect(screen.getByRole('link', { name: 'Agents' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('is 56 units wide expanded and 14 collapsed', () => {
    renderShell(<Sidebar />, { route: '/health', registry: fullRegistry() });
    expect(getComputedStyle(navOf()).width).toBe('var(--chakra-sizes-56)');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(getComputedStyle(navOf()).width).toBe('var(--chakra-sizes-14)');
  });

  it('starts collapsed when sidebarCollapsed was saved, showing icons named by their labels', () => {
    window.localStorage.setItem('sidebarCollapsed', 'true');
    renderShell(<Sidebar />, { route: '/settings/agents', registry: fullRegistry() });
    expect(navOf()).toHaveAttribute('data-collapsed', 'true');
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    const agents = screen.getByRole('link', { name: 'Agents' });
    expect(agents.querySelector('svg')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(window.localStorage.getItem('sidebarCollapsed')).toBe('false');
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });

  it('collapsed, labels an icon in a tooltip on hover and on keyboard focus, keeping its accessible name', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('sidebarCollapsed', 'true');
    renderShell(<Sidebar />, { route: '/health', registry: fullRegistry() });
    const health = screen.getByRole('link', { name: 'Health' });
    await user.hover(health);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Health');
    expect(health).toHaveAccessibleName('Health');
    await user.unhover(health);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    // Keyboard: Tab from the expand button reaches the first entry.
    screen.getByRole('button', { name: 'Expand sidebar' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Dashboard');
    await user.hover(screen.getByRole('button', { name: 'Settings' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Settings'));
  });

  it('shows no tooltips while expanded (the labels are on screen)', async () => {
    const user = userEvent.setup();
    renderShell(<Sidebar />, { route: '/health', registry: fullRegistry() });
    await user.hover(screen.getByRole('link', { name: 'Health' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays expanded on an outside click when the window is 1024 px or wider', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    renderShell(<Sidebar />, { route: '/health', registry: fullRegistry() });
    fireEvent.pointerDown(document.body);
    expect(navOf()).toHaveAttribute('data-collapsed', 'false');
  });

  it('does not collapse on a click inside it on a narrow window', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 900 });
    renderShell(<Sidebar />, { route: '/health', registry: fullRegistry() });
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Health' }));
    expect(navOf()).toHaveAttribute('data-collapsed', 'false');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });

  it('can close the settings submenu while inside it', () => {
    renderShell(<Sidebar />, { route: '/settings/agents', registry: fullRegistry() });
    const toggle = screen.getByRole('button', { name: 'Settings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Agents' })).not.toBeInTheDocument();
  });

  it('orders main entries and sorts the settings submenu, opened when the path is inside it', () => {
    renderShell(<Sidebar />, { route: '/settings/connections', registry: registry() });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    expect(links).toEqual(['Opsdeck home', 'Dashboard', 'Health', 'Connections', 'Jobs History', 'Permissions']);
  });

  it('keeps the settings submenu closed outside settings until opened', () => {
    renderShell(<Sidebar />, { route: '/health', registry: registry() });
    expect(screen.queryByRole('link', { name: 'Connections' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Settings/ }));
    expect(screen.getByRole('link', { name: 'Connections' })).toBeInTheDocument();
  });

  it('hides the Settings group from viewers', () => {
    renderShell(<Sidebar />, { route: '/health', registry: registry(), services: testServices({ roles: ['viewer'] }) });
    expect(screen.queryByRole('button', { name: /Settings/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Health' })).toBeInTheDocument();
  });

  it('hides entries whose feature or parent feature is disabled', () => {
    renderShell(<Sidebar />, {
      route: '/settings/connections',
      registry: registry(),
      services: testServices({ properties: [{ name: 'health.disable', value: 'true' }] }),
    });
    expect(screen.queryByRole('link', { name: 'Health' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jobs History' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('hides entries the role may not read', () => {
    const editor = renderShell(<Sidebar />, {
      route: '/settings/connections',
      registry: registry(),
      services: testServices({ roles: ['editor'] }),
    });
    expect(screen.getByRole('link', { name: 'Connections' })).toBeInTheDocument();
    editor.unmount();

    // A commander may not read connections: the Settings group opens, without Connections.
    renderShell(<Sidebar />, {
      route: '/settings/connections',
      registry: registry(),
      services: testServices({ roles: ['commander'] }),
    });
    expect(screen.getByRole('link', { name: 'Health' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Settings/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs History' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connections' })).not.toBeInTheDocument();
  });

  it.each(['commander', 'responder'])('never lists Connections for a %s, even with the submenu open', (role) => {
    renderShell(<Sidebar />, { route: '/health', registry: registry(), services: testServices({ roles: [role] }) });
    fireEvent.click(screen.getByRole('button', { name: /Settings/ }));
    expect(screen.getByRole('link', { name: 'Permissions' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connections' })).not.toBeInTheDocument();
  });

  it('collapses to icons and saves the state as sidebarCollapsed', () => {
    renderShell(<Sidebar />, { route: '/health', registry: registry() });
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveAttribute('data-collapsed', 'true');
    expect(window.localStorage.getItem('sidebarCollapsed')).toBe('true');
  });

  it('collapses on a click outside it when the window is narrower than 1024 px', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 900 });
    renderShell(<Sidebar />, { route: '/health', registry: registry() });
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toHaveAttribute('data-collapsed', 'true');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });
});
