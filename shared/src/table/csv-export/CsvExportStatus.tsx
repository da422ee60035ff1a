import { Button, Flex, Spinner, Text } from '@chakra-ui/react';
import { CSV_EXPORT_TEXT } from '@opsdeck/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { CsvExportJob } from './csv-export-job';

const count = (value: number) => value.toLocaleString('en-US');

/**
 * A running export's progress (rows received, of the server's count when it sent one) and Cancel,
 * which takes the focus from the Export button; `onEnd` says whether it still had it.
 */
export function CsvExportStatus({ job, onEnd }: { job: CsvExportJob; onEnd: (hadFocus: boolean) => void }) {
  const progress = useSyncExternalStore(job.subscribe, job.getSnapshot);
  const running = progress.status === 'running';
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!running) onEnd(cancel.current !== null && cancel.current === document.activeElement);
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
      <Button ref={cancel} size="xs" variant="outline" autoFocus onClick={job.cancel}>
        {CSV_EXPORT_TEXT.cancel}
      </Button>
    </Flex>
  );
}
