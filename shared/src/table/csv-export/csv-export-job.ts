import { CSV_EXPORT_TEXT } from '@opsdeck/contracts';
import type { AxiosInstance } from 'axios';
import { errorMessageOf } from '../../toast/toaster';
import type { CsvExportSource } from '../types';
import { createCsvExportJob, type CsvExportJob } from './export-job';
import { csvFileName, currentPageTitle } from './file-name';
import { CsvPageFailure, runPagedExport } from './paged-export';
import { queryExportFailure, runQueryExport } from './query-export';

export type { CsvExportJob, CsvExportProgress } from './export-job';

export interface StartCsvExportOptions {
  api: AxiosInstance;
  source: CsvExportSource;
  /** The file's date (default now). */
  now?: Date;
  /** Hands the finished file to the browser (default: a download link clicked). */
  save?: (file: Blob, fileName: string) => void;
}

/**
 * Starts an export saved as `<page>-<date>.csv`: a PostgREST query streamed as the server's CSV,
 * or a paged JSON source written as CSV page by page. A failure shows an error toast saying what
 * failed; Cancel aborts the request in flight.
 */
export function startCsvExport(options: StartCsvExportOptions): CsvExportJob {
  const { api, source, save } = options;
  const fileName = csvFileName(source.name ?? currentPageTitle(), options.now ?? new Date());
  if ('query' in source)
    return createCsvExportJob({
      fileName,
      save,
      run: (signal, report) => runQueryExport(api, source, signal, report),
      failureText: async (err) => CSV_EXPORT_TEXT.failed(await queryExportFailure(err)),
    });
  return createCsvExportJob({
    fileName,
    save,
    run: (signal, report) => runPagedExport(source, signal, report),
    failureText: async (err) => (err instanceof CsvPageFailure ? err.message : CSV_EXPORT_TEXT.failed(errorMessageOf(err))),
  });
}
