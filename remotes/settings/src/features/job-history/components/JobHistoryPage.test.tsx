import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { JobHistoryPage } from './JobHistoryPage';

// Dialog flows with many interactions outlast the default 5 s on a loaded machine.
jest.setTimeout(30_000);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

const failed = {
  id: 'j1',
  name: 'Canary',
  resource_type: 'canary',
  resource_id: 'c1',
  resource_name: 'web-checks',
  status: 'FAILED',
  duration_millis: 1500,
  success_count: 0,
  error_count: 2,
  time_start: '2030-01-01T00:00:00Z',
  agent: null,
  details: { errors: ['web-http: connection refused'] },
};
const quiet = { ...failed, id: 'j2', name: 'IdentityHousekeeping', status: 'WARNING', details: {} };

function handler(config: { url?: string }) {
  if (config.url?.includes('/db/job_history_names')) return { data: [{ name: 'Canary' }, { name: 'IdentityHousekeeping' }] };
  return { data: [failed, quiet], headers: { 'content-range': '0-1/2' } };
}

describe('JobHistoryPage', () => {
  it('lists runs without successful ones over the last 2 days, 150 a page', async () => {
    const { adapter } = renderPage(<JobHistoryPage />, { route: '/settings/jobs', handler });
    const table = await screen.findByRole('table', { name: 'Job history' });
    expect(await within(table).findAllByText('web-checks')).toHaveLength(2);
    expect(within(table).getAllByText('FAILED')[0]).toBeInTheDocument();
    expect(within(table).getAllByText('1.5s')[0]).toBeInTheDocument();
    const list = decodeURIComponent(adapter.requests.find((r) => r.url?.includes('/db/job_histories'))?.url ?? '');
    expect(list).toContain('status=not.in.(SUCCESS)');
    expect(list).toContain('limit=150');
    const from = /created_at=gt\.([^&]+)/.exec(list)?.[1];
    expect(Math.abs(Date.now() - 2 * 24 * 3600_000 - Date.parse(from!))).toBeLessThan(60_000);
    expect(list).not.toContain('created_at=lt.');
  });

  it('opens the details of a run, and says when there are none', async () => {
    const user = userEvent.setup();
    renderPage(<JobHistoryPage />, { route: '/settings/jobs', handler });
    const table = await screen.findByRole('table', { name: 'Job history' });
    await within(table).findAllByText('web-checks');
    const rows = within(table).getAllByRole('row');
    await user.click(rows[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Details for job Canary' });
    expect(within(dialog).getByRole('tab', { name: 'Errors' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'Scrape Summary' })).toBeNull();
    expect(within(dialog).getByText('web-http: connection refused')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(rows[2]!);
    const empty = await screen.findByRole('dialog', { name: 'Details for job IdentityHousekeeping' });
    expect(within(empty).getByText('No details found')).toBeInTheDocument();
  });

  it('filters by the URL: an empty status shows every status, a page size comes from pageSize', async () => {
    const { adapter } = renderPage(<JobHistoryPage />, {
      route: '/settings/jobs?status=&resourceType=config_scraper:1&pageSize=20',
      handler,
    });
    await screen.findByRole('table', { name: 'Job history' });
    const list = decodeURIComponent(adapter.requests.find((r) => r.url?.includes('/db/job_histories'))?.url ?? '');
    expect(list).not.toContain('status=');
    expect(list).toContain('resource_type=in.(config_scraper)');
    expect(list).toContain('limit=20');
  });
});
