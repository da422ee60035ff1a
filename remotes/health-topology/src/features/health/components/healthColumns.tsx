import { routePaths } from '@opsdeck/contracts';
import { Badge, ChevronDownIcon, ChevronRightIcon, Flex, Link, PageLink, Text } from '@opsdeck/shared';
import { FormattedDate, formatPercent } from '@opsdeck/shared/format';
import { ResourceIcon } from '@opsdeck/shared/resource-icon';
import { createColumnHelper, type ColumnDef } from '@opsdeck/shared/table';
import { Link as RouterLink } from 'react-router-dom';
import { CHECK_LINK_ATTRIBUTE, CHECK_MODAL_STATE } from '../../../lib/check-modal-params';
import { HealthBadge, HealthDot, healthOfStatus } from '../../../components/HealthIndicator';
import { formatLatency } from '../../../lib/check-stats';
import { LIST_STAT_LABELS } from '../lib/format';
import type { TableRow } from '../lib/grouping';
import type { HealthRow } from '../lib/model';
import { uptimePercent } from '../../../lib/check-stats';

const column = createColumnHelper<TableRow>();

/** A stat's header: the name on one line and its window on the next when the column is narrow. */
function WindowedHeader({ label }: { label: string }) {
  const at = label.lastIndexOf(' (');
  // One element: the sort button lays its children out as flex items, which never wrap.
  return (
    <span>
      <Text as="span" whiteSpace="nowrap">
        {label.slice(0, at)}
      </Text>{' '}
      <Text as="span" whiteSpace="nowrap">
        {label.slice(at + 1)}
      </Text>
    </span>
  );
}

/** Marks a check whose type the backend does not execute; the reason shows on hover. */
export function NotExecutedBadge({ reason }: { reason: string }) {
  return (
    <Badge colorPalette="gray" variant="outline" title={reason} data-testid="not-executed">
      Not executed
    </Badge>
  );
}

/** The check's health badge, with the not-executed and deleted markers. */
function StatusCell({ row }: { row: HealthRow }) {
  return (
    <Flex gap="1" wrap="wrap">
      <HealthBadge health={healthOfStatus(row.status)} />
      {row.notExecuted ? <NotExecutedBadge reason={row.notExecuted} /> : null}
      {row.deletedAt ? (
        <Badge colorPalette="gray" variant="subtle">
          Deleted
        </Badge>
      ) : null}
    </Flex>
  );
}

/** Config items of a check, each linked to its catalog page (the first one, and how many more). */
function ConfigLinks({ configs }: { configs: HealthRow['configs'] }) {
  const [first] = configs;
  if (!first) return null;
  return (
    <Text as="span" fontSize="xs" truncate title={configs.map((c) => c.name).join(', ')}>
      <PageLink
        to={routePaths.catalogItem(first.id)}
        color="fg.muted"
        onClick={(e) => e.stopPropagation()}
        data-testid="config-link"
      >
        {first.name}
      </PageLink>
      {configs.length > 1 ? ` +${configs.length - 1}` : null}
    </Text>
  );
}

function NameCell({ row, hrefOf }: { row: TableRow; hrefOf: (id: string) => string }) {
  if (row.kind === 'group') {
    const { group, expanded } = row;
    return (
      <Flex align="center" gap="2" fontWeight="semibold" data-testid="health-group" data-health={group.health} maxW="28rem">
        {expanded ? <ChevronDownIcon boxSize="4" aria-hidden="true" /> : <ChevronRightIcon boxSize="4" aria-hidden="true" />}
        <HealthDot health={group.health} />
        <Text as="span" truncate>
          {group.label}
        </Text>
        <Text as="span" color="fg.muted" fontWeight="normal">
          ({group.rows.length})
        </Text>
      </Flex>
    );
  }
  const { row: check, grouped } = row;
  const health = healthOfStatus(check.status);
  // The name column takes the slack; capped so the seven columns fit on one line at 1440 px.
  return (
    <Flex align="center" gap="2" ps={grouped ? '6' : '0'} minW="0" maxW="28rem" data-testid="health-check" data-health={health}>
      <HealthDot health={health} />
      <ResourceIcon icon={check.icon} type={check.type} boxSize="4" />
      <Flex direction="column" minW="0">
        <Link asChild fontWeight="medium" onClick={(e) => e.stopPropagation()} truncate display="block">
          <RouterLink to={hrefOf(check.id)} state={CHECK_MODAL_STATE} {...{ [CHECK_LINK_ATTRIBUTE]: check.id }}>
            {check.name}
          </RouterLink>
        </Link>
        {check.description ? (
          <Text fontSize="xs" color="fg.muted" truncate title={check.description}>
            {check.description}
          </Text>
        ) : null}
        <ConfigLinks configs={check.configs} />
      </Flex>
    </Flex>
  );
}

export interface HealthColumnOptions {
  /** Leave out Type and Namespace (narrow screens). */
  compact?: boolean;
}

/** Columns of the health list; sortable ones map to the sortBy URL values. */
export function healthColumns(hrefOf: (id: string) => string, options: HealthColumnOptions = {}): ColumnDef<TableRow, unknown>[] {
  const columns = [
    column.accessor((row) => (row.kind === 'group' ? row.group.label : row.row.name), {
      id: 'name',
      header: 'Name',
      meta: { grow: true },
      cell: (info) => <NameCell row={info.row.original} hrefOf={hrefOf} />,
    }),
    column.accessor((row) => (row.kind === 'group' ? row.group.health : row.row.status), {
      id: 'status',
      header: 'Health',
      cell: (info) => {
        const row = info.row.original;
        return row.kind === 'group' ? <HealthBadge health={row.group.health} /> : <StatusCell row={row.row} />;
      },
    }),
    column.accessor((row) => (row.kind === 'group' ? uptimePercent(row.group.passed, row.group.failed) : row.row.uptime), {
      id: 'uptime',
      header: () => <WindowedHeader label={LIST_STAT_LABELS.uptime} />,
      cell: (info) => formatPercent(info.getValue()),
    }),
    column.accessor((row) => (row.kind === 'group' ? row.group.p95 : row.row.p95), {
      id: 'latency',
      header: () => <WindowedHeader label={LIST_STAT_LABELS.latency} />,
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
      cell: (info) => (
        <Text as="span" whiteSpace="nowrap">
          <FormattedDate value={info.getValue()} style="short" empty="-" />
        </Text>
      ),
    }),
  ] as ColumnDef<TableRow, unknown>[];
  return options.compact ? columns.filter((c) => c.id !== 'type' && c.id !== 'namespace') : columns;
}
