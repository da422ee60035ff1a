import { CSV_EXPORT_TEXT, csvLine } from '@opsdeck/contracts';
import { errorMessageOf } from '../../toast/toaster';
import type { CsvExportPage, PagedCsvExportSource } from '../types';
import { CsvFileParts } from './csv-file';
import type { ExportReport } from './export-job';

/** A page of the source could not be read: the export ends there, without a file. */
export class CsvPageFailure extends Error {
  constructor(page: number, pages: number | undefined, reason: unknown) {
    super(CSV_EXPORT_TEXT.pageFailed(page, pages, errorMessageOf(reason)));
    this.name = 'CsvPageFailure';
  }
}

/** A page's answer, or the abort: Cancel ends the export at once, whether the fetcher heeds the signal or not. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * Every page of a paged JSON source, in turn, written as CSV as each arrives (a header row of the
 * column keys, then a line per row, no line break after the last, as the server's CSV): only the
 * page in flight (and the previous page's row keys) is held. Ends with a short page or once the
 * rows reach the source's total.
 */
export async function runPagedExport(source: PagedCsvExportSource, signal: AbortSignal, report: ExportReport): Promise<Blob> {
  const file = new CsvFileParts();
  file.addText(csvLine(source.columns.map((column) => column.key)));
  const { pageSize } = source;
  let rows = 0;
  let total: number | undefined;
  let previousKeys = new Set<string>();
  for (let page = 1; ; page += 1) {
    let answer: CsvExportPage<unknown>;
    try {
      answer = await untilAborted(source.fetchPage(page, pageSize, signal), signal);
    } catch (err) {
      if (signal.aborted) throw err;
      throw new CsvPageFailure(page, total === undefined ? undefined : Math.ceil(total / pageSize), err);
    }
    // Cancelled while the page was on its way: it is dropped.
    if (signal.aborted) throw signal.reason;
    let lines = '';
    const keys = new Set<string>();
    for (const row of answer.rows) {
      const key = source.rowKey?.(row);
      if (key !== undefined) {
        keys.add(key);
        if (previousKeys.has(key)) continue;
      }
      lines += `\n${csvLine(source.columns.map((column) => column.value(row)))}`;
      rows += 1;
    }
    previousKeys = keys;
    file.addText(lines);
    total = Math.max(answer.total, rows);
    report({ rows, bytes: file.bytes, total });
    if (answer.rows.length < pageSize || rows >= answer.total) break;
  }
  return file.toBlob();
}
