import { screen, within } from '@testing-library/react';
import { fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { IncidentsPage } from './IncidentsPage';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

const item = { id: 'i1', incident_id: 'INC0000001', title: 'Checkout down', severity: 'high', status: 'open', created_at: null };

describe('IncidentsPage', () => {
  it('lists incidents, newest first', async () => {
    const { adapter } = renderPage(<IncidentsPage />, {
      route: '/incidents',
      handler: () => ({ data: [item], headers: { 'content-range': '0-0/1' } }),
    });
    const table = await screen.findByRole('table', { name: 'Incidents' });
    expect(await within(table).findByText('Checkout down')).toBeInTheDocument();
    expect(within(table).getByText('INC0000001')).toBeInTheDocument();
    const url = decodeURIComponent(adapter.requests[0]?.url ?? '');
    expect(url).toContain('/db/incidents?select=id,incident_id,title,severity,status,created_at');
    expect(url).toContain('order=created_at.desc.nullslast');
  });

  it('says so when there is nothing to list', async () => {
    renderPage(<IncidentsPage />, { route: '/incidents', handler: () => ({ data: [], headers: { 'content-range': '*/0' } }) });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });
});
