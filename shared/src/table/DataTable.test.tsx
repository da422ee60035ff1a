import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { setPreference } from '../format/preferences';
import { declaredStyle, renderWithProviders } from '../testing';
import { DataTable } from './DataTable';

interface Item {
  id: string;
  name: string;
  team: string;
}
const col = createColumnHelper<Item>();
const columns = [col.accessor('name', { header: 'Name' }), col.accessor('team', { header: 'Team' })];
const items = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: `id-${i + 1}`, name: `item ${i + 1}`, team: i % 3 === 0 ? 'red' : 'blue' }));
const dataRows = () => screen.queryAllByTestId('data-row');
const names = () => dataRows().map((r) => r.firstChild?.textContent);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('DataTable states', () => {
  it('shows "No data available" without rows', () => {
    renderWithProviders(<DataTable columns={columns} data={[]} />);
    expect(screen.getByText('No data available')).toBeTruthy();
  });

  it('accepts another empty text', () => {
    renderWithProviders(<DataTable columns={columns} data={[]} emptyText="No resources found" />);
    expect(screen.getByText('No resources found')).toBeTruthy();
  });

  it('shows the empty state with what narrowed the list and the next action', async () => {
    const clear = jest.fn();
    renderWithProviders(
      <DataTable
        columns={columns}
        data={[]}
        emptyDescription="Nothing matches the current filters."
        emptyAction={<button onClick={clear}>Clear filters</button>}
      />,
    );
    const cell = screen.getByText('No data available').closest('td')!;
    expect(cell).toHaveAttribute('colspan', '2');
    expect(within(cell).getByText('Nothing matches the current filters.')).toBeInTheDocument();
    await userEvent.click(within(cell).getByRole('button', { name: 'Clear filters' }));
    expect(clear).toHaveBeenCalled();
  });

  it('shows "loading data..." while the first load runs and "Loading..." while rows are refreshed', () => {
    const { rerender } = renderWithProviders(<DataTable columns={columns} data={[]} isLoading />);
    expect(screen.getByText('loading data...')).toBeTruthy();
    expect(screen.queryByText('No data available')).toBeNull();
    rerender(<DataTable columns={columns} data={items(3)} isLoading />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(names()).toEqual(['item 1', 'item 2', 'item 3']);
  });

  it('with firstRows, renders every row once the first ones are shown', async () => {
    renderWithProviders(<DataTable columns={columns} data={items(30)} remote hidePagination firstRows={10} />);
    expect(await screen.findByText('item 30')).toBeTruthy();
    expect(dataRows()).toHaveLength(30);
    expect(names().slice(0, 2)).toEqual(['item 1', 'item 2']);
  });

  it('renders headers and cells and reports row clicks (mouse and keyboard)', async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    renderWithProviders(<DataTable aria-label="Items" columns={columns} data={items(2)} onRowClick={onRowClick} />);
    const table = screen.getByRole('table', { name: 'Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Team']);
    await user.click(screen.getByText('item 2'));
    expect(onRowClick).toHaveBeenCalledWith({ id: 'id-2', name: 'item 2', team: 'blue' });
    dataRows()[0]?.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith({ id: 'id-1', name: 'item 1', team: 'red' });
  });
});

