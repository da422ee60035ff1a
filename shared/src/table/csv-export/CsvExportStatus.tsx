import { Button, Flex, Spinner, Text } from '@chakra-ui/react';
import { CSV_EXPORT_TEXT } from '@opsdeck/contracts';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { CsvExportJob } from './export-job';
import { focusIsFree } from './focus';

const count = (value: number) => value.toLocaleString('en-US');

/**
 * A running export's progress (rows received, of the server's count when it sent one) and Cancel,
 * which takes the focus the Export button had; `onEnd` says whether the focus is still the
 * export's own (on Cancel, or on nothing), so that only then Export CSV takes it back.
 */
export function CsvExportStatus({ job, onEnd }: { job: CsvExportJob; onEnd: (focusIsOurs: boolean) => void }) {
  const progress = useSyncExternalStore(job.subscribe, job.getSnapshot);
  const running = progress.status === 'running';
  const cancel = useRef<HTMLButtonElement>(null);
  // The Export button has just gone, so its focus is on nothing; a dialog opened meanwhile keeps it.
  useLayoutEffect(() => {
    if (focusIsFree()) cancel.current?.focus();
  }, []);
  useEffect(() => {
    if (!running) onEnd(focusIsFree() || document.activeElement === cancel.current);
  }, [running, onEnd]);
  const text =
    progress.bytes === 0
      ? CSV_EXPORT_TEXT.starting
      : CSV_EXPORT_TEXT.progress(count(progress.rows), progress.total === undefined ? undefined : count(progress.total));
  return (
    <Flex align="center" gap="2">
      <Spinner size="xs" aria-hidden="true" />
      <Text role="status" fontSize="sm" color="fg.muted">
        {text}
      </Text>
      <Button ref={cancel} size="xs" variant="outline" onClick={job.cancel}>
        {CSV_EXPORT_TEXT.cancel}
      </Button>
    </Flex>
  );
}
