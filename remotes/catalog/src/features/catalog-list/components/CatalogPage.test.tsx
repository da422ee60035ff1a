import { screen, within } from '@testing-library/react';
import { fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { CatalogPage } from './CatalogPage';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

const item = {
  id: 'c1',
  name: 'payments-api',
  type: 'Kubernetes::Deployment',
  status: 'Running',
  health: 'healthy',
  updated_at: null,
};

describe('CatalogPage', () => {
  it('lists configuration items by name, one server page at a time', async () => {
    const { adapter } = renderPage(<CatalogPage />, {
      route: '/catalog',
      handler: () => ({ data: [item], headers: { 'content-range': '0-0/1' } }),
    });
    const table = await screen.findByRole('table', { name: 'Configuration items' });
    expect(await within(table).findByText('payments-api')).toBeInTheDocument();
    expect(within(table).getByText('Kubernetes::Deployment')).toBeInTheDocument();
    const url = decodeURIComponent(adapter.requests[0]?.url ?? '');
    expect(url).toContain('/db/configs?select=id,name,type,status,health,updated_at');
    expect(url).toContain('order=name.asc.nullslast');
  });

  it('says so when there is nothing to list', async () => {
    renderPage(<CatalogPage />, { route: '/catalog', handler: () => ({ data: [], headers: { 'content-range': '*/0' } }) });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });
});
