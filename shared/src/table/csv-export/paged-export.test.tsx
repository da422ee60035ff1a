import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing';
import { DataTable } from '../DataTable';
import type { CsvExportPage, PagedCsvExportSource } from '../types';
import { csvFileName } from './file-name';
import { captureDownloads, deferred, textOf } from '../../testing/downloads';

interface Change {
  id: string;
  summary: string | null;
  details?: unknown;
  count: number;
}

const CHANGES: Change[] = [
  { id: 'c1', summary: 'replicas 2 -> 3, rolled out', details: { path: 'spec.replicas' }, count: 1 },
  { id: 'c2', summary: 'image "web:2" pulled', count: 3 },
  { id: 'c3', summary: '--- before\n+++ after\n-  a: "x, y"\n+  a: z', count: 1 },
  { id: 'c4', summary: null, details: 'plain', count: 2 },
  { id: 'c5', summary: '', count: 1 },
];

/** The pages of CHANGES (two rows each), each answered when the test says so. */
function scriptedSource() {
  const calls: {
    page: number;
    pageSize: number;
    signal: AbortSignal;
    answer: ReturnType<typeof deferred<CsvExportPage<Change>>>;
  }[] = [];
  const source: PagedCsvExportSource<Change> = {
    name: 'Config changes',
    pageSize: 2,
    columns: [
      { key: 'id', value: (row) => row.id },
      { key: 'summary', value: (row) => row.summary },
      { key: 'details', value: (row) => row.details },
      { key: 'count', value: (row) => row.count },
    ],
    fetchPage: (page, pageSize, signal) => {
      const answer = deferred<CsvExportPage<Change>>();
      calls.push({ page, pageSize, signal, answer });
      return answer.promise;
    },
  };
  const answer = async (page: number) => {
    await waitFor(() => expect(calls).toHaveLength(page));
    calls[page - 1]!.answer.resolve({ rows: CHANGES.slice((page - 1) * 2, page * 2), total: CHANGES.length });
  };
  return { source, calls, answer };
}

function renderTable(source: PagedCsvExportSource<Change>) {
  return renderPage(
    <DataTable
      aria-label="Config changes"
      columns={[{ accessorKey: 'id', header: 'Id' }]}
      data={[{ id: 'c1' }]}
      remote
      totalRowCount={CHANGES.length}
      csvExport={source}
    />,
  );
}

describe('Export CSV of a paged JSON source', () => {
  const saved = captureDownloads();

  it('reads every page in turn, shows the rows of the total and saves the CSV with quoting', async () => {
    const { source, calls, answer } = scriptedSource();
    renderTable(source);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Starting CSV export...')).toBeInTheDocument();
    await answer(1);
    expect(await screen.findByText('Exporting 2 of ~5 rows')).toBeInTheDocument();
    await answer(2);
    expect(await screen.findByText('Exporting 4 of ~5 rows')).toBeInTheDocument();
    await answer(3);
    const fileName = csvFileName('Config changes', new Date());
    expect(await screen.findByText(`Downloaded ${fileName}`)).toBeInTheDocument();
    expect(calls.map(({ page, pageSize }) => [page, pageSize])).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    expect(saved.map((file) => file.name)).toEqual([fileName]);
    expect(await textOf(saved[0]!.blob)).toBe(
      [
        'id,summary,details,count',
        'c1,"replicas 2 -> 3, rolled out","{""path"":""spec.replicas""}",1',
        'c2,"image ""web:2"" pulled",,3',
        'c3,"--- before\n+++ after\n-  a: ""x, y""\n+  a: z",,1',
        'c4,,plain,2',
        'c5,"",,1',
      ].join('\n'),
    );
  });

  it('cancels between pages: the page in flight is dropped, no further page is asked for, nothing is saved', async () => {
    const { source, calls, answer } = scriptedSource();
    renderTable(source);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await answer(1);
    expect(await screen.findByText('Exporting 2 of ~5 rows')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(calls[1]!.signal.aborted).toBe(true);
    calls[1]!.answer.resolve({ rows: CHANGES.slice(2, 4), total: CHANGES.length });
    await Promise.resolve();
    expect(calls).toHaveLength(2);
    expect(saved).toEqual([]);
    expect(screen.queryByText(/^Downloaded /)).not.toBeInTheDocument();
  });

  it('ends at a failing page with a message saying which, and saves no partial file', async () => {
    const { source, calls, answer } = scriptedSource();
    renderTable(source);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await answer(1);
    await waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.answer.reject(new Error('database is unavailable'));
    expect(
      await screen.findByText('CSV export failed at page 2 of 3, no file saved: database is unavailable'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(saved).toEqual([]);
  });

  it('skips the rows the previous page held when a row added ahead pushed the pages along', async () => {
    const { source } = scriptedSource();
    // A change arrives at the top after the first page: the later pages move one row along.
    const pages = [['c1', 'c2'], ['c2', 'c3'], ['c4', 'c5'], []];
    const shifted: PagedCsvExportSource<Change> = {
      ...source,
      rowKey: (row) => row.id,
      fetchPage: async (page) => ({
        rows: pages[page - 1]!.map((id) => CHANGES.find((change) => change.id === id)!),
        total: page === 1 ? 5 : 6,
      }),
    };
    renderTable(shifted);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const ids = (await textOf(saved[0]!.blob)).split('\n').map((line) => line.split(',')[0]);
    expect(ids.filter((id) => /^c\d$/.test(id!))).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
  });

  it('saves the header alone when nothing matches', async () => {
    const { source, calls } = scriptedSource();
    renderTable(source);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.answer.resolve({ rows: [], total: 0 });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await textOf(saved[0]!.blob)).toBe('id,summary,details,count');
  });
});
