import { CSV_EXPORT_REQUEST, CSV_EXPORT_TEXT, totalFromHeaders } from '@opsdeck/contracts';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { errorMessageOf, notify } from '../../toast/toaster';
import type { CsvExportSource } from '../types';
import { CsvRowCounter } from './csv-rows';
import { streamTransport } from './stream-transport';
import { csvFileName, currentPageTitle } from './file-name';

export interface CsvExportProgress {
  status: 'running' | 'done' | 'failed' | 'cancelled';
  /** Rows received so far (after the header). */
  rows: number;
  bytes: number;
  /** The server's count of the rows, when it sent one (an estimate past its max-rows). */
  total?: number;
}

/** One running export: its progress as an external store (rows never reach React state), and Cancel. */
export interface CsvExportJob {
  readonly fileName: string;
  subscribe(listener: () => void): () => void;
  getSnapshot(): CsvExportProgress;
  cancel(): void;
  /** Settles with the last progress once the file was saved, or the export failed or was cancelled. */
  readonly finished: Promise<CsvExportProgress>;
}

export interface StartCsvExportOptions {
  api: AxiosInstance;
  source: CsvExportSource;
  /** The file's date (default now). */
  now?: Date;
  /** Hands the finished file to the browser (default: a download link clicked). */
  save?: (file: Blob, fileName: string) => void;
}

type Chunks = ReadableStream<Uint8Array>;

const isStream = (data: unknown): data is Chunks =>
  typeof data === 'object' && data !== null && typeof (data as Chunks).getReader === 'function';

/** Downloads the file through a temporary link. */
function saveWithLink(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the file by the next turn; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Reads the answer as it arrives into a Blob: loose chunks are folded into Blobs every few MiB (the
 * browser keeps Blob data out of the script's heap), and the rows are counted on the way.
 */
async function collect(data: unknown, signal: AbortSignal, onChunk: (bytes: number, rows: number) => void): Promise<Blob> {
  const counter = new CsvRowCounter();
  const folded: Blob[] = [];
  let loose: Uint8Array[] = [];
  let looseBytes = 0;
  let bytes = 0;
  const add = (chunk: Uint8Array) => {
    counter.add(chunk);
    loose.push(chunk);
    looseBytes += chunk.byteLength;
    bytes += chunk.byteLength;
    if (looseBytes >= CSV_EXPORT_REQUEST.foldBytes) {
      folded.push(new Blob(loose as BlobPart[]));
      loose = [];
      looseBytes = 0;
    }
    onChunk(bytes, counter.rows);
  };
  if (isStream(data)) {
    const reader = data.getReader();
    const stop = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', stop);
    try {
      for (let next = await reader.read(); !next.done; next = await reader.read()) add(next.value);
    } finally {
      signal.removeEventListener('abort', stop);
    }
  } else if (typeof data === 'string') add(new TextEncoder().encode(data));
  else if (data instanceof ArrayBuffer) add(new Uint8Array(data));
  if (signal.aborted) throw signal.reason;
  return new Blob([...folded, ...loose] as BlobPart[], { type: 'text/csv;charset=utf-8' });
}

/** A failed answer's body arrives as a stream too: read it, so the toast can say what the server said. */
async function withReadableBody(err: unknown): Promise<unknown> {
  const response = (err as { response?: { data?: unknown } } | null)?.response;
  if (!response || !isStream(response.data)) return err;
  try {
    const reader = response.data.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (let next = await reader.read(); !next.done; next = await reader.read())
      text += decoder.decode(next.value, { stream: true });
    text += decoder.decode();
    try {
      response.data = JSON.parse(text) as unknown;
    } catch {
      response.data = text;
    }
  } catch {
    response.data = undefined;
  }
  return err;
}

/**
 * Starts an export: the table's query, unpaged, asked as CSV (`Accept: text/csv`) with an
 * estimated count for the progress, read as a stream (the fetch transport), saved as
 * `<page>-<date>.csv`. A failure shows an error toast saying what failed; Cancel aborts the request.
 */
export function startCsvExport(options: StartCsvExportOptions): CsvExportJob {
  const controller = new AbortController();
  const fileName = csvFileName(options.source.name ?? currentPageTitle(), options.now ?? new Date());
  const listeners = new Set<() => void>();
  let progress: CsvExportProgress = { status: 'running', rows: 0, bytes: 0 };
  const update = (next: Partial<CsvExportProgress>) => {
    progress = { ...progress, ...next };
    listeners.forEach((listener) => listener());
  };

  const run = async () => {
    const { url, headers } = options.source.query.unpaged().toRequest();
    // A test's (or an embedding app's) own transport is kept; else fetch, with the body as a stream.
    const adapter: AxiosRequestConfig['adapter'] =
      typeof options.api.defaults.adapter === 'function' ? options.api.defaults.adapter : streamTransport;
    const response = await options.api.get<unknown>(url, {
      headers: { ...headers, Accept: CSV_EXPORT_REQUEST.accept, Prefer: CSV_EXPORT_REQUEST.prefer },
      responseType: 'stream',
      adapter,
      signal: controller.signal,
      timeout: 0,
    });
    update({ total: totalFromHeaders(response.headers) });
    const file = await collect(response.data, controller.signal, (bytes, rows) => update({ bytes, rows }));
    (options.save ?? saveWithLink)(file, fileName);
  };

  const finished = run().then(
    () => {
      update({ status: 'done' });
      notify.success(CSV_EXPORT_TEXT.downloaded(fileName));
      return progress;
    },
    async (err: unknown) => {
      if (controller.signal.aborted) {
        update({ status: 'cancelled' });
        return progress;
      }
      notify.error(CSV_EXPORT_TEXT.failed(errorMessageOf(await withReadableBody(err))));
      update({ status: 'failed' });
      return progress;
    },
  );

  return {
    fileName,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => progress,
    cancel: () => {
      if (progress.status === 'running') controller.abort();
    },
    finished,
  };
}
