// CSV export of server-paged tables: what only the export's own code (loaded on first use) reads,
// apart from the action's label (console-tools.ts), so pages do not carry it.

/** CSV export: what the action shows while it runs and when it ends (loaded with the export). */
export const CSV_EXPORT_TEXT = {
  starting: 'Starting CSV export...',
  cancel: 'Cancel export',
  /** Progress: rows received, and the total when the server counted it (an estimate past 2,000). */
  progress: (rows: string, total?: string) => (total ? `Exporting ${rows} of ~${total} rows` : `Exporting ${rows} rows`),
  downloaded: (fileName: string) => `Downloaded ${fileName}`,
  failed: (reason: string) => `CSV export failed: ${reason}`,
  /** A paged export whose page could not be read ends there, without a file. */
  pageFailed: (page: number, pages: number | undefined, reason: string) =>
    `CSV export failed at page ${page}${pages ? ` of ${pages}` : ''}, no file saved: ${reason}`,
} as const;

/** How the export asks: PostgREST's CSV, with a count that never scans past max-rows for the progress total. */
export const CSV_EXPORT_REQUEST = {
  accept: 'text/csv',
  prefer: 'count=estimated',
  /** Received bytes kept as loose chunks before they are folded into a Blob. */
  foldBytes: 4 * 1024 * 1024,
} as const;
