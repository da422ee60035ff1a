import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { from } from '@opsdeck/contracts';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { ShellServicesProvider, type ShellServices } from '../services';
import { renderWithProviders } from '../testing';
import { DataTable } from './DataTable';
import { useServerTable } from './useServerTable';

const rowSchema = z.object({ id: z.string(), name: z.string() });
type Row = z.infer<typeof rowSchema>;
const columns = [createColumnHelper<Row>().accessor('name', { header: 'Name' })];

function setup(route = '/items') {
  const get = jest.fn((url: string) => {
    const limit = Number(/limit=(\d+)/.exec(url)?.[1] ?? 0);
    const rows = Array.from({ length: limit }, (_, i) => ({ id: `${i}`, name: `item ${i}` }));
    return Promise.resolve({ data: rows, headers: { 'content-range': `0-${limit - 1}/500` } });
  });
  const services: ShellServices = {
    api: { get } as unknown as AxiosInstance,
    authorizer: { user: null, roles: [], isAdmin: false, isViewer: false, can: () => true },
    flags: { isEnabled: () => true },
    identityProvider: 'self-service',
  };
  function Items() {
    const { tableProps } = useServerTable({ queryKey: ['items'], query: () => from('items').select('id,name'), rowSchema });
    return <DataTable columns={columns} {...tableProps} />;
  }
  const view = renderWithProviders(
    <ShellServicesProvider services={services}>
      <Items />
    </ShellServicesProvider>,
    { route },
  );
  return { get, view };
}

const offeredSizes = () =>
  within(screen.getByRole('combobox', { name: 'Page size' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

beforeEach(() => localStorage.clear());

describe('useServerTable', () => {
  it('offers the server-side page sizes 50, 100 and 200 and asks for 50 rows by default', async () => {
    const { get } = setup();
    await waitFor(() => expect(screen.getAllByTestId('data-row')).toHaveLength(50));
    expect(offeredSizes()).toEqual(['50', '100', '200']);
    expect(get.mock.calls[0]?.[0]).toContain('limit=50');
  });

  it('uses the page size preference, fitted to the server-side sizes', async () => {
    localStorage.setItem('persistPageSize', '100');
    const { get } = setup();
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(get.mock.calls[0]?.[0]).toContain('limit=100');
    localStorage.setItem('persistPageSize', '25');
    get.mockClear();
    setup();
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(get.mock.calls[0]?.[0]).toContain('limit=50');
  });

  it('keeps a picked size in the URL and the preference', async () => {
    const user = userEvent.setup();
    const { get, view } = setup();
    await waitFor(() => expect(screen.getAllByTestId('data-row')).toHaveLength(50));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '200');
    await waitFor(() => expect(get.mock.lastCall?.[0]).toContain('limit=200'));
    expect(view.location().search).toBe('?pageSize=200');
    expect(localStorage.getItem('persistPageSize')).toBe('200');
  });
});
