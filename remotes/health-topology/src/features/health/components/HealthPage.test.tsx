import type { CheckSummary, FakeHandler } from '@opsdeck/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, fakeTableLayout, renderPage, topBar } from '@opsdeck/shared/testing';
import { summaryRow } from '../../../testing/fixtures';
import { HealthPage } from './HealthPage';

const ROWS: CheckSummary[] = [
  summaryRow({ name: 'api-health', canary_name: 'api', namespace: 'prod', labels: { team: 'core', critical: 'true' } }),
  summaryRow({
    name: 'api-latency',
    canary_name: 'api',
    namespace: 'prod',
    status: 'unhealthy',
    labels: { team: 'core', critical: 'false' },
  }),
  summaryRow({
    name: 'db-port',
    canary_name: 'db',
    namespace: 'data',
    status: 'unhealthy',
    description: 'Postgres port',
    labels: { team: 'data' },
  }),
  summaryRow({
    name: 'queue-depth',
    canary_name: 'queue',
    namespace: 'data',
    status: 'unhealthy',
    labels: { team: 'data', critical: 'true' },
  }),
];

/** A summary endpoint that ignores every option: the page must filter on its own. */
const summaryHandler =
  (rows: CheckSummary[] = ROWS): FakeHandler =>
  (config) => {
    if (config.url === '/canary/api/summary') return { data: { runnerName: 'local', checks_summary: rows } };
    return { status: 404, data: { error: 'not found' } };
  };

const checkNames = () => screen.queryAllByTestId('health-check').map((el) => within(el).getAllByRole('link')[0]!.textContent);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

