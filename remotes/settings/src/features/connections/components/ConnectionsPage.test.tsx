import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { ConnectionsPage } from './ConnectionsPage';

// Dialogs with many fields render slowly on a busy machine.
jest.setTimeout(40_000);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

const item = { id: 'c1', name: 'payments-db', type: 'postgres', namespace: 'prod', updated_at: null };
const saved = {
  id: 'c1',
  name: 'payments-db',
  namespace: 'prod',
  type: 'postgres',
  url: 'postgres://db/payments',
  username: 'app',
  password: 'enc:v1:0a1b2c3d:sealed',
};

function handler(extra: (config: InternalAxiosRequestConfig) => unknown = () => undefined) {
  return (config: InternalAxiosRequestConfig) => {
    const answer = extra(config);
    if (answer) return answer as { data: unknown };
    const url = config.url ?? '';
    if (url.startsWith('/db/connections') && url.includes('id=eq.c1')) return { data: [saved] };
    if (url.startsWith('/db/connections')) return { data: [item], headers: { 'content-range': '0-0/1' } };
    if (url === '/connection/health') return { data: [{ id: 'c1', health: 'unhealthy', message: 'refused', tested_at: 'x' }] };
    return new Error(`unexpected ${config.method} ${config.url}`);
  };
}

describe('ConnectionsPage', () => {
  it('lists connections with type, namespace and the health of the last test', async () => {
    const { adapter } = renderPage(<ConnectionsPage />, { route: '/settings/connections', handler: handler() });
    const table = await screen.findByRole('table', { name: 'Connections' });
    expect(await within(table).findByText('payments-db')).toBeInTheDocument();
    expect(within(table).getByText('Postgres')).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Postgres' })).toHaveTextContent('P');
    expect(await within(table).findByRole('img', { name: 'Health: unhealthy' })).toBeInTheDocument();
    const url = decodeURIComponent(adapter.requests[0]?.url ?? '');
    expect(url).toContain('/db/connections?select=id,name,type,namespace,updated_at');
    expect(url).toContain('deleted_at=is.null');
  });

  it('creates an email connection from the type picker with the defaults of its type', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const { adapter } = renderPage(<ConnectionsPage />, {
      route: '/settings/connections',
      handler: handler((config) => {
        if (config.method === 'post' && config.url === '/db/connections') {
          sent = JSON.parse(String(config.data));
          return { data: [{ id: 'c2' }], status: 201 };
        }
        return undefined;
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Connection' }));
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    // Whole values at once: typing key by key is slow on a busy machine and tests nothing more here.
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'mail' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Host' }), { target: { value: 'mail.local' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 's3cret' } });
    expect(screen.getByTestId('connection-url')).toHaveTextContent('smtp://:$(password)@mail.local:587/?UseStartTLS=false');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Connection added successfully', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'mail',
      namespace: 'default',
      type: 'email',
      source: 'UI',
      url: 'smtp://:$(password)@mail.local:587/?UseStartTLS=false&SkipTLSVerify=false&Encryption=Auto&Auth=Unknown&FromAddress=&FromName=',
      username: null,
      password: 's3cret',
      certificate: null,
      insecure_tls: false,
      properties: { host: 'mail.local', port: 587, encryptionMethod: 'Auto', authMethod: 'Unknown' },
    });
    expect(adapter.requests.some((request) => request.method === 'post')).toBe(true);
  }, 40_000);

  it('opens a saved connection from its deep link, keeps the hidden secret, and tests it', async () => {
    const user = userEvent.setup();
    let patched: Record<string, unknown> | undefined;
    renderPage(<ConnectionsPage />, {
      route: '/settings/connections?id=c1',
      handler: handler((config) => {
        if (config.method === 'post' && config.url === '/people/connection/test/c1')
          return { data: { message: 'Connection tested successfully', payload: 'connected: PostgreSQL 15.4' } };
        if (config.method === 'patch') {
          patched = JSON.parse(String(config.data));
          return { data: [], status: 204 };
        }
        return undefined;
      }),
    });
    const dialog = await screen.findByTestId('connection-dialog');
    expect(await within(dialog).findByDisplayValue('postgres://db/payments')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'placeholder',
      'Saved; type a new value to replace it',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect(await within(dialog).findByText('Connection tested successfully: connected: PostgreSQL 15.4')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    // The saved secret goes back sealed, as the server keeps it: it stays, never seen in clear.
    await waitFor(() =>
      expect(patched).toMatchObject({ url: 'postgres://db/payments', username: 'app', password: 'enc:v1:0a1b2c3d:sealed' }),
    );
  });

  it('shows an editor the form read-only, without Add, Save, Delete or Test', async () => {
    renderPage(<ConnectionsPage />, { route: '/settings/connections?id=c1', roles: ['editor'], handler: handler() });
    const dialog = await screen.findByTestId('connection-dialog');
    expect(await within(dialog).findByText('You may read connections but not change them')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Update' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Test connection' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Connection' })).toBeNull();
  });

  it('says so when there is nothing to list', async () => {
    renderPage(<ConnectionsPage />, {
      route: '/settings/connections',
      handler: handler((config) =>
        config.url?.startsWith('/db/connections') ? { data: [], headers: { 'content-range': '*/0' } } : undefined,
      ),
    });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('says why the list failed to load in a toast', async () => {
    renderPage(<ConnectionsPage />, {
      route: '/settings/connections',
      handler: handler((config) =>
        config.url?.startsWith('/db/connections') ? { status: 500, data: { message: 'database down' } } : undefined,
      ),
    });
    const messages = await screen.findAllByText('database down');
    expect(messages.some((message) => message.closest('[data-scope="toast"]') !== null)).toBe(true);
  });
});
