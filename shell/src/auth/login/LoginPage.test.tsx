import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@opsdeck/shared/testing';
import { frontendApi } from '../self-service/api/frontend-api';
import { flowError, httpError, passwordLoginFlow } from '../testing/flow-fixtures';
import { LoginPage } from './LoginPage';
import { trackBrowserNavigation } from '../testing/browser-navigation';

jest.mock('../self-service/api/frontend-api', () => ({
  frontendApi: { createBrowserLoginFlow: jest.fn(), getLoginFlow: jest.fn(), updateLoginFlow: jest.fn(), toSession: jest.fn() },
}));
const api = jest.mocked(frontendApi);
const answer = (data: unknown) => ({ data }) as never;
const session = { session: { id: 's1' }, continue_with: [] };

const navigation = trackBrowserNavigation();
beforeEach(() => {
  jest.resetAllMocks();
  api.createBrowserLoginFlow.mockResolvedValue(answer(passwordLoginFlow('login-1')));
});

const renderLogin = (route: string) => renderWithProviders(<LoginPage />, { route, path: '/login' });

describe('LoginPage', () => {
  it('asks to sign in and links to account recovery', async () => {
    renderLogin('/login');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign In to your account');
    expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/recovery');
    expect(await screen.findByLabelText('E-Mail')).toBeInTheDocument();
    expect(document.title).toBe('Sign In | Opsdeck');
  });

  it('sends an invite link on to the registration of the invited account, keeping return_to, without a login flow', async () => {
    const view = renderLogin('/login?invite=0b5a6f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b&return_to=%2Fhealth');
    await waitFor(() => expect(view.location().pathname).toBe('/registration'));
    expect(view.location().search).toBe('?invite=0b5a6f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b&return_to=%2Fhealth');
    expect(api.createBrowserLoginFlow).not.toHaveBeenCalled();
  });

  it('passes return_to, refresh and aal to the new flow', async () => {
    renderLogin('/login?return_to=%2Fcatalog&refresh=true&aal=aal2');
    await waitFor(() =>
      expect(api.createBrowserLoginFlow).toHaveBeenCalledWith({ returnTo: '/catalog', refresh: true, aal: 'aal2' }),
    );
  });

  it('titles the second factor and the refresh', async () => {
    api.getLoginFlow.mockResolvedValueOnce(answer(passwordLoginFlow('f2', { requested_aal: 'aal2' })));
    const view = renderLogin('/login?flow=f2');
    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeInTheDocument();
    view.unmount();
    renderLogin('/login?refresh=true');
    expect(screen.getByRole('heading', { name: 'Confirm Action' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('signs in and goes to the return_to of the flow', async () => {
    api.createBrowserLoginFlow.mockResolvedValue(
      answer(passwordLoginFlow('login-1', { return_to: 'http://console.local/catalog?type=Pod' })),
    );
    api.updateLoginFlow.mockResolvedValue(answer(session));
    renderLogin('/login?return_to=%2Fcatalog%3Ftype%3DPod');
    await userEvent.type(await screen.findByLabelText('E-Mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.updateLoginFlow).toHaveBeenCalledWith({
      flow: 'login-1',
      updateLoginFlowBody: { csrf_token: 'csrf-1', identifier: 'ada@example.com', password: 'secret-pass', method: 'password' },
    });
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('http://console.local/catalog?type=Pod'));
  });

  it('goes to a same-origin return_to of the query, never to another site, default /', async () => {
    api.updateLoginFlow.mockResolvedValue(answer(session));
    const view = renderLogin('/login?return_to=%2Fhealth');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenLastCalledWith('/health'));
    view.unmount();
    renderLogin('/login?return_to=%2F%2Fevil.example');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenLastCalledWith('/'));
  });

  it('submits username and password from the query by itself, once, and drops them from the address', async () => {
    api.updateLoginFlow.mockResolvedValue(answer(session));
    const view = renderLogin('/login?username=ada%40example.com&password=pw&return_to=%2Ftopology');
    await waitFor(() =>
      expect(api.updateLoginFlow).toHaveBeenCalledWith({
        flow: 'login-1',
        updateLoginFlowBody: { csrf_token: 'csrf-1', identifier: 'ada@example.com', password: 'pw', method: 'password' },
      }),
    );
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/topology'));
    await waitFor(() => expect(view.location().search).toBe('?return_to=%2Ftopology&flow=login-1'));
    expect(api.updateLoginFlow).toHaveBeenCalledTimes(1);
  });

  it('shows the invalid-credentials message of a 400', async () => {
    const rejected = passwordLoginFlow('login-1', {
      messages: [{ id: 4000006, type: 'error', text: 'The provided credentials are invalid, check for spelling mistakes.' }],
    });
    api.updateLoginFlow.mockRejectedValue(httpError(400, rejected));
    renderLogin('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The provided credentials are invalid, check for spelling mistakes.')).toBeInTheDocument();
  });

  it('already signed in: a session owing its second factor goes to the second-factor login', async () => {
    api.createBrowserLoginFlow.mockRejectedValue(flowError(400, 'session_already_available'));
    api.toSession.mockRejectedValue(flowError(403, 'session_aal2_required'));
    const view = renderWithProviders(<LoginPage />, { route: '/login?return_to=%2Fcatalog' });
    await waitFor(() => expect(view.location().search).toBe('?aal=aal2&return_to=%2Fcatalog'));
  });

  it('signed out, the second-factor login starts the sign-in instead, keeping return_to', async () => {
    api.createBrowserLoginFlow.mockImplementation(async (request) => {
      if ((request as { aal?: string }).aal === 'aal2') throw flowError(401, 'session_aal1_required');
      return answer(passwordLoginFlow('login-after-aal2'));
    });
    const view = renderWithProviders(<LoginPage />, { route: '/login?aal=aal2&return_to=%2Fcatalog' });
    await waitFor(() => expect(view.location().search).toBe('?return_to=%2Fcatalog'));
    expect(await screen.findByRole('heading', { name: 'Sign In to your account' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.createBrowserLoginFlow).toHaveBeenLastCalledWith(expect.objectContaining({ returnTo: '/catalog' })),
    );
    expect(api.createBrowserLoginFlow.mock.lastCall?.[0]).not.toHaveProperty('aal', 'aal2');
  });

  it('already signed in with a full session: goes to /', async () => {
    api.createBrowserLoginFlow.mockRejectedValue(flowError(400, 'session_already_available'));
    api.toSession.mockResolvedValue(answer({ id: 's1', active: true }));
    const view = renderWithProviders(<LoginPage />, { route: '/login' });
    await waitFor(() => expect(view.location().pathname).toBe('/'));
  });
});
