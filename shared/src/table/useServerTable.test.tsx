import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { from } from '@opsdeck/contracts';
import type { AxiosInstance } from 'axios';
import { z } from 'zod/mini';
import { ShellServicesProvider, type ShellServices } from '../services';
import { renderWithProviders } from '../testing';
import { DataTable } from './DataTable';
import { pageAfterUnsatisfiableRange, useServerTable } from './useServerTable';

const rowSchema = z.object({ id: z.string(), name: z.string() });
type Row = z.infer<typeof rowSchema>;
const columns = [createColumnHelper<Row>().accessor('name', { header: 'Name' })];

const TOTAL = 500;

/**
 * How the server answers a page past the end: 416 with Content-Range "*\/500" (PostgREST), with
 * only the details text (this project's backend), or with rows and a total (a lenient server).
 */
type PastTheEnd = 'content-range' | 'details' | 'empty-page';

function setup(route = '/items', pastTheEnd: PastTheEnd = 'content-range') {
  const get = jest.fn((url: string) => {
    const limit = Number(/limit=(\d+)/.exec(url)?.[1] ?? 0);
    const offset = Number(/offset=(\d+)/.exec(url)?.[1] ?? 0);
    if (offset >= TOTAL && pastTheEnd !== 'empty-page') {
      const details = `An offset of ${offset} was requested, but there are only ${TOTAL} rows.`;
      const headers: Record<string, string> = pastTheEnd === 'content-range' ? { 'content-range': `*/${TOTAL}` } : {};
      return Promise.reject(
        Object.assign(new Error('Request failed with status code 416'), {
          response: { status: 416, headers, data: { code: 'PGRST103', details } },
        }),
      );
    }
    const count = Math.max(0, Math.min(limit, TOTAL - offset));
    const rows = Array.from({ length: count }, (_, i) => ({ id: `${offset + i}`, name: `item ${offset + i}` }));
    const range = count > 0 ? `${offset}-${offset + count - 1}` : '*';
    return Promise.resolve({ data: rows, headers: { 'content-range': `${range}/${TOTAL}` } });
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

  it('uses the page size preference exactly, offering it beside the server-side sizes', async () => {
    localStorage.setItem('persistPageSize', '100');
    const { get, view } = setup();
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(get.mock.calls[0]?.[0]).toContain('limit=100');
    view.unmount();
    localStorage.setItem('persistPageSize', '25');
    const second = setup();
    await waitFor(() => expect(second.get).toHaveBeenCalled());
    expect(second.get.mock.calls[0]?.[0]).toContain('limit=25');
    expect(offeredSizes()).toEqual(['25', '50', '100', '200']);
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

  it.each<[PastTheEnd]>([['content-range'], ['details'], ['empty-page']])(
    'clamps a page index past the last page to the last page, in the URL too (%s)',
    async (pastTheEnd) => {
      const { get, view } = setup('/items?pageIndex=50', pastTheEnd);
      await waitFor(() => expect(view.location().search).toBe('?pageIndex=9'));
      await waitFor(() => expect(screen.getAllByTestId('data-row')).toHaveLength(50));
      expect(screen.getAllByTestId('data-row')[0]).toHaveTextContent('item 450');
      // "Page 10 of 10", not "Page 51 of 1".
      expect(screen.getByRole('spinbutton', { name: 'Go to page' })).toHaveValue(10);
      expect(screen.getByText('of 10')).toBeInTheDocument();
      expect(get.mock.lastCall?.[0]).toContain('offset=450');
    },
  );

  it('leaves a page index within the list alone', async () => {
    const { view } = setup('/items?pageIndex=3');
    await waitFor(() => expect(screen.getAllByTestId('data-row')[0]).toHaveTextContent('item 150'));
    expect(view.location().search).toBe('?pageIndex=3');
  });
});

describe('pageAfterUnsatisfiableRange', () => {
  const failure = (status: number, headers: Record<string, string> = {}, data: unknown = {}) => ({
    response: { status, headers, data },
  });

  it('names the last page from the Content-Range total, else from the details, else the first page', () => {
    expect(pageAfterUnsatisfiableRange(failure(416, { 'Content-Range': '*/469' }), 50)).toBe(9);
    expect(pageAfterUnsatisfiableRange(failure(416, {}, { details: 'but there are only 100 rows.' }), 50)).toBe(1);
    expect(pageAfterUnsatisfiableRange(failure(416, { 'content-range': '*/0' }), 50)).toBe(0);
    expect(pageAfterUnsatisfiableRange(failure(416), 50)).toBe(0);
  });

  it('says nothing about other failures', () => {
    expect(pageAfterUnsatisfiableRange(failure(500, { 'content-range': '*/469' }), 50)).toBeUndefined();
    expect(pageAfterUnsatisfiableRange(new Error('Network Error'), 50)).toBeUndefined();
  });
});
