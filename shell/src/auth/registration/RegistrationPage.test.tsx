import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@opsdeck/shared/testing';
import { frontendApi } from '../self-service/api/frontend-api';
import { flow, input, submit } from '../testing/flow-fixtures';
import { RegistrationPage } from './RegistrationPage';
import { trackBrowserNavigation } from '../testing/browser-navigation';

jest.mock('../self-service/api/frontend-api', () => ({
  frontendApi: { createBrowserRegistrationFlow: jest.fn(), getRegistrationFlow: jest.fn(), updateRegistrationFlow: jest.fn() },
}));
const api = jest.mocked(frontendApi);
const answer = (data: unknown) => ({ data }) as never;

const registrationFlow = (extras: Record<string, unknown> = {}) =>
  flow(
    'reg-1',
    [
      input('default', 'traits.email', { type: 'email', label: 'E-Mail' }),
      input('default', 'traits.name.first', { label: 'First Name' }),
      input('password', 'password', { type: 'password', label: 'Password' }),
      submit('password', 'method', 'password', 'Sign up'),
    ],
    extras,
  );

const navigation = trackBrowserNavigation();
beforeEach(() => {
  jest.resetAllMocks();
});

describe('RegistrationPage', () => {
  it('creates an account with the server fields, then goes to the flow return_to', async () => {
    api.createBrowserRegistrationFlow.mockResolvedValue(answer(registrationFlow({ return_to: 'http://console.local/health' })));
    api.updateRegistrationFlow.mockResolvedValue(answer({ session: { id: 's' }, identity: { id: 'i' }, continue_with: [] }));
    renderWithProviders(<RegistrationPage />, { route: '/registration?return_to=%2Fhealth' });
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('E-Mail'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('First Name'), 'New');
    await userEvent.type(screen.getByLabelText('Password'), 'a long passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(api.updateRegistrationFlow).toHaveBeenCalledWith({
      flow: 'reg-1',
      updateRegistrationFlowBody: {
        csrf_token: 'csrf-1',
        'traits.email': 'new@example.com',
        'traits.name.first': 'New',
        password: 'a long passphrase',
        method: 'password',
      },
    });
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('http://console.local/health'));
  });

  it('goes to / when the flow has no return_to, and links to sign-in keeping return_to', async () => {
    api.createBrowserRegistrationFlow.mockResolvedValue(answer(registrationFlow()));
    api.updateRegistrationFlow.mockResolvedValue(answer({ session: { id: 's' } }));
    renderWithProviders(<RegistrationPage />, { route: '/registration?return_to=%2Fhealth' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?return_to=%2Fhealth');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/'));
  });

  it('creates the flow of an invitation with its invite, keeping return_to, and shows the invited address', async () => {
    const invited = flow('reg-1', [
      input('default', 'traits.email', { type: 'email', label: 'E-Mail', value: 'invitee@example.com' }),
      input('password', 'password', { type: 'password', label: 'Password' }),
      submit('password', 'method', 'password', 'Sign up'),
    ]);
    api.createBrowserRegistrationFlow.mockResolvedValue(answer(invited));
    const view = renderWithProviders(<RegistrationPage />, {
      route: '/registration?invite=0b5a6f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b&return_to=%2Fhealth',
    });
    expect(await screen.findByLabelText('E-Mail')).toHaveValue('invitee@example.com');
    expect(api.createBrowserRegistrationFlow).toHaveBeenCalledWith(
      { returnTo: '/health' },
      { params: { invite: '0b5a6f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' } },
    );
    // The flow id joins the address; the invite stays for a reload to create the same kind of flow.
    await waitFor(() => expect(new URLSearchParams(view.location().search).get('flow')).toBe('reg-1'));
  });

  it('creates a plain flow without an invite', async () => {
    api.createBrowserRegistrationFlow.mockResolvedValue(answer(registrationFlow()));
    renderWithProviders(<RegistrationPage />, { route: '/registration' });
    await screen.findByLabelText('E-Mail');
    expect(api.createBrowserRegistrationFlow).toHaveBeenCalledWith({ returnTo: undefined });
  });
});
