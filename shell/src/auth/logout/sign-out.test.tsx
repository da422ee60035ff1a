import { screen, waitFor } from '@testing-library/react';
import axios from 'axios';
import userEvent from '@testing-library/user-event';
import { ShellServicesProvider } from '@opsdeck/shared/services';
import { renderWithProviders, testServices } from '@opsdeck/shared/testing';
import { UserMenu } from '../../layout/UserMenu';
import { frontendApi } from '../self-service/api/frontend-api';
import { signOut } from './sign-out';
import { trackBrowserNavigation } from '../testing/browser-navigation';

jest.mock('../self-service/api/frontend-api', () => ({
  frontendApi: { createBrowserLogoutFlow: jest.fn(), updateLogoutFlow: jest.fn() },
}));
// The menu's version line asks the backend for its version: answered here, not over the network.
jest.mock('../../layout/useBackendVersion', () => ({ useBackendVersion: () => '1.0.0', useKubeconfigAvailable: () => true }));
const api = jest.mocked(frontendApi);

/** Console API calls are not expected here: any would fail the test instead of reaching the network. */
const offlineServices = () =>
  testServices({
    api: axios.create({
      adapter: (config) => Promise.reject(new Error(`unexpected request ${config.method?.toUpperCase()} ${config.url}`)),
    }),
  });

/** Chooses a menu entry with the keyboard (jsdom's pointer events do not select Ark menu items). */
async function chooseMenuItem(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
  const item = await screen.findByRole('menuitem', { name });
  for (let step = 0; step < 5 && !item.hasAttribute('data-highlighted'); step += 1) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
}

const navigation = trackBrowserNavigation();
beforeEach(() => {
  jest.resetAllMocks();
  api.createBrowserLogoutFlow.mockResolvedValue({
    data: { logout_token: 'tok', logout_url: '/api/.ory/self-service/logout?token=tok' },
  } as never);
  api.updateLogoutFlow.mockResolvedValue({ data: undefined } as never);
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('sign-out', () => {
  it('uses the logout token and returns to the given path', async () => {
    await signOut('/catalog?type=Pod');
    expect(api.createBrowserLogoutFlow).toHaveBeenCalledWith({ returnTo: '/catalog?type=Pod' });
    expect(api.updateLogoutFlow).toHaveBeenCalledWith({ token: 'tok', returnTo: '/catalog?type=Pod' });
    expect(navigation.assign).toHaveBeenCalledWith('/catalog?type=Pod');
  });

  it('the user menu signs out back to the current path and query', async () => {
    window.history.replaceState(null, '', '/health?checkId=c1&timeRange=1h');
    renderWithProviders(
      <ShellServicesProvider services={offlineServices()}>
        <UserMenu />
      </ShellServicesProvider>,
    );
    await chooseMenuItem('Sign out');
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/health?checkId=c1&timeRange=1h'));
    expect(api.updateLogoutFlow).toHaveBeenCalledWith({ token: 'tok', returnTo: '/health?checkId=c1&timeRange=1h' });
  });

  it('the user menu opens the profile settings', async () => {
    const view = renderWithProviders(
      <ShellServicesProvider services={offlineServices()}>
        <UserMenu />
      </ShellServicesProvider>,
      { route: '/topology' },
    );
    await chooseMenuItem('Your Profile');
    await waitFor(() => expect(view.location().pathname).toBe('/profile-settings'));
  });
});
