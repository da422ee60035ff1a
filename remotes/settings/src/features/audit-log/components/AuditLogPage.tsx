import { AUDIT_LOG_TEXT, type AuditLogEntry } from '@opsdeck/contracts';
import { Box, ErrorPanel, Stack, Text } from '@opsdeck/shared';
import { useTopBarRefresh } from '@opsdeck/shared/services';
import { DataTable } from '@opsdeck/shared/table';
import { resolveTimeRange } from '@opsdeck/shared/time-range';
import { useTimeRangeParams } from '@opsdeck/shared/url-state';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuditLog } from '../api/auditLog';
import { useAuditRetention } from '../api/auditRetention';
import { parseAuditFilters } from '../lib/audit-filters';
import { AuditEntryDetails } from './AuditEntryDetails';
import { auditLogColumns } from './auditLogColumns';
import { AUDIT_DEFAULT_RANGE, AuditLogFilters } from './AuditLogFilters';

function RetentionNote() {
  const retention = useAuditRetention();
  if (retention.isPending) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="audit-retention">
      {retention.data ? AUDIT_LOG_TEXT.retention(retention.data.retention) : AUDIT_LOG_TEXT.retentionUnknown}
    </Text>
  );
}

/** /settings/audit-log: every write through the API, filtered, newest first; a row opens its details. */
export function AuditLogPage() {
  const [params] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => parseAuditFilters(new URLSearchParams(search)), [search]);
  const { timeRange } = useTimeRangeParams(AUDIT_DEFAULT_RANGE);
  const range = useMemo(() => {
    const resolved = timeRange ? resolveTimeRange(timeRange) : undefined;
    // A relative range ends now: no upper bound, so entries recorded later show on refresh.
    const to = timeRange?.type === 'relative' ? undefined : resolved?.to?.toUTC().toISO();
    return { from: resolved?.from.toUTC().toISO() ?? undefined, to: to ?? undefined };
  }, [timeRange]);
  const { tableProps, query } = useAuditLog(filters, range);
  useTopBarRefresh(() => query.refetch());
  const [selected, setSelected] = useState<AuditLogEntry | null>(null);

  return (
    <Box p="4">
      <Stack gap="3">
        <AuditLogFilters />
        <RetentionNote />
        {query.isError ? <ErrorPanel error={query.error} /> : null}
        <DataTable
          aria-label={AUDIT_LOG_TEXT.tableLabel}
          columns={auditLogColumns}
          getRowId={(row) => row.id}
          onRowClick={setSelected}
          emptyText={AUDIT_LOG_TEXT.empty}
          {...tableProps}
        />
      </Stack>
      {selected ? <AuditEntryDetails entry={selected} onClose={() => setSelected(null)} /> : null}
    </Box>
  );
}
