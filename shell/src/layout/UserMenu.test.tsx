import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { RemoteRegistry } from '../remotes/remote-registry';
import { testServices } from '@opsdeck/shared/testing';
import { renderShell } from '../testing/shell-test-utils';
import { UserMenu } from './UserMenu';

jest.mock('../auth/hosted/HostedAccountControls', () => ({ HostedAccountControls: () => <p>organization switcher</p> }));

/** Chooses a menu entry with the keyboard (jsdom's pointer events do not select Ark menu items). */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  const item = screen.getByRole('menuitem', { name });
  const highlighted = () => screen.getAllByRole('menuitem').find((entry) => entry.hasAttribute('data-highlighted'));
  for (let step = 0; step < 8 && highlighted() !== item; step += 1) {
    const before = highlighted();
    await user.keyboard('{ArrowDown}');
    // The highlight moves asynchronously: wait for it to leave the previous entry before pressing again.
    await waitFor(() => expect(highlighted()).not.toBe(before));
  }
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  await user.keyboard('{Enter}');
}

/** An API whose GET /about answers `about` (or fails with `status`). */
function apiWithAbout(about: unknown, status = 200) {
  const adapter = jest.fn(async (config: InternalAxiosRequestConfig) => {
    const response = { status, statusText: String(status), headers: {}, config, data: config.url === '/about' ? about : {} };
    if (status >= 400) throw new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
    return response;
  });
  return { api: axios.create({ baseURL: '/api', adapter }), adapter };
}

async function openMenu(about: unknown = { appVersion: '0.4.2', chartVersion: '' }, status = 200) {
  const user = userEvent.setup();
  const { api, adapter } = apiWithAbout(about, status);
  const view = renderShell(<UserMenu />, {
    route: '/health?tab=all',
    registry: new RemoteRegistry(),
    services: testServices({ api }),
  });
  await user.click(screen.getByRole('button', { name: 'User menu' }));
  const menu = await screen.findByRole('menu');
  return { user, menu, adapter, view };
}

describe('UserMenu', () => {
  it('greets the user by name', () => {
    renderShell(<UserMenu />, { route: '/health', registry: new RemoteRegistry() });
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveTextContent('Hi, Ada Lovelace');
  });

  it('lists Your Profile, Download kubeconfig and Sign out, in that order', async () => {
    const { menu } = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Your Profile', 'Download kubeconfig', 'Sign out']);
  });

  it('goes to /profile-settings from Your Profile, telling it where to go back to', async () => {
    const { user, view } = await openMenu();
    const from = `${view.location().pathname}${view.location().search}`;
    await choose(user, 'Your Profile');
    await waitFor(() => expect(view.location().pathname).toBe('/profile-settings'));
    expect(new URLSearchParams(view.location().search).get('return_to')).toBe(from);
  });

  it('shows the frontend version and the backend version from the about call, asked on first open', async () => {
    const { adapter } = await openMenu({ appVersion: '0.4.2', chartVersion: '0.9.1' });
    await waitFor(() => expect(screen.getByTestId('version-line')).toHaveTextContent('Version 1.0.871 · Backend 0.9.1'));
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(adapter.mock.calls[0]![0].url).toBe('/about');
  });

  it('falls back to the app version without a chart version', async () => {
    await openMenu({ appVersion: '0.4.2', chartVersion: '' });
    await waitFor(() => expect(screen.getByTestId('version-line')).toHaveTextContent('Backend 0.4.2'));
  });

  it('does not ask for the version before the menu opens', () => {
    const { api, adapter } = apiWithAbout({ appVersion: '0.4.2' });
    renderShell(<UserMenu />, { route: '/health', registry: new RemoteRegistry(), services: testServices({ api }) });
    expect(adapter).not.toHaveBeenCalled();
  });

  it('says NA when the about call fails', async () => {
    await openMenu({}, 404);
    await waitFor(() => expect(screen.getByTestId('version-line')).toHaveTextContent('Version 1.0.871 · Backend NA'));
  });

  it('opens the kubeconfig modal with its three steps', async () => {
    const { user } = await openMenu();
    await choose(user, 'Download kubeconfig');
    const dialog = await screen.findByRole('dialog', { name: 'Download and install kubeconfig' });
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(within(steps[0]!).getByRole('link', { name: 'Download localhost-kubeconfig.yaml' })).toHaveAttribute(
      'href',
      '/api/kubeconfig',
    );
    expect(steps[1]).toHaveTextContent('kubectl --kubeconfig ./localhost-kubeconfig.yaml get canaries --all-namespaces');
    expect(within(steps[2]!).getByRole('link', { name: /Learn more/ })).toHaveAttribute('target', '_blank');
    // Like every kit dialog it expands to the window and shrinks back.
    await user.click(within(dialog).getByRole('button', { name: 'Expand' }));
    expect(dialog).toHaveAttribute('data-expanded', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Shrink' }));
    expect(dialog).toHaveAttribute('data-expanded', 'false');
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the kubeconfig when the backend reaches a cluster', async () => {
    const { menu } = await openMenu({ appVersion: '0.4.2', kubeproxy: true });
    await waitFor(() => expect(screen.getByTestId('version-line')).toHaveTextContent('Backend 0.4.2'));
    const item = within(menu).getByRole('menuitem', { name: 'Download kubeconfig' });
    expect(item).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('says the kubeconfig is unavailable, and offers no file, when the backend reaches no cluster', async () => {
    const { user, menu } = await openMenu({ appVersion: '0.4.2', kubeproxy: false });
    const item = await within(menu).findByRole('menuitem', { name: 'Kubeconfig unavailable on this deployment' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).queryByRole('menuitem', { name: 'Download kubeconfig' })).not.toBeInTheDocument();
    item.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /kubeconfig\.yaml/ })).not.toBeInTheDocument();
  });

  it('is replaced by the hosted provider controls', async () => {
    renderShell(<UserMenu />, {
      route: '/health',
      registry: new RemoteRegistry(),
      services: testServices({ identityProvider: 'hosted' }),
    });
    expect(await screen.findByText('organization switcher')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();
  });
});
