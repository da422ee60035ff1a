import type { CheckSummary, FakeHandler } from '@opsdeck/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { summaryRow } from '../../../testing/fixtures';
import { HealthPage } from './HealthPage';

const COMPONENT = 'c0000000-0000-4000-8000-00000000c0c0';
const ROWS: CheckSummary[] = [
  summaryRow({ name: 'api-health', canary_name: 'api' }),
  summaryRow({ name: 'api-latency', canary_name: 'api', status: 'unhealthy' }),
  summaryRow({ name: 'db-port', canary_name: 'db', status: 'unhealthy' }),
];
const [apiHealth, , dbPort] = ROWS as [CheckSummary, CheckSummary, CheckSummary];

function handler(calls: string[], names: 'answer' | 'deny' = 'answer'): FakeHandler {
  return (config) => {
    const url = decodeURIComponent(config.url ?? '');
    calls.push(url);
    if (url === '/canary/api/summary') return { data: { runnerName: 'local', checks_summary: ROWS } };
    if (url.startsWith('/db/checks_by_component?')) return { data: [{ id: apiHealth.id }, { id: dbPort.id }] };
    if (url.startsWith('/db/components?'))
      return names === 'deny' ? { status: 403, data: { error: 'forbidden' } } : { data: [{ name: 'checkout' }] };
    return { status: 404, data: { error: 'not found' } };
  };
}

const checkNames = () => screen.queryAllByTestId('health-check').map((el) => within(el).getAllByRole('link')[0]!.textContent);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

describe('the health list narrowed to one component (a topology badge)', () => {
  it("lists only the component's checks, names the component, and widens again on Clear", async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const { location } = renderPage(<HealthPage />, {
      route: `/health?component=${COMPONENT}&hidePassing=false`,
      handler: handler(calls),
    });
    await waitFor(() => expect(checkNames()).toEqual(['api-health', 'db-port']));
    expect(calls.filter((url) => url.startsWith('/db/checks_by_component?'))).toEqual([
      expect.stringContaining(`component_id=eq.${COMPONENT}`),
    ]);
    const toolbar = screen.getByRole('group', { name: 'Health view' });
    expect(within(toolbar).getByText('checkout')).toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: 'Clear the component filter' }));
    await waitFor(() => expect(checkNames()).toEqual(['api-health', 'api-latency', 'db-port']));
    expect(location().search).toBe('?hidePassing=false');
  });

  it('still narrows the list for a reader who may not read components, naming it by its id', async () => {
    renderPage(<HealthPage />, { route: `/health?component=${COMPONENT}&hidePassing=false`, handler: handler([], 'deny') });
    await waitFor(() => expect(checkNames()).toEqual(['api-health', 'db-port']));
    expect(screen.getByText(COMPONENT)).toBeInTheDocument();
  });
});

describe('the empty health list says why and offers the way back', () => {
  const passingOnly: FakeHandler = (config) =>
    config.url === '/canary/api/summary'
      ? { data: { runnerName: 'local', checks_summary: [summaryRow({ name: 'all-good' })] } }
      : { status: 404, data: {} };

  it('shows the passing checks Hide Passing hid', async () => {
    const user = userEvent.setup();
    const { location } = renderPage(<HealthPage />, { route: '/health', handler: passingOnly });
    expect(await screen.findByText('Every check listed passes, and Hide Passing is on.')).toBeInTheDocument();
    expect(screen.getByText('No data available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show passing checks' }));
    await waitFor(() => expect(checkNames()).toEqual(['all-good']));
    expect(location().search).toBe('?hidePassing=false');
  });

  it('clears a search that matches nothing', async () => {
    const user = userEvent.setup();
    const { location } = renderPage(<HealthPage />, { route: '/health?hidePassing=false&query=nomatch', handler: passingOnly });
    expect(await screen.findByText('Nothing matches the current filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(checkNames()).toEqual(['all-good']));
    expect(location().search).toBe('?hidePassing=false');
  });
});