describe('HealthPage', () => {
  it('shows a skeleton first, then the failing checks grouped by canary with health colours', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { adapter } = renderPage(<HealthPage />, {
      route: '/health',
      handler: async (config) => {
        await gate;
        return summaryHandler()(config);
      },
    });
    expect(screen.getByTestId('health-skeleton')).toBeInTheDocument();
    release();
    await waitFor(() => expect(checkNames()).toEqual(['api-latency', 'db-port', 'queue-depth']));
    expect(bodyOf(adapter.requests[0]!)).toMatchObject({ hidePassing: true });
    expect(screen.getByPlaceholderText('Search by name, description, or endpoint')).toBeInTheDocument();
    // One-check groups are shown as the check itself; every row here is failing.
    expect(screen.queryAllByTestId('health-group')).toHaveLength(0);
    expect(screen.getAllByTestId('health-check').map((el) => el.getAttribute('data-health'))).toEqual([
      'unhealthy',
      'unhealthy',
      'unhealthy',
    ]);
  });

  it('shows passing checks with Hide Passing off, and colours a mixed group orange', async () => {
    const user = userEvent.setup();
    const { adapter, location } = renderPage(<HealthPage />, { route: '/health', handler: summaryHandler() });
    await waitFor(() => expect(checkNames()).toHaveLength(3));
    await user.click(screen.getByRole('checkbox', { name: 'Hide Passing' }));
    await waitFor(() => expect(checkNames()).toEqual(['api-health', 'api-latency', 'db-port', 'queue-depth']));
    expect(location().search).toBe('?hidePassing=false');
    expect(bodyOf(adapter.requests.at(-1)!)).toMatchObject({ hidePassing: false });
    const group = screen.getByTestId('health-group');
    expect(group).toHaveAttribute('data-health', 'mixed');
    expect(within(group).getByRole('img', { name: 'Mixed' })).toBeInTheDocument();
  });

  it('searches 400 ms after typing stops, case-insensitively, and keeps it in the URL', async () => {
    const { location } = renderPage(<HealthPage />, { route: '/health', handler: summaryHandler() });
    await waitFor(() => expect(checkNames()).toHaveLength(3));
    const input = screen.getByRole('searchbox', { name: 'Search checks' });
    fireEvent.change(input, { target: { value: 'POSTGRES' } });
    // The input echoes at once; the list waits for the debounce.
    expect(input).toHaveValue('POSTGRES');
    expect(checkNames()).toHaveLength(3);
    await waitFor(() => expect(checkNames()).toEqual(['db-port']));
    expect(new URLSearchParams(location().search).get('query')).toBe('POSTGRES');
  });

  it('keeps the chosen tab while a search hides its rows, and brings its rows back when the search is cleared', async () => {
    const user = userEvent.setup();
    const { location } = renderPage(<HealthPage />, { route: '/health?tab=prod&hidePassing=false', handler: summaryHandler() });
    await waitFor(() => expect(checkNames()).toEqual(['api-health', 'api-latency']));
    const input = screen.getByRole('searchbox', { name: 'Search checks' });
    fireEvent.change(input, { target: { value: 'queue' } });
    await waitFor(() => expect(new URLSearchParams(location().search).get('query')).toBe('queue'));
    await waitFor(() => expect(checkNames()).toEqual([]));
    expect(screen.getByRole('tab', { name: /prod/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All1', 'data1', 'prod0']);
    expect(new URLSearchParams(location().search).get('tab')).toBe('prod');
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(checkNames()).toEqual(['api-health', 'api-latency']));
    expect(new URLSearchParams(location().search).get('tab')).toBe('prod');
    await user.click(screen.getByRole('tab', { name: /data/ }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('tab')).toBe('data'));
  });

  it('falls back to All and drops the tab from the URL when the data has no such value', async () => {
    const { location } = renderPage(<HealthPage />, { route: '/health?tab=staging', handler: summaryHandler() });
    await waitFor(() => expect(checkNames()).toEqual(['api-latency', 'db-port', 'queue-depth']));
    expect(screen.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(new URLSearchParams(location().search).get('tab')).toBeNull());
  });

  it('polls at the chosen refresh rate and not without one', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let calls = 0;
      const { unmount } = renderPage(<HealthPage />, {
        route: '/health?refresh=15s',
        handler: (config) => {
          calls += 1;
          return summaryHandler()(config);
        },
      });
      await act(async () => jest.advanceTimersByTimeAsync(100));
      expect(calls).toBe(1);
      await act(async () => jest.advanceTimersByTimeAsync(14_000));
      expect(calls).toBe(1);
      await act(async () => jest.advanceTimersByTimeAsync(1_500));
      expect(calls).toBe(2);
      await act(async () => jest.advanceTimersByTimeAsync(15_000));
      expect(calls).toBe(3);
      unmount();
      calls = 0;
      renderPage(<HealthPage />, { route: '/health', handler: summaryHandler() });
      await act(async () => jest.advanceTimersByTimeAsync(120_000));
      expect(calls).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('filters by labels: boolean labels as include/exclude toggles', async () => {
    const user = userEvent.setup();
    const { location } = renderPage(<HealthPage />, { route: '/health', handler: summaryHandler() });
    await waitFor(() => expect(checkNames()).toHaveLength(3));
    // The sidebar and the small-screen drawer share one filter element; take the sidebar's.
    await user.click(screen.getAllByRole('button', { name: 'Include critical' })[0]!);
    await waitFor(() => expect(checkNames()).toEqual(['queue-depth']));
    expect(new URLSearchParams(location().search).get('labels')).toBe('critical=true:1');
    await user.click(screen.getAllByRole('button', { name: 'Exclude critical' })[0]!);
    await waitFor(() => expect(checkNames()).toEqual(['api-latency', 'db-port']));
    expect(screen.getByTestId('active-filter-count')).toHaveTextContent('2');
  });

  it('links rows to the check modal with timeRange=1h', async () => {
    renderPage(<HealthPage />, { route: '/health', handler: summaryHandler() });
    await waitFor(() => expect(checkNames()).toHaveLength(3));
    const link = screen.getByRole('link', { name: 'db-port' });
    expect(link).toHaveAttribute('href', `/health?checkId=${ROWS[2]!.id}&timeRange=1h`);
  });

  it('draws each check with the icon of its type in the table and on cards', async () => {
    const rows = [
      summaryRow({ name: 'pg', canary_name: 'db', type: 'postgres', status: 'unhealthy' }),
      summaryRow({ name: 'site', canary_name: 'web', type: 'http', icon: 'k8s-pod', status: 'unhealthy' }),
    ];
    const glyphs = (testId: string) =>
      screen.getAllByTestId(testId).map((el) => el.querySelector('[data-glyph]')!.getAttribute('data-glyph'));
    const { unmount } = renderPage(<HealthPage />, { route: '/health', handler: summaryHandler(rows) });
    await waitFor(() => expect(glyphs('health-check')).toEqual(['postgresql', 'box']));
    unmount();
    renderPage(<HealthPage />, { route: '/health?layout=card', handler: summaryHandler(rows) });
    await waitFor(() => expect(glyphs('health-card')).toEqual(['postgresql', 'box']));
  });

  it('lays checks out as cards and as a pivot table', async () => {
    const { unmount } = renderPage(<HealthPage />, { route: '/health?layout=card', handler: summaryHandler() });
    await waitFor(() => expect(screen.getAllByTestId('health-card')).toHaveLength(3));
    unmount();
    renderPage(<HealthPage />, {
      route: '/health?pivotBy=label&pivotLabel=team&groupBy=namespace&hidePassing=false',
      handler: summaryHandler(),
    });
    const pivot = await screen.findByRole('table', { name: 'Health pivot' });
    expect(
      within(pivot)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Namespace', 'core', 'data']);
  });

  it('gives focus back to the check link when its modal closes', async () => {
    const user = userEvent.setup();
    const check = ROWS[2]!;
    const list = summaryHandler();
    renderPage(<HealthPage />, {
      route: '/health',
      handler: (config) =>
        config.url?.startsWith('/db/checks?') && config.url.includes('canaries')
          ? { data: [{ ...check, canaries: { id: check.canary_id, name: 'db', source: 'UI' } }] }
          : list(config),
    });
    await waitFor(() => expect(checkNames()).toHaveLength(3));
    const link = screen.getByRole('link', { name: 'db-port' });
    link.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('combobox', { name: 'Range' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'db-port' })).toHaveFocus());
  });

  it('groups and orders the cards as the table: lone checks by their own name among the groups', async () => {
    const rows = [...ROWS, summaryRow({ name: 'alpha-probe', canary_name: 'zeta', status: 'unhealthy' })];
    const table = renderPage(<HealthPage />, { route: '/health?hidePassing=false', handler: summaryHandler(rows) });
    await waitFor(() => expect(checkNames()).toHaveLength(5));
    const tableOrder = checkNames();
    expect(tableOrder).toEqual(['alpha-probe', 'api-health', 'api-latency', 'db-port', 'queue-depth']);
    table.unmount();
    renderPage(<HealthPage />, { route: '/health?hidePassing=false&layout=card', handler: summaryHandler(rows) });
    await waitFor(() => expect(screen.getAllByTestId('health-card')).toHaveLength(5));
    expect(screen.getAllByTestId('health-card-name').map((el) => el.textContent)).toEqual(tableOrder);
    expect(screen.getAllByTestId('health-card-group').map((el) => el.textContent)).toEqual(['api(2)']);
  });

  it('labels the list uptime and latency with their 24 h window in the table, cards and pivot', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage(<HealthPage />, { route: '/health', handler: summaryHandler() });
    const table = await screen.findByRole('table', { name: 'Health checks' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Uptime (24h)', 'Latency p95 (24h)']));
    unmount();

    const cards = renderPage(<HealthPage />, { route: '/health?layout=card', handler: summaryHandler() });
    await waitFor(() => expect(screen.getAllByTestId('health-card')).toHaveLength(3));
    expect(
      within(screen.getAllByTestId('health-card')[0]!)
        .getAllByTestId('health-card-stat')
        .map((s) => s.textContent),
    ).toEqual(['Uptime (24h)99%', 'Latency p95 (24h)120ms']);
    cards.unmount();

    renderPage(<HealthPage />, { route: '/health?pivotBy=namespace&groupBy=canary_name', handler: summaryHandler() });
    const show = await screen.findByRole('combobox', { name: 'Show' });
    expect(
      within(show)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['status', 'Status'],
      ['uptime', 'Uptime (24h)'],
      ['latency', 'Latency p95 (24h)'],
    ]);
    await user.selectOptions(show, 'uptime');
    const pivot = await screen.findByRole('table', { name: 'Health pivot' });
    await waitFor(() => expect(within(pivot).getAllByTitle('Uptime (24h)').length).toBeGreaterThan(0));
  });

  it('names the summary range by what it does: checks deleted within it stay listed', async () => {
    const user = userEvent.setup();
    const { adapter } = renderPage(<HealthPage />, { route: '/health', handler: summaryHandler() });
    await waitFor(() => expect(checkNames()).toHaveLength(3));
    expect(screen.queryByRole('combobox', { name: 'Range' })).not.toBeInTheDocument();
    const range = screen.getByRole('combobox', { name: 'Show deleted within' });
    expect(range).toHaveAccessibleDescription(/Checks deleted within this range stay listed/);
    const before = Date.now();
    await user.selectOptions(range, '1d');
    await waitFor(() => expect(adapter.requests.length).toBeGreaterThan(1));
    const { deleteFrom } = bodyOf(adapter.requests.at(-1)!) as { deleteFrom: string };
    expect(before - Date.parse(deleteFrom)).toBeGreaterThanOrEqual(1440 * 60_000 - 1000);
  });

  it('keeps the list range and the check modal range apart', async () => {
    const user = userEvent.setup();
    const deleted = { ...ROWS[2]!, deleted_at: new Date(Date.now() - 400 * 86_400_000).toISOString() };
    const list = summaryHandler([...ROWS.slice(0, 2), deleted, ROWS[3]!]);
    const { adapter, location } = renderPage(<HealthPage />, {
      route: '/health?deletedWithin=5y',
      handler: (config) =>
        config.url?.startsWith('/db/checks?') && config.url.includes('canaries')
          ? { data: [{ ...deleted, canaries: { id: deleted.canary_id, name: 'db', source: 'UI' } }] }
          : list(config),
    });
    await waitFor(() => expect(checkNames()).toHaveLength(3));
    const listRange = screen.getByRole('combobox', { name: 'Show deleted within' });
    expect(listRange).toHaveValue('5y');
    const link = screen.getByRole('link', { name: 'db-port' });
    expect(link).toHaveAttribute('href', `/health?deletedWithin=5y&checkId=${ROWS[2]!.id}&timeRange=1h`);
    await user.click(link);
    const modalRange = await screen.findByRole('combobox', { name: 'Range' });
    const params = () => new URLSearchParams(location().search);
    expect(params().get('deletedWithin')).toBe('5y');
    expect(params().get('timeRange')).toBe('1h');
    expect(listRange).toHaveValue('5y');
    expect(modalRange).toHaveValue('1h');
    await user.selectOptions(modalRange, '1d');
    expect(params().get('timeRange')).toBe('1d');
    expect(params().get('deletedWithin')).toBe('5y');
    expect(listRange).toHaveValue('5y');
    // Every list request (the modal asks the summary of its one check too) kept the list's five years.
    const listBodies = adapter.requests
      .filter((r) => r.url === '/canary/api/summary')
      .map((r) => bodyOf(r) as { hidePassing?: boolean; deleteFrom: string })
      .filter((body) => body.hidePassing !== undefined);
    expect(listBodies.length).toBeGreaterThan(0);
    for (const { deleteFrom } of listBodies) expect(Date.now() - Date.parse(deleteFrom)).toBeGreaterThan(4 * 365 * 1440 * 60_000);
  });

  it('cuts long card names with an ellipsis and shows the whole name on hover', async () => {
    const name = 'fraud-detector-pods-ready-in-every-availability-zone';
    renderPage(<HealthPage />, {
      route: '/health?layout=card',
      handler: summaryHandler([summaryRow({ name, status: 'unhealthy' })]),
    });
    const link = await screen.findByTestId('health-card-name');
    expect(link).toHaveAttribute('title', name);
    const style = getComputedStyle(link);
    expect([style.display, style.textOverflow, style.whiteSpace, style.overflow]).toEqual([
      'block',
      'ellipsis',
      'nowrap',
      'hidden',
    ]);
  });

  it('reloads from the top bar refresh button (the page has none of its own), cancelling a request in flight', async () => {
    const signals: AbortSignal[] = [];
    let calls = 0;
    const bar = topBar();
    renderPage(<HealthPage />, {
      route: '/health',
      topBar: bar.slots,
      handler: async (config) => {
        calls += 1;
        if (config.signal) signals.push(config.signal as AbortSignal);
        // Every request after the first hangs until aborted.
        if (calls > 1) await new Promise((resolve) => (config.signal as AbortSignal).addEventListener('abort', resolve));
        return summaryHandler()(config);
      },
    });
    await waitFor(() => expect(checkNames()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    let first: unknown;
    await act(async () => {
      first = bar.refresh();
    });
    // The button spins until the reload settles: the action hands back its promise.
    expect(first).toBeInstanceOf(Promise);
    await act(async () => {
      bar.refresh();
    });
    await waitFor(() => expect(signals[1]?.aborted).toBe(true));
    // The list stays on screen meanwhile.
    expect(checkNames()).toHaveLength(3);
  });

  it('shows the label filters loading during the first load, not "No labels"', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    renderPage(<HealthPage />, {
      route: '/health',
      handler: async (config) => {
        await gate;
        return summaryHandler([])(config);
      },
    });
    expect(await screen.findAllByLabelText('Loading labels')).not.toHaveLength(0);
    expect(screen.queryByText('No labels')).not.toBeInTheDocument();
    release();
    expect(await screen.findAllByText('No labels')).not.toHaveLength(0);
  });

  it('marks checks the backend does not execute, greys checks that never ran, and words health the same on checks and groups', async () => {
    const reason = 'check type "dns" is not executed by this backend (it runs http and tcp checks only)';
    const rows = [
      summaryRow({ name: 'resolve', canary_name: 'net', type: 'dns', status: 'unhealthy', not_executed: reason }),
      summaryRow({ name: 'ping', canary_name: 'net', status: 'unhealthy', configs: [{ id: 'cfg-9', name: 'router' }] }),
      summaryRow({ name: 'fresh', canary_name: 'new', status: '' }),
    ];
    renderPage(<HealthPage />, { route: '/health?hidePassing=false', handler: summaryHandler(rows) });
    // The lone check "fresh" sorts by its own name before the group "net".
    await waitFor(() => expect(checkNames()).toEqual(['fresh', 'ping', 'resolve']));
    const [fresh, , resolve] = screen.getAllByTestId('health-check');
    expect(fresh).toHaveAttribute('data-health', 'unknown');
    expect(within(fresh!).getByRole('img', { name: 'Not run' })).toBeInTheDocument();
    const marker = screen.getByTestId('not-executed');
    expect(marker).toHaveTextContent('Not executed');
    expect(marker).toHaveAttribute('title', reason);
    expect(resolve).toHaveAttribute('data-health', 'unhealthy');
    // Group and check rows say "Unhealthy" alike.
    const words = screen.getAllByText(/^unhealthy$/i).map((el) => el.textContent);
    expect(new Set(words)).toEqual(new Set(['Unhealthy']));
    expect(screen.getByTestId('config-link')).toHaveAttribute('href', '/catalog/cfg-9');
  });

  it('shows config names as plain text while the catalog page does not exist', async () => {
    const rows = [summaryRow({ name: 'ping', status: 'unhealthy', configs: [{ id: 'cfg-9', name: 'router' }] })];
    renderPage(<HealthPage />, {
      route: '/health',
      handler: summaryHandler(rows),
      pages: (path) => !path.startsWith('/catalog'),
    });
    await waitFor(() => expect(checkNames()).toEqual(['ping']));
    expect(screen.getByTestId('config-link')).toHaveTextContent('router');
    expect(screen.getByTestId('config-link')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: 'router' })).not.toBeInTheDocument();
  });
});
