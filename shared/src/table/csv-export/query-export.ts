import { CSV_EXPORT_REQUEST, totalFromHeaders } from '@opsdeck/contracts';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { errorMessageOf } from '../../toast/toaster';
import type { QueryCsvExportSource } from '../types';
import { CsvFileParts } from './csv-file';
import { CsvRowCounter } from './csv-rows';
import type { ExportReport } from './export-job';
import { streamTransport } from './stream-transport';

type Chunks = ReadableStream<Uint8Array>;

const isStream = (data: unknown): data is Chunks =>
  typeof data === 'object' && data !== null && typeof (data as Chunks).getReader === 'function';

/** Reads the answer as it arrives into the file, counting the rows on the way. */
async function collect(data: unknown, signal: AbortSignal, report: ExportReport): Promise<Blob> {
  const counter = new CsvRowCounter();
  const file = new CsvFileParts();
  const add = (chunk: Uint8Array) => {
    counter.add(chunk);
    file.add(chunk);
    report({ bytes: file.bytes, rows: counter.rows });
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
  return file.toBlob();
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

/** What failed, with the server's message read from the streamed body. */
export const queryExportFailure = async (err: unknown): Promise<string> => errorMessageOf(await withReadableBody(err));

/**
 * The table's query, unpaged, asked as CSV (`Accept: text/csv`) with an estimated count for the
 * progress, read as a stream (the fetch transport) into the file.
 */
export async function runQueryExport(
  api: AxiosInstance,
  source: QueryCsvExportSource,
  signal: AbortSignal,
  report: ExportReport,
): Promise<Blob> {
  const { url, headers } = source.query.unpaged().toRequest();
  // A test's (or an embedding app's) own transport is kept; else fetch, with the body as a stream.
  const adapter: AxiosRequestConfig['adapter'] =
    typeof api.defaults.adapter === 'function' ? api.defaults.adapter : streamTransport;
  const response = await api.get<unknown>(url, {
    headers: { ...headers, Accept: CSV_EXPORT_REQUEST.accept, Prefer: CSV_EXPORT_REQUEST.prefer },
    responseType: 'stream',
    adapter,
    signal,
    timeout: 0,
  });
  report({ total: totalFromHeaders(response.headers) });
  return collect(response.data, signal, report);
}