describe('DataTable paging', () => {
  it('pages local data 50 at a time and offers the spec page sizes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable columns={columns} data={items(120)} />);
    expect(dataRows()).toHaveLength(50);
    expect(screen.getByText('of 3')).toBeTruthy();
    const sizes = within(screen.getByRole('combobox', { name: 'Page size' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sizes).toEqual(['5', '10', '25', '50', '100', '150', '200', '250', '300', '500', '1000']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()[0]).toBe('item 51');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(dataRows()).toHaveLength(20);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '25');
    expect(dataRows()).toHaveLength(25);
    expect(names()[0]).toBe('item 1');
    expect(screen.getByText('of 5')).toBeTruthy();
    // The picked size is the page size preference for the next tables.
    expect(localStorage.getItem('persistPageSize')).toBe('25');
  });

  it('starts local tables at the page size preference and follows a change of it', () => {
    localStorage.setItem('persistPageSize', '10');
    renderWithProviders(<DataTable columns={columns} data={items(120)} />);
    expect(dataRows()).toHaveLength(10);
    expect((screen.getByRole('combobox', { name: 'Page size' }) as HTMLSelectElement).value).toBe('10');
    act(() => setPreference('persistPageSize', 100));
    expect(dataRows()).toHaveLength(100);
  });

  it('leaves the preference alone when the caller controls paging', async () => {
    const user = userEvent.setup();
    const onPaginationChange = jest.fn();
    renderWithProviders(
      <DataTable
        remote
        columns={columns}
        data={items(10)}
        totalRowCount={250}
        pagination={{ pageIndex: 0, pageSize: 10 }}
        onPaginationChange={onPaginationChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '100');
    expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 100 });
    expect(localStorage.getItem('persistPageSize')).toBeNull();
  });

  it('passes page index, page size and sorting to the caller of a remote table', async () => {
    const user = userEvent.setup();
    const onPaginationChange = jest.fn();
    const onSortingChange = jest.fn();
    renderWithProviders(
      <DataTable
        remote
        columns={columns}
        data={items(10)}
        totalRowCount={250}
        pagination={{ pageIndex: 0, pageSize: 10 }}
        onPaginationChange={onPaginationChange}
        sorting={[]}
        onSortingChange={onSortingChange}
        pageSizeOptions={[10, 50, 100, 200]}
      />,
    );
    expect(dataRows()).toHaveLength(10);
    expect(screen.getByText('of 25')).toBeTruthy();
    expect(screen.getByText('250 rows')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '100');
    expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 100 });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    // Remote data is shown as given, not re-sorted.
    expect(names()[0]).toBe('item 1');
  });

  it('marks the sorted column and sorts local data', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable columns={columns} data={items(3)} />);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    const header = screen.getAllByRole('columnheader')[0];
    expect(header?.getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(screen.getAllByRole('columnheader')[0]?.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['item 3', 'item 2', 'item 1']);
  });

  it('sorts from anywhere in a sortable header cell, and from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable columns={columns} data={items(3)} />);
    const header = screen.getAllByRole('columnheader')[0]!;
    // The cell itself, not the label inside it (e.g. its padding or the space after the label).
    await user.click(header);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['item 1', 'item 2', 'item 3']);
    await user.click(header);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    // One toggle per click on the label too (its click reaches the cell once).
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(header.getAttribute('aria-sort')).toBeNull();
    screen.getByRole('button', { name: /Name/ }).focus();
    await user.keyboard('{Enter}');
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.keyboard(' ');
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['item 3', 'item 2', 'item 1']);
  });

  it('leaves clicks on other controls in a sortable header to them', async () => {
    const user = userEvent.setup();
    const onSelectAll = jest.fn();
    const withControl = [
      createColumnHelper<Item>().accessor('name', {
        header: () => (
          <>
            Name <input type="checkbox" aria-label="Select all" onChange={onSelectAll} />
          </>
        ),
      }),
    ];
    renderWithProviders(<DataTable columns={withControl} data={items(3)} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onSelectAll).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('columnheader')[0]?.getAttribute('aria-sort')).toBeNull();
  });

  it('draws the sort chevron at text size, not stretched to the header', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable columns={columns} data={items(3)} />);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    const chevron = screen.getByLabelText('sorted ascending');
    expect(getComputedStyle(chevron).width).toBe('var(--chakra-sizes-3\\.5)');
    expect(getComputedStyle(chevron).height).toBe('var(--chakra-sizes-3\\.5)');
  });
});

describe('go-to-page input', () => {
  function setup(total: number) {
    const onPaginationChange = jest.fn();
    renderWithProviders(
      <DataTable
        remote
        columns={columns}
        data={items(Math.min(total, 10))}
        totalRowCount={total}
        pagination={{ pageIndex: 0, pageSize: 10 }}
        onPaginationChange={onPaginationChange}
      />,
    );
    return { onPaginationChange, input: screen.getByRole('spinbutton', { name: 'Go to page' }) as HTMLInputElement };
  }

  it('goes to the typed page, clamped to 1..page count', async () => {
    const user = userEvent.setup();
    const { onPaginationChange, input } = setup(45);
    expect(input.min).toBe('1');
    expect(input.max).toBe('5');
    await user.clear(input);
    await user.type(input, '3{Enter}');
    expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 10 });
    await user.clear(input);
    await user.type(input, '99{Enter}');
    expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 4, pageSize: 10 });
    expect(input.value).toBe('5');
    await user.clear(input);
    await user.type(input, '0');
    fireEvent.blur(input);
    expect(input.value).toBe('1');
  });

  it('is read-only with one page', () => {
    const { input } = setup(7);
    expect(input.readOnly).toBe(true);
    expect(screen.getByText('of 1')).toBeTruthy();
  });
});

