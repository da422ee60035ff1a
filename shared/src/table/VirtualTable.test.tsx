import { act, fireEvent, screen } from '@testing-library/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { DataTable } from './DataTable';
import type { PaginationState } from './types';

interface Item {
  id: string;
  name: string;
}
const col = createColumnHelper<Item>();
const columns = [col.accessor('name', { header: 'Name' })];
const items = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: `${i}`, name: `row ${i}` }));
const rendered = () => screen.queryAllByTestId('data-row').map((r) => r.textContent);

// jsdom has no layout: give the scroll area 350 px and every row 35 px, and let scrollTo move it.
const spies: jest.SpyInstance[] = [];
beforeEach(() => {
  sessionStorage.clear();
  spies.push(
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'table-scroll' ? 350 : 0;
    }),
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'TR' ? 35 : 0;
    }),
    jest.spyOn(Element.prototype, 'scrollTo').mockImplementation(function (this: Element, arg?: ScrollToOptions | number) {
      if (typeof arg === 'object' && typeof arg.top === 'number') this.scrollTop = arg.top;
    }),
  );
});
afterEach(() => {
  spies.splice(0).forEach((s) => s.mockRestore());
});

async function scrollTo(px: number) {
  const box = screen.getByTestId('table-scroll');
  await act(async () => {
    box.scrollTop = px;
    fireEvent.scroll(box);
  });
}

describe('virtualised DataTable', () => {
  it('renders only the rows in view plus an overscan of 10', async () => {
    renderWithProviders(<DataTable virtual height={350} columns={columns} data={items(500)} />);
    const rows = rendered();
    expect(rows[0]).toBe('row 0');
    // 10 rows fit in 350 px at 35 px each, plus 10 overscan.
    expect(rows).toHaveLength(20);
    await scrollTo(35 * 200);
    const later = rendered();
    expect(later).toContain('row 200');
    expect(later).not.toContain('row 0');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('doubles the page size when the last row is reached and more rows exist', async () => {
    const onPaginationChange = jest.fn();
    function Harness() {
      const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 50 });
      return (
        <DataTable
          remote
          virtual
          height={350}
          columns={columns}
          data={items(pagination.pageSize)}
          totalRowCount={160}
          pagination={pagination}
          onPaginationChange={(p) => {
            setPagination(p);
            onPaginationChange(p);
          }}
        />
      );
    }
    renderWithProviders(<Harness />);
    expect(onPaginationChange).not.toHaveBeenCalled();
    await scrollTo(35 * 45);
    expect(onPaginationChange).toHaveBeenCalledTimes(1);
    expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 100 });
    await scrollTo(35 * 95);
    expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 200 });
    expect(onPaginationChange).toHaveBeenCalledTimes(2);
  });

  it('does not grow when every row is loaded or while loading', () => {
    const onPaginationChange = jest.fn();
    const { rerender } = renderWithProviders(
      <DataTable
        remote
        virtual
        height={350}
        columns={columns}
        data={items(8)}
        totalRowCount={8}
        pagination={{ pageIndex: 0, pageSize: 50 }}
        onPaginationChange={onPaginationChange}
      />,
    );
    expect(onPaginationChange).not.toHaveBeenCalled();
    rerender(
      <DataTable
        remote
        virtual
        isLoading
        height={350}
        columns={columns}
        data={items(8)}
        totalRowCount={90}
        pagination={{ pageIndex: 0, pageSize: 8 }}
        onPaginationChange={onPaginationChange}
      />,
    );
    expect(onPaginationChange).not.toHaveBeenCalled();
    rerender(
      <DataTable
        remote
        virtual
        height={350}
        columns={columns}
        data={items(8)}
        totalRowCount={90}
        pagination={{ pageIndex: 0, pageSize: 8 }}
        onPaginationChange={onPaginationChange}
      />,
    );
    expect(onPaginationChange).toHaveBeenCalledWith({ pageIndex: 0, pageSize: 16 });
  });

  it('restores the saved scroll position', () => {
    sessionStorage.setItem('virtual-table', JSON.stringify({ scrollTop: 35 * 300, expandedRows: {} }));
    renderWithProviders(<DataTable virtual height={350} columns={columns} data={items(500)} preferencesKey="virtual-table" />);
    expect(rendered()).toContain('row 300');
    expect(rendered()).not.toContain('row 0');
  });
});
