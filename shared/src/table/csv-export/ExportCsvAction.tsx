import { Button } from '@chakra-ui/react';
import { CSV_EXPORT_ACTION_LABEL } from '@opsdeck/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useApi } from '../../services';
import type { CsvExportSource } from '../types';
import type { CsvExportJob } from './csv-export-job';

// The export's code (streaming, progress, download) loads when the action is first used.
const loadExport = () => import('./csv-export-lazy');
const CsvExportStatus = lazy(() => loadExport().then((module) => ({ default: module.CsvExportStatus })));

/** "Export CSV" of a server-paged table; while an export runs, its progress and Cancel in its place. */
export function ExportCsvAction({ source }: { source: CsvExportSource }) {
  const api = useApi();
  const [job, setJob] = useState<CsvExportJob | null>(null);
  const [loading, setLoading] = useState(false);
  // Keyboard users keep their place: the focus goes to Cancel and comes back when the export ends.
  const [refocus, setRefocus] = useState(false);
  // Leaving the page ends its export.
  useEffect(() => () => job?.cancel(), [job]);
  if (job)
    return (
      <Suspense fallback={null}>
        <CsvExportStatus
          job={job}
          onEnd={(hadFocus) => {
            setRefocus(hadFocus);
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
    <Button size="xs" variant="outline" loading={loading} autoFocus={refocus} onClick={() => void start()}>
      {CSV_EXPORT_ACTION_LABEL}
    </Button>
  );
}
