import { screen, within } from '@testing-library/react';
import { fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { ConnectionsPage } from './ConnectionsPage';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

const item = { id: 'c1', name: 'payments-db', type: 'postgres', namespace: 'prod', updated_at: null };

describe('ConnectionsPage', () => {
  it('lists connections by name, without deleted ones, one server page at a time', async () => {
    const { adapter } = renderPage(<ConnectionsPage />, {
      route: '/settings/connections',
      handler: () => ({ data: [item], headers: { 'content-range': '0-0/1' } }),
    });
    const table = await screen.findByRole('table', { name: 'Connections' });
    expect(await within(table).findByText('payments-db')).toBeInTheDocument();
    expect(within(table).getByText('postgres')).toBeInTheDocument();
    const url = decodeURIComponent(adapter.requests[0]?.url ?? '');
    expect(url).toContain('/db/connections?select=id,name,type,namespace,updated_at');
    expect(url).toContain('deleted_at=is.null');
    expect(url).toContain('order=name.asc.nullslast');
  });

  it('says so when there is nothing to list', async () => {
    renderPage(<ConnectionsPage />, {
      route: '/settings/connections',
      handler: () => ({ data: [], headers: { 'content-range': '*/0' } }),
    });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });
});
