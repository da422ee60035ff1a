import { screen, within } from '@testing-library/react';
import { renderPage } from '@opsdeck/shared/testing';
import { ConfigChecksTab } from './ConfigChecksTab';

const CONFIG = { kind: 'config', id: 'cfg-1', name: 'payments-api' } as const;
const CHECK = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'payments-http',
  type: 'http',
  status: 'unhealthy',
  canary_name: 'payments',
  uptime: { passed: 3, failed: 1 },
  last_runtime: null,
};

describe('ConfigChecksTab', () => {
  it('lists the checks related to the config item, linking each to its modal', async () => {
    const { adapter } = renderPage(<ConfigChecksTab resource={CONFIG} />, { handler: () => ({ data: [CHECK] }) });
    const table = await screen.findByRole('table', { name: 'Related health checks' });
    const link = within(table).getByRole('link', { name: 'payments-http' });
    expect(link).toHaveAttribute('href', `/health?checkId=${CHECK.id}&timeRange=1h`);
    expect(within(table).getByRole('img', { name: 'Unhealthy' })).toBeInTheDocument();
    expect(within(table).getByText('75%')).toBeInTheDocument();
    const url = decodeURIComponent(adapter.requests[0]?.url ?? '');
    expect(url).toMatch(
      /^\/db\/check_summary_for_config\?select=.*&config_id=eq\.cfg-1&deleted_at=is\.null&order=name\.asc\.nullslast$/,
    );
  });

  it('says when the item has no checks, and shows errors', async () => {
    const { unmount } = renderPage(<ConfigChecksTab resource={CONFIG} />, { handler: () => ({ data: [] }) });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    unmount();
    renderPage(<ConfigChecksTab resource={CONFIG} />, { handler: () => ({ status: 500, data: { message: 'database down' } }) });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
