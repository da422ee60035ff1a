import { AxiosError } from 'axios';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_ERROR } from '@opsdeck/contracts';
import { renderWithProviders } from '@opsdeck/shared/testing';
import { FlowView } from '../components/FlowView';
import { flow, flowError, httpError, input, submit, text } from '../../testing/flow-fixtures';
import { useSelfServiceFlow, type FlowClient } from './useSelfServiceFlow';
import { trackBrowserNavigation } from '../../testing/browser-navigation';

const formFlow = (id: string, messages: ReturnType<typeof text>[] = []) =>
  flow(id, [
    input('profile', 'traits.email', { type: 'email', label: 'E-Mail', messages }),
    submit('profile', 'method', 'profile', 'Save'),
  ]);

function fakeClient(overrides: Partial<Record<keyof FlowClient, jest.Mock>> = {}) {
  return {
    create: overrides.create ?? jest.fn().mockResolvedValue(formFlow('created')),
    get: overrides.get ?? jest.fn().mockImplementation((id: string) => Promise.resolve(formFlow(id))),
    submit: overrides.submit ?? jest.fn().mockResolvedValue(formFlow('created')),
  };
}

function Harness({ client }: { client: FlowClient }) {
  return <FlowView state={useSelfServiceFlow(client)} />;
}

/** Mounted on its own path only, as a page is: leaving it unmounts the flow. */
function renderFlow(client: FlowClient, route = '/profile-settings?return_to=%2Fcatalog') {
  return renderWithProviders(<Harness client={client} />, { route, path: route.split('?')[0] });
}

async function save() {
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
}

const navigation = trackBrowserNavigation();

describe('useSelfServiceFlow', () => {
  it('creates a flow with the query options and records its id in the address', async () => {
    const client = fakeClient();
    const view = renderFlow(client);
    expect(await screen.findByLabelText('E-Mail')).toBeInTheDocument();
    expect(client.create.mock.calls[0][0].get('return_to')).toBe('/catalog');
    await waitFor(() => expect(view.location().search).toBe('?return_to=%2Fcatalog&flow=created'));
    expect(client.get).not.toHaveBeenCalled();
  });

  it('fetches the flow named by ?flow= instead of creating one', async () => {
    const client = fakeClient();
    renderFlow(client, '/profile-settings?flow=existing');
    await screen.findByLabelText('E-Mail');
    expect(client.get).toHaveBeenCalledWith('existing');
    expect(client.create).not.toHaveBeenCalled();
  });

  it('shows the field messages of the flow a 400 answers with', async () => {
    const client = fakeClient({
      submit: jest
        .fn()
        .mockRejectedValue(httpError(400, formFlow('created', [text(4000002, 'Property email is missing.', 'error')]))),
    });
    renderFlow(client);
    await save();
    expect(await screen.findByText('Property email is missing.')).toBeInTheDocument();
  });

  it('restarts an expired flow (410) it was asked to fetch', async () => {
    const client = fakeClient({ get: jest.fn().mockRejectedValue(httpError(410, { error: { code: 410 } })) });
    const view = renderFlow(client, '/profile-settings?flow=old&return_to=%2Fx');
    await waitFor(() => expect(client.create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(view.location().search).toBe('?return_to=%2Fx&flow=created'));
  });

  it('self_service_flow_expired on submit: toast, then the successor flow', async () => {
    const client = fakeClient({
      submit: jest.fn().mockRejectedValue(flowError(410, 'self_service_flow_expired', { use_flow_id: 'successor' })),
    });
    const view = renderFlow(client);
    await save();
    expect(await screen.findByText('Your interaction expired, please fill out the form again.')).toBeInTheDocument();
    await waitFor(() => expect(client.get).toHaveBeenCalledWith('successor'));
    expect(view.location().search).toBe('?return_to=%2Fcatalog&flow=successor');
  });

  it('security_csrf_violation on submit: toast, then a new flow', async () => {
    const client = fakeClient({ submit: jest.fn().mockRejectedValue(flowError(403, 'security_csrf_violation')) });
    client.create.mockResolvedValueOnce(formFlow('first')).mockResolvedValueOnce(formFlow('second'));
    const view = renderFlow(client);
    await save();
    expect(await screen.findByText('A security violation was detected, please fill out the form again.')).toBeInTheDocument();
    await waitFor(() => expect(view.location().search).toBe('?return_to=%2Fcatalog&flow=second'));
  });

  it('self_service_flow_return_to_forbidden on create: toast, then a flow without return_to', async () => {
    const create = jest
      .fn()
      .mockRejectedValueOnce(flowError(400, 'self_service_flow_return_to_forbidden'))
      .mockResolvedValue(formFlow('plain'));
    const view = renderFlow(fakeClient({ create }), '/recovery?return_to=https%3A%2F%2Fevil.example');
    expect(await screen.findByText('The return_to address is not allowed.')).toBeInTheDocument();
    await waitFor(() => expect(view.location().search).toBe('?flow=plain'));
    expect(create.mock.calls[1][0].has('return_to')).toBe(false);
  });

  it('security_identity_mismatch restarts without a toast', async () => {
    const client = fakeClient({ submit: jest.fn().mockRejectedValue(flowError(403, 'security_identity_mismatch')) });
    client.create.mockResolvedValueOnce(formFlow('mine')).mockResolvedValueOnce(formFlow('fresh'));
    const view = renderFlow(client);
    await save();
    await waitFor(() => expect(view.location().search).toBe('?return_to=%2Fcatalog&flow=fresh'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(client.create).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['session_aal2_required', 403],
    ['session_refresh_required', 403],
    ['browser_location_change_required', 422],
  ])('%s on submit sends the browser to redirect_browser_to', async (id, status) => {
    const client = fakeClient({
      submit: jest.fn().mockRejectedValue(flowError(status, id, { redirect_browser_to: `http://x/${id}` })),
    });
    renderFlow(client);
    await save();
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith(`http://x/${id}`));
  });

  it('session_already_available goes to /', async () => {
    const view = renderFlow(
      fakeClient({ create: jest.fn().mockRejectedValue(flowError(400, 'session_already_available')) }),
      '/registration',
    );
    await waitFor(() => expect(view.location().pathname).toBe('/'));
  });

  it('session_inactive goes to login with this page as return_to', async () => {
    const view = renderFlow(
      fakeClient({ create: jest.fn().mockRejectedValue(flowError(401, 'session_inactive')) }),
      '/profile-settings?return_to=%2Fa',
    );
    await waitFor(() => expect(view.location().pathname).toBe('/login'));
    expect(new URLSearchParams(view.location().search).get('return_to')).toBe('/profile-settings?return_to=%2Fa');
  });

  it('a network failure on load shows the message and a working retry', async () => {
    const create = jest
      .fn()
      .mockRejectedValueOnce(new AxiosError('Network Error', AxiosError.ERR_NETWORK))
      .mockResolvedValue(formFlow('later'));
    renderFlow(fakeClient({ create }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('E-Mail')).toBeInTheDocument();
  });
});
