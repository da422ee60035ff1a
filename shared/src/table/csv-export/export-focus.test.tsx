import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from '../../testing';
import { DataTable } from '../DataTable';
import type { CsvExportPage, PagedCsvExportSource } from '../types';
import { captureDownloads, deferred } from '../../testing/downloads';

/**
 * Where the focus goes when an export ends: back to Export CSV only when it was still the export's
 * own (on Cancel) or on nothing; a dialog or control that took it meanwhile keeps it.
 */

interface Row {
  id: string;
}

/** A one-page source answered when the test says so. */
function onePage() {
  const pages: ReturnType<typeof deferred<CsvExportPage<Row>>>[] = [];
  const source: PagedCsvExportSource<Row> = {
    pageSize: 50,
    columns: [{ key: 'id', value: (row) => row.id }],
    fetchPage: () => {
      const page = deferred<CsvExportPage<Row>>();
      pages.push(page);
      return page.promise;
    },
  };
  const finish = async (index: number) => {
    await waitFor(() => expect(pages).toHaveLength(index + 1));
    await act(async () => pages[index]!.resolve({ rows: [{ id: 'a' }], total: 1 }));
  };
  return { source, finish };
}

/** The table beside a details dialog of its own, and a switch that moves the table's actions (remounting them). */
function Page({ source }: { source: PagedCsvExportSource<Row> }) {
  const [bare, setBare] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setBare((value) => !value)}>
        Move actions
      </button>
      <div role="dialog" aria-label="Change details">
        <input aria-label="Note" />
      </div>
      <DataTable
        aria-label="Changes"
        columns={[{ accessorKey: 'id', header: 'Id' }]}
        data={[{ id: 'a' }]}
        remote
        totalRowCount={1}
        hidePagination={bare}
        csvExport={source}
      />
    </>
  );
}

describe('Export CSV focus when the export ends', () => {
  const saved = captureDownloads();

  it('goes back to Export CSV from Cancel', async () => {
    const { source, finish } = onePage();
    renderPage(<Page source={source} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: 'Cancel export' })).toHaveFocus();
    await finish(0);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toHaveFocus();
    expect(saved).toHaveLength(1);
  });

  it('goes back to Export CSV when nothing has the focus', async () => {
    const { source, finish } = onePage();
    renderPage(<Page source={source} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel export' });
    act(() => cancel.blur());
    expect(document.body).toHaveFocus();
    await finish(0);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toHaveFocus();
  });

  it('stays in a dialog opened while the export ran', async () => {
    const { source, finish } = onePage();
    renderPage(<Page source={source} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByRole('button', { name: 'Cancel export' });
    const note = screen.getByRole('textbox', { name: 'Note' });
    act(() => note.focus());
    await finish(0);
    await screen.findByRole('button', { name: 'Export CSV' });
    expect(note).toHaveFocus();
  });

  it('is not taken later by Export CSV when the table moves its actions', async () => {
    const { source, finish } = onePage();
    renderPage(<Page source={source} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByRole('button', { name: 'Cancel export' });
    await finish(0);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toHaveFocus();
    // The user opens the dialog; then the page re-renders its table with the actions elsewhere.
    const note = screen.getByRole('textbox', { name: 'Note' });
    act(() => note.focus());
    fireEvent.click(screen.getByRole('button', { name: 'Move actions' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(note).toHaveFocus();
  });
});
