import { from, type FakeHandler } from '@opsdeck/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { ReadableStream } from 'node:stream/web';
import { captureDownloads, renderPage, textOf } from '../../testing';
import { DataTable } from '../DataTable';
import { CsvRowCounter } from './csv-rows';
import { csvFileName } from './file-name';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('CsvRowCounter', () => {
  it('counts rows by line feeds outside quoted fields, across chunk boundaries', () => {
    const counter = new CsvRowCounter();
    for (const chunk of ['name,note\n"a, b","line one\nline', ' two"\n"say ""hi', '""",x\nlast,"', '"'])
      counter.add(bytes(chunk));
    expect(counter.rows).toBe(3);
  });
});

describe('csvFileName', () => {
  it('is the page name in lower case with dashes, then the local date', () => {
    expect(csvFileName('Config changes', new Date(2026, 10, 6))).toBe('config-changes-2026-11-06.csv');
    expect(csvFileName('Événements / Queue', new Date(2026, 0, 31))).toBe('evenements-queue-2026-01-31.csv');
    expect(csvFileName('✓', new Date(2026, 0, 1))).toBe('export-2026-01-01.csv');
  });
});

/** A response body the test feeds chunk by chunk. */
function controlledBody() {
  let controller!: { enqueue(chunk: Uint8Array): void; close(): void };
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      cancelled = true;
    },
  });
  return {
    stream,
    push: (text: string) => controller.enqueue(bytes(text)),
    end: () => controller.close(),
    cancelled: () => cancelled,
  };
}

const query = from('incidents').select('id,title').eq('status', 'open').order('created_at', { ascending: false }).page(2, 50);

function renderTable(handler: FakeHandler) {
  document.title = 'Incidents | Opsdeck';
  return renderPage(
    <DataTable
      aria-label="Incidents"
      columns={[{ accessorKey: 'title', header: 'Title' }]}
      data={[{ title: 'Database down' }]}
      remote
      totalRowCount={1}
      csvExport={{ query }}
    />,
    { handler },
  );
}

describe('Export CSV', () => {
  const saved = captureDownloads();

  it('asks for every row of the table query as CSV, shows progress and downloads the streamed file', async () => {
    const body = controlledBody();
    const { adapter } = renderTable(() => ({ status: 200, data: body.stream, headers: { 'content-range': '0-2/3' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(adapter.requests).toHaveLength(1));
    const request = adapter.requests[0] as InternalAxiosRequestConfig;
    expect(request.url).toBe('/db/incidents?select=id%2Ctitle&status=eq.open&order=created_at.desc');
    expect(request.headers.Accept).toBe('text/csv');
    expect(request.headers.Prefer).toBe('count=estimated');
    expect(request.responseType).toBe('stream');
    expect(await screen.findByText('Starting CSV export...')).toBeInTheDocument();

    body.push('id,title\n1,"Database down, again"\n2,"two\nlines"');
    expect(await screen.findByText('Exporting 2 of ~3 rows')).toBeInTheDocument();
    body.push('\n3,Slow API');
    body.end();
    expect(await screen.findByText(`Downloaded ${csvFileName('Incidents', new Date())}`)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe(csvFileName('Incidents', new Date()));
    expect(await textOf(saved[0]!.blob)).toBe('id,title\n1,"Database down, again"\n2,"two\nlines"\n3,Slow API');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('cancels: the request is aborted, the stream released and nothing is saved', async () => {
    const body = controlledBody();
    let signal: AbortSignal | undefined;
    renderTable((config) => {
      signal = config.signal as AbortSignal;
      return { status: 200, data: body.stream };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    body.push('id,title\n1,a\n2,b');
    expect(await screen.findByText('Exporting 2 rows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel export' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toHaveFocus();
    expect(signal?.aborted).toBe(true);
    expect(body.cancelled()).toBe(true);
    expect(saved).toEqual([]);
  });

  it('says what failed in an error toast, with the server message read from the stream', async () => {
    const body = controlledBody();
    renderTable(() => ({ status: 403, data: body.stream }));
    body.push(JSON.stringify({ code: '42501', message: 'permission denied: read access to "incidents" is required' }));
    body.end();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('CSV export failed: permission denied: read access to "incidents" is required'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
