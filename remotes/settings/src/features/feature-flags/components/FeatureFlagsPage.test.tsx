import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { FeatureFlagsPage } from './FeatureFlagsPage';

// Dialog flows with many interactions outlast the default 5 s on a loaded machine.
jest.setTimeout(30_000);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

/** The key under which the shell keeps the flags the sidebar reads. */
const SHELL_FLAGS_KEY = ['db', 'properties', 'flags'];

function server() {
  const rows = [{ name: 'logs.disable', value: 'true', updated_at: null }];
  return (config: { method?: string; url?: string; data?: unknown }) => {
    if (config.method === 'post') {
      rows.push({ ...(JSON.parse(String(config.data)) as { name: string; value: string }), updated_at: null });
      return { status: 201, data: '' };
    }
    if (config.method === 'delete') return { status: 204, data: '' };
    return { data: rows };
  };
}

describe('FeatureFlagsPage', () => {
  it('lists properties with what each disable rule hides', async () => {
    renderPage(<FeatureFlagsPage />, { route: '/settings/feature-flags', handler: server() });
    const table = await screen.findByRole('table', { name: 'Feature flags' });
    expect(await within(table).findByText('logs.disable')).toBeInTheDocument();
    expect(within(table).getByText('Hides logs')).toBeInTheDocument();
  });

  it('creates a disable rule and refreshes the flags the sidebar reads', async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(SHELL_FLAGS_KEY, []);
    const { adapter } = renderPage(<FeatureFlagsPage />, { route: '/settings/feature-flags', handler: server(), queryClient });
    await user.click(await screen.findByRole('button', { name: 'Add Feature Flag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Feature Flag' });
    await user.type(within(dialog).getByRole('combobox', { name: /Name/ }), 'health.disable');
    expect(within(dialog).getByText('Hides health and settings.health, settings.job_history')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Feature Flag' })).toBeNull());
    const post = adapter.requests.find((request) => request.method === 'post');
    expect(post?.url).toBe('/db/properties');
    expect(JSON.parse(String(post?.data))).toEqual({ name: 'health.disable', value: 'true' });
    expect(queryClient.getQueryState(SHELL_FLAGS_KEY)?.isInvalidated).toBe(true);
  });

  it('asks before deleting, and refuses an empty name', async () => {
    const user = userEvent.setup();
    const { adapter } = renderPage(<FeatureFlagsPage />, { route: '/settings/feature-flags', handler: server() });
    await user.click(await screen.findByRole('button', { name: 'Add Feature Flag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Feature Flag' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(adapter.requests.some((request) => request.method === 'delete')).toBe(true));
    expect(adapter.requests.find((request) => request.method === 'delete')?.url).toBe('/db/properties?name=eq.logs.disable');
  });

  it('offers no writes without write on properties', async () => {
    renderPage(<FeatureFlagsPage />, { route: '/settings/feature-flags', handler: server(), roles: ['viewer'] });
    await screen.findByText('logs.disable');
    expect(screen.queryByRole('button', { name: 'Add Feature Flag' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
