import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@opsdeck/shared/testing';
import { frontendApi } from '../self-service/api/frontend-api';
import { flow, flowError, hidden, input, submit, text } from '../testing/flow-fixtures';
import { RecoveryPage } from './RecoveryPage';
import { trackBrowserNavigation } from '../testing/browser-navigation';

jest.mock('../self-service/api/frontend-api', () => ({
  frontendApi: { createBrowserRecoveryFlow: jest.fn(), getRecoveryFlow: jest.fn(), updateRecoveryFlow: jest.fn() },
}));
const api = jest.mocked(frontendApi);
const answer = (data: unknown) => ({ data }) as never;

const emailStep = flow('rec-1', [
  input('code', 'email', { type: 'email', label: 'Email' }),
  submit('code', 'method', 'code', 'Submit'),
]);
const codeStep = flow(
  'rec-1',
  [
    input('code', 'code', { label: 'Recovery code' }),
    hidden('code', 'method', 'code'),
    submit('code', 'method', 'code', 'Continue'),
    submit('code', 'email', 'ada@example.com', 'Resend code'),
  ],
  { state: 'sent_email', messages: [text(1060003, 'An email containing a recovery code has been sent.')] },
);

const navigation = trackBrowserNavigation();
beforeEach(() => {
  jest.resetAllMocks();
});

describe('RecoveryPage', () => {
  it('sends the code, asks for it, and follows the server to the settings page', async () => {
    api.createBrowserRecoveryFlow.mockResolvedValue(answer(emailStep));
    api.updateRecoveryFlow.mockResolvedValueOnce(answer(codeStep)).mockRejectedValueOnce(
      flowError(422, 'browser_location_change_required', {
        redirect_browser_to: 'http://console.local/profile-settings?flow=s1',
      }),
    );
    renderWithProviders(<RecoveryPage />, { route: '/recovery' });
    expect(screen.getByRole('heading', { name: 'Recover account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/login');

    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('An email containing a recovery code has been sent.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Recovery code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(api.updateRecoveryFlow).toHaveBeenLastCalledWith({
      flow: 'rec-1',
      updateRecoveryFlowBody: { csrf_token: 'csrf-1', code: '123456', method: 'code' },
    });
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('http://console.local/profile-settings?flow=s1'));
  });

  it('resends the code with the address the server put on the button', async () => {
    api.createBrowserRecoveryFlow.mockResolvedValue(answer(codeStep));
    api.updateRecoveryFlow.mockResolvedValue(answer(codeStep));
    renderWithProviders(<RecoveryPage />, { route: '/recovery' });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(api.updateRecoveryFlow).toHaveBeenCalledWith({
      flow: 'rec-1',
      updateRecoveryFlowBody: { csrf_token: 'csrf-1', code: '', method: 'code', email: 'ada@example.com' },
    });
  });
});
