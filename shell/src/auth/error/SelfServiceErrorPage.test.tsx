import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@opsdeck/shared/testing';
import { frontendApi } from '../self-service/api/frontend-api';
import { httpError } from '../testing/flow-fixtures';
import { SelfServiceErrorPage } from './SelfServiceErrorPage';

jest.mock('../self-service/api/frontend-api', () => ({ frontendApi: { getFlowError: jest.fn() } }));
const api = jest.mocked(frontendApi);

beforeEach(() => jest.resetAllMocks());

describe('SelfServiceErrorPage', () => {
  it('fetches the error by id and shows it as JSON', async () => {
    const error = { code: 500, status: 'Internal Server Error', message: 'database unreachable' };
    api.getFlowError.mockResolvedValue({ data: { id: 'e1', error, created_at: '2024-01-01T00:00:00Z' } } as never);
    renderWithProviders(<SelfServiceErrorPage />, { route: '/error?id=e1', path: '/error' });
    const details = await screen.findByLabelText('Error details');
    expect(JSON.parse(details.textContent ?? '')).toEqual(error);
    expect(api.getFlowError).toHaveBeenCalledWith({ id: 'e1' });
  });

  it.each([404, 403, 410])('a %s sends the user to /', async (status) => {
    api.getFlowError.mockRejectedValue(httpError(status, { error: { code: status } }));
    const view = renderWithProviders(<SelfServiceErrorPage />, { route: '/error?id=e1', path: '/error' });
    await waitFor(() => expect(view.location().pathname).toBe('/'));
  });

  it('any other failure stays and says what went wrong', async () => {
    api.getFlowError.mockRejectedValue(httpError(500, { error: { code: 500, message: 'upstream failed' } }));
    renderWithProviders(<SelfServiceErrorPage />, { route: '/error?id=e1', path: '/error' });
    expect(await screen.findByRole('alert')).toHaveTextContent('upstream failed');
  });
});
