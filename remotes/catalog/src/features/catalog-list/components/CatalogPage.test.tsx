import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeTableLayout, renderPage } from '@opsdeck/shared/testing';
import { CatalogPage } from './CatalogPage';

// Whole pages with a real table: slow on a busy machine.
jest.setTimeout(30_000);

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = fakeTableLayout();
});
afterEach(() => restoreLayout());

const item = {
  id: '10000000-0000-4000-8000-000000000001',
  name: 'payments-api',
  type: 'Kubernetes::Deployment',
  status: 'Running',
  health: 'healthy',
  labels: { app: 'payments' },
  tags: { cluster: 'prod' },
  changes: 4,
  analysis: { security: 2 },
  cost_total_30d: 12.5,
  agent_id: '00000000-0000-0000-0000-000000000000',
  updated_at: null,
};

const summary = [
  { type: 'Kubernetes::Deployment', count: 3, health: { healthy: 2, unhealthy: 1 } },
  { type: 'Kubernetes::Pod', count: 10, health: { healthy: 10 } },
];

function handler(config: InternalAxiosRequestConfig) {
  const url = decodeURIComponent(config.url ?? '');
  if (url.startsWith('/catalog/summary')) return { data: summary };
  if (url.startsWith('/db/configs')) return { data: [item], headers: { 'content-range': '0-0/1' } };
  return { data: [] };
}

const requested = (adapter: { requests: InternalAxiosRequestConfig[] }, prefix: string) =>
  adapter.requests.map((r) => decodeURIComponent(r.url ?? '')).filter((url) => url.startsWith(prefix));

describe('CatalogPage', () => {
  it('shows the config types with counts and the items with every column, one server page at a time', async () => {
    const { adapter } = renderPage(<CatalogPage />, { route: '/catalog', handler });
    const table = await screen.findByRole('table', { name: 'Configuration items' });
    expect(await within(table).findByText('payments-api')).toBeInTheDocument();
    expect(within(table).getByText('Kubernetes::Deployment')).toBeInTheDocument();
    expect(within(table).getByText('security 2')).toBeInTheDocument();
    expect(within(table).getByText('$12.50')).toBeInTheDocument();
    expect(within(table).getByText('local')).toBeInTheDocument();
    const types = await screen.findByRole('navigation', { name: 'Config types' });
    expect(within(types).getByRole('button', { name: /All types\s*13/ })).toBeInTheDocument();
    expect(within(types).getByRole('button', { name: /Kubernetes::Pod/ })).toBeInTheDocument();
    const list = requested(adapter, '/db/configs')[0]!;
    expect(list).toContain('deleted_at=is.null');
    expect(list).toContain('order=name.asc.nullslast,id.asc');
    expect(JSON.parse(String(adapter.requests.find((r) => r.url === '/catalog/summary')!.data))).toEqual({ groupBy: ['type'] });
  });

  it('narrows the table to a type chosen in the summary, in the URL', async () => {
    const { adapter, location } = renderPage(<CatalogPage />, { route: '/catalog', handler });
    const types = await screen.findByRole('navigation', { name: 'Config types' });
    await userEvent.click(within(types).getByRole('button', { name: /Kubernetes::Pod/ }));
    await waitFor(() => expect(location().search).toContain('configType=Kubernetes________Pod%3A1'));
    await waitFor(() => expect(requested(adapter, '/db/configs').at(-1)).toContain('and=(type.in.("Kubernetes::Pod"))'));
  });

  it('reads filters, search and grouping from the URL', async () => {
    const { adapter } = renderPage(<CatalogPage />, {
      route: '/catalog?health=unhealthy:-1&tags=cluster%3Dprod:1&search=pay&groupBy=type&sortBy=changes&sortOrder=desc',
      handler,
    });
    await screen.findByRole('table', { name: 'Configuration items' });
    const list = requested(adapter, '/db/configs')[0]!;
    expect(list).toContain('or(health.is.null,health.not.in.(unhealthy))');
    expect(list).toContain('tags.cs.{"cluster":"prod"}');
    expect(list).toContain('name=ilike.*pay*');
    expect(list).toContain('order=type.asc.nullslast,changes.desc.nullslast,id.desc');
    const body = JSON.parse(String(adapter.requests.find((r) => r.url === '/catalog/summary')!.data));
    expect(body).toEqual({ groupBy: ['type'], health: '!unhealthy' });
  });

  it('asks for the status, label and tag choices only once the list has arrived', async () => {
    let answerList: (() => void) | undefined;
    const listAnswered = new Promise<void>((resolve) => (answerList = resolve));
    const { adapter } = renderPage(<CatalogPage />, {
      route: '/catalog',
      handler: async (config) => {
        if ((config.url ?? '').startsWith('/db/configs')) await listAnswered;
        return handler(config);
      },
    });
    await waitFor(() => expect(requested(adapter, '/db/configs')).toHaveLength(1));
    expect(requested(adapter, '/db/config_statuses')).toEqual([]);
    expect(requested(adapter, '/db/config_labels')).toEqual([]);
    expect(requested(adapter, '/db/config_tags')).toEqual([]);
    answerList!();
    expect(await screen.findByRole('link', { name: 'payments-api' })).toBeInTheDocument();
    await waitFor(() => expect(requested(adapter, '/db/config_labels')).toHaveLength(1));
    expect(requested(adapter, '/db/config_statuses')).toHaveLength(1);
    expect(requested(adapter, '/db/config_tags')).toHaveLength(1);
  });

  it('says so when there is nothing to list', async () => {
    renderPage(<CatalogPage />, {
      route: '/catalog',
      handler: (config) =>
        config.url === '/catalog/summary' ? { data: null } : { data: [], headers: { 'content-range': '*/0' } },
    });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('offers to clear the filters that left the list empty, keeping the grouping and sort', async () => {
    const empty = (config: InternalAxiosRequestConfig) =>
      decodeURIComponent(config.url ?? '').startsWith('/db/configs')
        ? { data: [], headers: { 'content-range': '*/0' } }
        : handler(config);
    const { location } = renderPage(<CatalogPage />, {
      route: '/catalog?health=unhealthy:1&search=nothing&groupBy=type&sortBy=name&sortOrder=asc',
      handler: empty,
    });
    const table = await screen.findByRole('table', { name: 'Configuration items' });
    expect(await within(table).findByText('Nothing matches the current filters.')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toBe('?groupBy=type&sortBy=name&sortOrder=asc'));
  });

  it('puts its filters in the kit toolbar', async () => {
    renderPage(<CatalogPage />, { route: '/catalog', handler });
    const toolbar = await screen.findByRole('group', { name: 'Filters' });
    expect(toolbar).toHaveAttribute('data-toolbar');
    expect(within(toolbar).getByRole('searchbox')).toBeInTheDocument();
  });
});
