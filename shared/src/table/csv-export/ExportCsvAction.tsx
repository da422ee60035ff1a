import { Button } from '@chakra-ui/react';
import { CSV_EXPORT_ACTION_LABEL } from '@opsdeck/contracts';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useApi } from '../../services';
import type { CsvExportSource } from '../types';
import type { CsvExportJob } from './export-job';
import { focusIsFree } from './focus';

// The export's code (streaming or paging, progress, download) loads when the action is first used.
const loadExport = () => import('./csv-export-lazy');
const CsvExportStatus = lazy(() => loadExport().then((module) => ({ default: module.CsvExportStatus })));

/** "Export CSV" of a server-paged table; while an export runs, its progress and Cancel in its place. */
export function ExportCsvAction({ source }: { source: CsvExportSource }) {
  const api = useApi();
  const [job, setJob] = useState<CsvExportJob | null>(null);
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Keyboard users keep their place: the focus goes to Cancel and comes back when the export ends,
  // unless it has moved on meanwhile (a dialog opened, another control): then it stays there.
  const refocus = useRef(false);
  // Leaving the page ends its export.
  useEffect(() => () => job?.cancel(), [job]);
  useLayoutEffect(() => {
    if (job || !refocus.current) return;
    refocus.current = false;
    if (focusIsFree()) button.current?.focus();
  }, [job]);
  if (job)
    return (
      <Suspense fallback={null}>
        <CsvExportStatus
          job={job}
          onEnd={(focusIsOurs) => {
            refocus.current = focusIsOurs;
            setJob(null);
          }}
        />
      </Suspense>
    );
  const start = async () => {
    setLoading(true);
    try {
      const { startCsvExport } = await loadExport();
      setJob(startCsvExport({ api, source }));
    } catch (err) {
      // The toaster is already on the page (the console preloads it); importing it here keeps a
      // second copy of it out of the table entry, which every list page downloads.
      void import('../../toast/toaster').then(({ notify }) => notify.apiError(err));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button ref={button} size="xs" variant="outline" loading={loading} onClick={() => void start()}>
      {CSV_EXPORT_ACTION_LABEL}
    </Button>
  );
}
