import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@opsdeck/shared/testing';
import { frontendApi } from '../self-service/api/frontend-api';
import { anchorNode, flow, flowError, hidden, httpError, input, submit, text } from '../testing/flow-fixtures';
import { VerificationPage } from './VerificationPage';

jest.mock('../self-service/api/frontend-api', () => ({
  frontendApi: { createBrowserVerificationFlow: jest.fn(), getVerificationFlow: jest.fn(), updateVerificationFlow: jest.fn() },
}));
const api = jest.mocked(frontendApi);
const answer = (data: unknown) => ({ data }) as never;

const codeStep = flow(
  'ver-1',
  [
    input('code', 'code', { label: 'Verification code' }),
    hidden('code', 'method', 'code'),
    submit('code', 'method', 'code', 'Continue'),
  ],
  {
    state: 'sent_email',
  },
);
const passed = flow('ver-1', [anchorNode('code', 'continue', 'http://console.local/', 'Continue')], {
  state: 'passed_challenge',
  messages: [text(1080002, 'You successfully verified your email address.', 'success')],
});

beforeEach(() => jest.resetAllMocks());

describe('VerificationPage', () => {
  it('checks the code and shows the success message with the link onwards', async () => {
    api.getVerificationFlow.mockResolvedValue(answer(codeStep));
    api.updateVerificationFlow.mockResolvedValue(answer(passed));
    renderWithProviders(<VerificationPage />, { route: '/verification?flow=ver-1' });
    expect(screen.getByRole('heading', { name: 'Verify your account' })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Verification code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You successfully verified your email address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', 'http://console.local/');
  });

  it.each([410, 403])('a %s when fetching the flow starts /verification again', async (status) => {
    api.getVerificationFlow.mockRejectedValue(httpError(status, { error: { code: status } }));
    api.createBrowserVerificationFlow.mockResolvedValue(answer(codeStep));
    const view = renderWithProviders(<VerificationPage />, {
      route: '/verification?flow=gone&return_to=%2Fhealth',
      path: '/verification',
    });
    await waitFor(() => expect(api.createBrowserVerificationFlow).toHaveBeenCalledWith({ returnTo: '/health' }));
    await waitFor(() => expect(view.location().search).toBe('?return_to=%2Fhealth&flow=ver-1'));
  });

  it('a 400 when creating the flow goes to /', async () => {
    api.createBrowserVerificationFlow.mockRejectedValue(flowError(400, undefined));
    const view = renderWithProviders(<VerificationPage />, { route: '/verification', path: '/verification' });
    await waitFor(() => expect(view.location().pathname).toBe('/'));
  });
});
