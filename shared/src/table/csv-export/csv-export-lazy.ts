// What "Export CSV" loads on first use (ExportCsvAction): one chunk for the job and its progress.
export { startCsvExport, type CsvExportJob, type CsvExportProgress } from './csv-export-job';
export { CsvExportStatus } from './CsvExportStatus';
