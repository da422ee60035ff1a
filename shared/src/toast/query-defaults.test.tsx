import { transportError } from '@opsdeck/contracts';
import { onlineManager, useMutation, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPanel } from '../errors/ErrorPanel';
import { Button } from '../primitives';
import { useApi } from '../services/context';
import { renderPage } from '../testing';
import { toaster } from './toaster';

function Reader() {
  const api = useApi();
  const query = useQuery({ queryKey: ['things'], queryFn: () => api.get('/db/things') });
  const save = useMutation({ mutationFn: () => api.post('/db/things', {}) });
  return (
    <>
      {query.isError ? <ErrorPanel error={query.error} /> : <p>{query.isPending ? 'loading' : 'loaded'}</p>}
      <Button onClick={() => save.mutate()}>Save</Button>
    </>
  );
}

const toastTexts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);

function goOffline(offline: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => !offline });
  onlineManager.setOnline(!offline);
}

afterEach(() => {
  goOffline(false);
  act(() => {
    toaster.remove();
  });
});

describe('the console query defaults', () => {
  it('sends requests while offline, so they fail with the offline text once, instead of waiting forever', async () => {
    goOffline(true);
    const { adapter } = renderPage(<Reader />, { handler: transportError('ERR_NETWORK', 'Network Error') });
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('No internet connection. Please try again.');
    // Offline, a retry would fail the same way: one request, one toast.
    expect(adapter.requests).toHaveLength(1);
    await waitFor(() => expect(toastTexts()).toEqual(['No internet connection. Please try again.']));
  });

  it("toasts a failed write with the server's error text, once", async () => {
    const user = userEvent.setup();
    renderPage(<Reader />, {
      handler: (config) => (config.method === 'post' ? { status: 400, data: { error: 'name is required' } } : { data: [] }),
    });
    await screen.findByText('loaded');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toHaveLength(1));
  });

  it('says "An error occurred" for a failed write whose answer names no error', async () => {
    const user = userEvent.setup();
    renderPage(<Reader />, { handler: (config) => (config.method === 'post' ? { status: 500, data: '' } : { data: [] }) });
    await screen.findByText('loaded');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });
});
