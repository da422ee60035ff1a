import { Badge, ChevronDownIcon, ChevronRightIcon, Flex, Link, Text } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { createColumnHelper, type ColumnDef } from '@opsdeck/shared/table';
import { Link as RouterLink } from 'react-router-dom';
import { HealthBadge, HealthDot, healthOfStatus } from '../../../components/HealthIndicator';
import { formatLatency, formatPercent } from '../lib/format';
import type { TableRow } from '../lib/grouping';
import { uptimePercent } from '../lib/model';

const column = createColumnHelper<TableRow>();

function StatusCell({ status }: { status: string }) {
  if (!status) {
    return (
      <Badge colorPalette="gray" variant="subtle">
        Not run
      </Badge>
    );
  }
  return <HealthBadge health={healthOfStatus(status)}>{status}</HealthBadge>;
}

function NameCell({ row, hrefOf }: { row: TableRow; hrefOf: (id: string) => string }) {
  if (row.kind === 'group') {
    const { group, expanded } = row;
    return (
      <Flex align="center" gap="2" fontWeight="semibold" data-testid="health-group" data-health={group.health}>
        {expanded ? <ChevronDownIcon boxSize="4" aria-hidden="true" /> : <ChevronRightIcon boxSize="4" aria-hidden="true" />}
        <HealthDot health={group.health} />
        <Text as="span">{group.label}</Text>
        <Text as="span" color="fg.muted" fontWeight="normal">
          ({group.rows.length})
        </Text>
      </Flex>
    );
  }
  const { row: check, grouped } = row;
  return (
    <Flex
      align="center"
      gap="2"
      ps={grouped ? '6' : '0'}
      minW="0"
      data-testid="health-check"
      data-health={check.passing ? 'healthy' : 'unhealthy'}
    >
      <HealthDot health={check.passing ? 'healthy' : 'unhealthy'} />
      <Flex direction="column" minW="0">
        <Link asChild fontWeight="medium" onClick={(e) => e.stopPropagation()}>
          <RouterLink to={hrefOf(check.id)}>{check.name}</RouterLink>
        </Link>
        {check.description ? (
          <Text fontSize="xs" color="fg.muted" truncate maxW="md">
            {check.description}
          </Text>
        ) : null}
      </Flex>
    </Flex>
  );
}

/** Columns of the health list; sortable ones map to the sortBy URL values. */
export function healthColumns(hrefOf: (id: string) => string): ColumnDef<TableRow, unknown>[] {
  return [
    column.accessor((row) => (row.kind === 'group' ? row.group.label : row.row.name), {
      id: 'name',
      header: 'Name',
      cell: (info) => <NameCell row={info.row.original} hrefOf={hrefOf} />,
    }),
    column.accessor((row) => (row.kind === 'group' ? row.group.health : row.row.status), {
      id: 'status',
      header: 'Health',
      cell: (info) => {
        const row = info.row.original;
        return row.kind === 'group' ? <HealthBadge health={row.group.health} /> : <StatusCell status={row.row.status} />;
      },
    }),
    column.accessor((row) => (row.kind === 'group' ? uptimePercent(row.group.passed, row.group.failed) : row.row.uptime), {
      id: 'uptime',
      header: 'Uptime',
      cell: (info) => formatPercent(info.getValue()),
    }),
    column.accessor((row) => (row.kind === 'group' ? row.group.p95 : row.row.p95), {
      id: 'latency',
      header: 'Latency (p95)',
      cell: (info) => formatLatency(info.getValue()),
    }),
    column.accessor((row) => (row.kind === 'check' ? row.row.type : ''), {
      id: 'type',
      header: 'Type',
      cell: (info) => info.getValue(),
    }),
    column.accessor((row) => (row.kind === 'check' ? row.row.namespace : ''), {
      id: 'namespace',
      header: 'Namespace',
      cell: (info) => info.getValue(),
    }),
    column.accessor((row) => (row.kind === 'check' ? row.row.lastRuntime : undefined), {
      id: 'last_runtime',
      header: 'Last run',
      cell: (info) => <FormattedDate value={info.getValue()} style="short" empty="-" />,
    }),
  ] as ColumnDef<TableRow, unknown>[];
}