describe('grouped rows', () => {
  it('expand and collapse on click and from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable columns={columns} data={items(6)} groupBy={['team']} getRowId={(r) => r.id} />);
    const groups = screen.getAllByTestId('group-row');
    expect(groups.map((g) => g.textContent)).toEqual(['red(2)', 'blue(4)']);
    expect(dataRows()).toHaveLength(0);
    await user.click(groups[0]!);
    expect(groups[0]?.getAttribute('aria-expanded')).toBe('true');
    expect(names()).toEqual(['item 1', 'item 4']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name']);
    await user.click(groups[0]!);
    expect(dataRows()).toHaveLength(0);
    groups[1]?.focus();
    await user.keyboard('{Enter}');
    expect(dataRows()).toHaveLength(4);
  });

  it('can start expanded', () => {
    renderWithProviders(<DataTable columns={columns} data={items(3)} groupBy={['team']} defaultExpanded />);
    expect(dataRows()).toHaveLength(3);
  });
});

describe('saved table preferences', () => {
  it('keeps expanded rows per session under the key', async () => {
    const user = userEvent.setup();
    const table = <DataTable columns={columns} data={items(6)} groupBy={['team']} preferencesKey="teams-table" />;
    const { unmount } = renderWithProviders(table);
    await user.click(screen.getAllByTestId('group-row')[1]!);
    expect(JSON.parse(sessionStorage.getItem('teams-table') ?? '{}')).toEqual({
      scrollTop: 0,
      expandedRows: { 'team:blue': true },
    });
    unmount();
    renderWithProviders(table);
    expect(dataRows()).toHaveLength(4);
  });

  it('saves and restores scrollTop', async () => {
    const table = <DataTable columns={columns} data={items(30)} preferencesKey="scroll-table" />;
    const { unmount } = renderWithProviders(table);
    const box = screen.getByTestId('table-scroll');
    box.scrollTop = 420;
    fireEvent.scroll(box);
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(JSON.parse(sessionStorage.getItem('scroll-table') ?? '{}').scrollTop).toBe(420);
    unmount();
    renderWithProviders(table);
    expect(screen.getByTestId('table-scroll').scrollTop).toBe(420);
  });

  it('ignores malformed saved values', () => {
    sessionStorage.setItem('bad-table', '{oops');
    renderWithProviders(<DataTable columns={columns} data={items(2)} preferencesKey="bad-table" />);
    expect(dataRows()).toHaveLength(2);
  });
});

describe('DataTable row rendering', () => {
  const counted = (renders: string[]) => [
    col.accessor('name', {
      header: 'Name',
      cell: (info) => {
        renders.push(info.getValue());
        return info.getValue();
      },
    }),
  ];

  it('leaves rows alone when the table renders again with the same rows and columns', () => {
    const renders: string[] = [];
    const data = items(3);
    const columnsOnce = counted(renders);
    const { rerender } = renderWithProviders(<DataTable columns={columnsOnce} data={data} isLoading={false} />);
    expect(renders).toContain('item 3');
    renders.length = 0;
    rerender(<DataTable columns={columnsOnce} data={data} isLoading />);
    expect(renders).toEqual([]);
  });

  it('renders the cells again when the columns change', () => {
    const renders: string[] = [];
    const data = items(2);
    const { rerender } = renderWithProviders(<DataTable columns={counted(renders)} data={data} />);
    renders.length = 0;
    rerender(<DataTable columns={[...counted(renders), col.accessor('team', { header: 'Team' })]} data={data} />);
    expect(renders).toEqual(expect.arrayContaining(['item 1', 'item 2']));
    expect(screen.getAllByText('red').length).toBe(1);
  });
});

describe('DataTable column sizing', () => {
  const sized = [col.accessor('name', { header: 'Name', meta: { grow: true } }), col.accessor('team', { header: 'Team' })];

  it('gives the growing column the slack and fits the others to their content on one line', () => {
    renderWithProviders(<DataTable columns={sized} data={[{ id: '1', name: 'web', team: 'Platform engineering' }]} />);
    const [name, team] = screen.getAllByRole('columnheader');
    expect(declaredStyle(name!, 'width')).toBe('var(--chakra-sizes-full)');
    expect(declaredStyle(team!, 'width')).toBe('1%');
    expect(declaredStyle(team!, 'white-space')).toBe('nowrap');
    expect(declaredStyle(name!, 'white-space')).toBe('nowrap');
    const teamCell = screen.getByRole('cell', { name: 'Platform engineering' });
    expect(declaredStyle(teamCell, 'white-space')).toBe('nowrap');
  });

  it('leaves widths to the browser when no column grows', () => {
    renderWithProviders(<DataTable columns={columns} data={[{ id: '1', name: 'web', team: 'Platform' }]} />);
    expect(declaredStyle(screen.getAllByRole('columnheader')[1]!, 'width')).toBe('');
  });
});
