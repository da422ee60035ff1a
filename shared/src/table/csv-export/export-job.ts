import { CSV_EXPORT_TEXT } from '@opsdeck/contracts';
import { notify } from '../../toast/toaster';

export interface CsvExportProgress {
  status: 'running' | 'done' | 'failed' | 'cancelled';
  /** Rows received so far (after the header). */
  rows: number;
  bytes: number;
  /** The server's count of the rows, when it sent one (an estimate past its max-rows). */
  total?: number;
}

/** How a running export reports what it has written. */
export type ExportReport = (next: Partial<CsvExportProgress>) => void;

/** One running export: its progress as an external store (rows never reach React state), and Cancel. */
export interface CsvExportJob {
  readonly fileName: string;
  subscribe(listener: () => void): () => void;
  getSnapshot(): CsvExportProgress;
  cancel(): void;
  /** Settles with the last progress once the file was saved, or the export failed or was cancelled. */
  readonly finished: Promise<CsvExportProgress>;
}

export interface CsvExportJobOptions {
  fileName: string;
  /** Writes the file; rejects with the abort reason once cancelled. */
  run: (signal: AbortSignal, report: ExportReport) => Promise<Blob>;
  /** The error toast's text for a failure. */
  failureText: (err: unknown) => Promise<string>;
  /** Hands the finished file to the browser (default: a download link clicked). */
  save?: (file: Blob, fileName: string) => void;
}

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
 * Runs an export: the file is saved only once it is complete; a failure shows an error toast
 * saying what failed and saves nothing; Cancel aborts it and saves nothing.
 */
export function createCsvExportJob(options: CsvExportJobOptions): CsvExportJob {
  const controller = new AbortController();
  const { fileName } = options;
  const listeners = new Set<() => void>();
  let progress: CsvExportProgress = { status: 'running', rows: 0, bytes: 0 };
  const update: ExportReport = (next) => {
    progress = { ...progress, ...next };
    listeners.forEach((listener) => listener());
  };

  const settle = async (): Promise<CsvExportProgress> => {
    try {
      const file = await options.run(controller.signal, update);
      // Cancelled while the last part was written: nothing is saved.
      if (controller.signal.aborted) throw controller.signal.reason;
      (options.save ?? saveWithLink)(file, fileName);
      update({ status: 'done' });
      notify.success(CSV_EXPORT_TEXT.downloaded(fileName));
    } catch (err) {
      if (controller.signal.aborted) update({ status: 'cancelled' });
      else {
        notify.error(await options.failureText(err));
        update({ status: 'failed' });
      }
    }
    return progress;
  };
  const finished = settle();

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
