import type { FakeHandler } from '@opsdeck/contracts';
import { bodyOf, renderPage } from '@opsdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogsPage } from './LogsPage';

const COMPONENTS = [
  { id: 'c1', name: 'opsdeck-backend', type: 'Application' },
  { id: 'c2', name: 'payments-api', type: 'Application' },
];
const SELECTORS = [
  { name: 'requests', type: 'opsdeck', labels: { source: 'http' } },
  { name: 'check-runner', type: 'opsdeck', labels: { source: 'checks' } },
];
const LINES = {
  total: 3,
  results: [
    {
      id: 'l1',
      timestamp: '2026-08-21T10:00:02Z',
      message: '127.0.0.1 GET /api/db/checks 503 12ms',
      level: 'error',
      labels: { source: 'http', status: '503', level: 'error' },
    },
    {
      id: 'l2',
      timestamp: '2026-08-21T10:00:01Z',
      message: '127.0.0.1 GET /api/auth/whoami 200 1ms',
      level: 'info',
      labels: { source: 'http', status: '200' },
    },
    {
      id: 'l3',
      timestamp: '2026-08-21T10:00:00Z',
      message: '127.0.0.1 POST /api/logs 200 4ms',
      level: 'info',
      labels: { source: 'http' },
    },
  ],
};

function setup(route = '/logs', handler?: FakeHandler) {
  const respond: FakeHandler =
    handler ??
    ((config) => {
      const url = decodeURIComponent(config.url ?? '');
      if (url.startsWith('/db/components_with_logs')) return { data: COMPONENTS };
      if (url.startsWith('/db/components?')) return { data: [{ id: 'c1', log_selectors: SELECTORS }] };
      if (config.method === 'post' && url === '/logs') return { data: LINES };
      return new Error(`unexpected ${config.method} ${url}`);
    });
  const user = userEvent.setup();
  const page = renderPage(<LogsPage />, { route, handler: respond, roles: ['viewer'] });
  const posts = () => page.adapter.requests.filter((r) => r.method === 'post');
  return { ...page, user, posts };
}

describe('LogsPage', () => {
  it('asks for a component, then reads its first selector for the last hour, newest first with level and labels', async () => {
    const { user, posts } = setup();
    expect(await screen.findByText('Choose a component to read its logs.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Component' }), 'opsdeck-backend');
    const table = await screen.findByRole('table', { name: 'Log lines' });
    expect(bodyOf(posts()[0]!)).toEqual({ id: 'c1', name: 'requests', start: 'now-1h' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('error')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('status=503')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('source=http')).toBeInTheDocument();
    expect(screen.getByText('3 of 3 lines')).toBeInTheDocument();
  });

  it('sends the query and selector from the URL, and searches the lines shown', async () => {
    const { user, posts } = setup('/logs?component=c1&selector=check-runner&query=whoami');
    await screen.findByRole('table', { name: 'Log lines' });
    expect(bodyOf(posts()[0]!)).toEqual({ id: 'c1', name: 'check-runner', query: 'whoami', start: 'now-1h' });
    await user.type(screen.getByRole('textbox', { name: 'Search lines' }), 'POST');
    expect(screen.getByText('1 of 3 lines')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Log lines' })).getAllByRole('row')).toHaveLength(2);
  });

  it('submits a new query with Enter and wraps lines on request', async () => {
    const { user, posts } = setup('/logs?component=c1');
    await screen.findByRole('table', { name: 'Log lines' });
    await user.type(screen.getByRole('textbox', { name: 'Query' }), 'checks{Enter}');
    await waitFor(() => expect(bodyOf(posts().at(-1)!)).toMatchObject({ query: 'checks' }));
    const wrap = screen.getByRole('checkbox', { name: 'Wrap lines' });
    expect(wrap).toBeChecked();
  });

  it('shows the error of a backend it cannot read', async () => {
    setup('/logs?component=c2', (config) => {
      const url = decodeURIComponent(config.url ?? '');
      if (url.startsWith('/db/components_with_logs')) return { data: COMPONENTS };
      if (url.startsWith('/db/components?')) return { data: [{ id: 'c2', log_selectors: [{ name: 'logs', type: 'loki' }] }] };
      return { status: 501, data: { error: 'logs of type loki are read through apm-hub, which this backend does not run' } };
    });
    expect(
      await screen.findByText('logs of type loki are read through apm-hub, which this backend does not run'),
    ).toBeInTheDocument();
  });
});
