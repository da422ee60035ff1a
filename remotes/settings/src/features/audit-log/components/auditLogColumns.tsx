import { AUDIT_LOG_TEXT, type AuditLogEntry } from '@opsdeck/contracts';
import { Badge, Stack, Text } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { createColumnHelper } from '@opsdeck/shared/table';

const column = createColumnHelper<AuditLogEntry>();
const { columns: HEADERS, actorTypes } = AUDIT_LOG_TEXT;

export function AuditOutcomeBadge({ outcome, status }: { outcome: string; status?: number | null | undefined }) {
  return (
    <Badge colorPalette={outcome === 'success' ? 'green' : 'red'} data-outcome={outcome}>
      {status ? `${outcome} (${status})` : outcome}
    </Badge>
  );
}

/** The person, and the token or agent they wrote as when it was not a session. */
export function AuditActor({ entry }: { entry: AuditLogEntry }) {
  const via =
    entry.actor_type === 'person' ? null : (actorTypes[entry.actor_type as keyof typeof actorTypes] ?? entry.actor_type);
  return (
    <Stack gap="0">
      <Text>{entry.actor_name ?? entry.actor_id ?? ''}</Text>
      {via ? (
        <Text fontSize="xs" color="fg.muted">
          {entry.token_name ? `${via}: ${entry.token_name}` : via}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Time, person, action, resource (with the row count), fields, address and outcome of each entry. */
export const auditLogColumns = [
  column.accessor('created_at', { header: HEADERS.time, cell: (info) => <FormattedDate value={info.getValue()} /> }),
  column.accessor('actor_name', { header: HEADERS.person, cell: (info) => <AuditActor entry={info.row.original} /> }),
  column.accessor('action', { header: HEADERS.action, cell: (info) => info.getValue() }),
  column.accessor('resource', {
    header: HEADERS.resource,
    meta: { grow: true },
    cell: (info) => {
      const entry = info.row.original;
      const ids = entry.resource_ids ?? [];
      return (
        <Stack gap="0">
          <Text fontFamily="mono" fontSize="sm">
            {entry.resource}
          </Text>
          {ids.length > 0 ? (
            <Text fontSize="xs" color="fg.muted" truncate>
              {ids.length === 1 ? ids[0] : `${entry.row_count ?? ids.length} rows`}
            </Text>
          ) : null}
        </Stack>
      );
    },
  }),
  column.display({
    id: 'fields',
    header: HEADERS.fields,
    cell: (info) => (
      <Text fontSize="sm" truncate maxW="64">
        {(info.row.original.fields ?? []).join(', ')}
      </Text>
    ),
  }),
  column.accessor('client_address', { header: HEADERS.address, cell: (info) => info.getValue() ?? '' }),
  column.accessor('outcome', {
    header: HEADERS.outcome,
    cell: (info) => <AuditOutcomeBadge outcome={info.getValue()} status={info.row.original.status} />,
  }),
];
