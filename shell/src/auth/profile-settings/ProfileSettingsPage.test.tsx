import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@opsdeck/shared/testing';
import { frontendApi } from '../self-service/api/frontend-api';
import { flow, flowError, imageNode, input, submit, text, textNode } from '../testing/flow-fixtures';
import { ProfileSettingsPage } from './ProfileSettingsPage';
import { trackBrowserNavigation } from '../testing/browser-navigation';

jest.mock('../self-service/api/frontend-api', () => ({
  frontendApi: { createBrowserSettingsFlow: jest.fn(), getSettingsFlow: jest.fn(), updateSettingsFlow: jest.fn() },
}));
const api = jest.mocked(frontendApi);
const answer = (data: unknown) => ({ data }) as never;

const settingsFlow = (extras: Record<string, unknown> = {}) =>
  flow(
    'set-1',
    [
      input('profile', 'traits.email', { type: 'email', label: 'E-Mail', value: 'ada@example.com' }),
      submit('profile', 'method', 'profile', 'Save'),
      input('password', 'password', { type: 'password', label: 'Password' }),
      submit('password', 'method', 'password', 'Save'),
      imageNode('totp', 'totp_qr', 'data:image/png;base64,AAAA', 'Authenticator app QR code'),
      textNode('totp', 'totp_secret_key', text(1050006, 'JBSWY3DPEHPK3PXP'), 'This is your authenticator app secret.'),
      input('totp', 'totp_code', { label: 'Verify code' }),
      submit('totp', 'method', 'totp', 'Save'),
      submit('lookup_secret', 'lookup_secret_regenerate', 'true', 'Generate new backup recovery codes'),
    ],
    extras,
  );

const navigation = trackBrowserNavigation();
beforeEach(() => {
  jest.resetAllMocks();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('ProfileSettingsPage', () => {
  it('shows the six sections, with forms for the methods the server sends and a note for the others', async () => {
    api.createBrowserSettingsFlow.mockResolvedValue(answer(settingsFlow()));
    renderWithProviders(<ProfileSettingsPage />, { route: '/profile-settings' });
    await screen.findByLabelText('E-Mail');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Profile Settings',
      'Change Password',
      'Manage Social Sign In',
      'Manage 2FA Backup Recovery Codes',
      'Manage 2FA TOTP Authenticator App',
      'Manage Hardware Tokens and Biometrics',
    ]);
    const social = screen.getByRole('region', { name: 'Manage Social Sign In' });
    expect(within(social).getByText('No social sign-in providers are configured on this server.')).toBeInTheDocument();
    expect(within(social).queryByRole('button')).not.toBeInTheDocument();
    const keys = screen.getByRole('region', { name: 'Manage Hardware Tokens and Biometrics' });
    expect(within(keys).getByText('Hardware tokens and biometrics are not enabled on this server.')).toBeInTheDocument();
    const totp = screen.getByRole('region', { name: 'Manage 2FA TOTP Authenticator App' });
    expect(within(totp).getByRole('img', { name: 'Authenticator app QR code' })).toBeInTheDocument();
    expect(within(totp).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Profile Settings | Opsdeck');
  });

  it.each([
    ['/%09/evil.example', '/'],
    ['/%0A/evil.example', '/'],
    ['%5C%5Cevil.example', '/'],
    ['/%5Cevil.example', '/'],
    ['%2Fhealth', '/health'],
  ])('"Go back" follows return_to=%s only on this origin', async (returnTo, href) => {
    api.createBrowserSettingsFlow.mockResolvedValue(answer(settingsFlow()));
    renderWithProviders(<ProfileSettingsPage />, { route: `/profile-settings?return_to=${returnTo}` });
    await screen.findByLabelText('E-Mail');
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', href);
  });

  it('"Go back" returns where the user came from, over the flow\'s default return address', async () => {
    api.createBrowserSettingsFlow.mockResolvedValue(answer(settingsFlow({ return_to: 'http://console.local/' })));
    renderWithProviders(<ProfileSettingsPage />, { route: '/profile-settings?return_to=%2Fcatalog%3Ftype%3DPod' });
    await screen.findByLabelText('E-Mail');
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/catalog?type=Pod');
  });

  it('shows hardware keys and social sign-in when the server offers them', async () => {
    api.createBrowserSettingsFlow.mockResolvedValue(
      answer(
        flow('set-2', [
          submit('oidc', 'link', 'github', 'Link GitHub'),
          submit('webauthn', 'webauthn_register_trigger', '', 'Add security key'),
        ]),
      ),
    );
    renderWithProviders(<ProfileSettingsPage />, { route: '/profile-settings' });
    const social = await screen.findByRole('region', { name: 'Manage Social Sign In' });
    expect(within(social).getByRole('button', { name: 'Link GitHub' })).toBeInTheDocument();
    const keys = screen.getByRole('region', { name: 'Manage Hardware Tokens and Biometrics' });
    expect(within(keys).getByRole('button', { name: 'Add security key' })).toBeInTheDocument();
  });

  it('submits one section alone and clears the saved banner after 10 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.createBrowserSettingsFlow.mockResolvedValue(answer(settingsFlow()));
    api.updateSettingsFlow.mockResolvedValue(
      answer(settingsFlow({ state: 'success', messages: [text(1050001, 'Your changes have been saved!', 'success')] })),
    );
    renderWithProviders(<ProfileSettingsPage />, { route: '/profile-settings' });
    const password = within(await screen.findByRole('region', { name: 'Change Password' }));
    await user.type(password.getByLabelText('Password'), 'a new passphrase');
    await user.click(password.getByRole('button', { name: 'Save' }));
    expect(api.updateSettingsFlow).toHaveBeenCalledWith({
      flow: 'set-1',
      updateSettingsFlowBody: { csrf_token: 'csrf-1', password: 'a new passphrase', method: 'password' },
    });
    expect(await screen.findByText('Your changes have been saved!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(9_900));
    expect(screen.getByText('Your changes have been saved!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Your changes have been saved!')).not.toBeInTheDocument();
  });

  it('a change that needs a fresh sign-in goes to the refresh login', async () => {
    api.createBrowserSettingsFlow.mockResolvedValue(answer(settingsFlow()));
    api.updateSettingsFlow.mockRejectedValue(
      flowError(403, 'session_refresh_required', {
        redirect_browser_to: '/api/.ory/self-service/login/browser?refresh=true&return_to=x',
      }),
    );
    renderWithProviders(<ProfileSettingsPage />, { route: '/profile-settings' });
    const totp = within(await screen.findByRole('region', { name: 'Manage 2FA TOTP Authenticator App' }));
    await userEvent.type(totp.getByLabelText('Verify code'), '123456');
    await userEvent.click(totp.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith('/api/.ory/self-service/login/browser?refresh=true&return_to=x'),
    );
  });

  it('signed out: goes to login with this page as return_to', async () => {
    api.createBrowserSettingsFlow.mockRejectedValue(flowError(401, 'session_inactive'));
    const view = renderWithProviders(<ProfileSettingsPage />, { route: '/profile-settings', path: '/profile-settings' });
    await waitFor(() =>
      expect(`${view.location().pathname}${view.location().search}`).toBe('/login?return_to=%2Fprofile-settings'),
    );
  });
});
