import { routePaths, type ConfigItem } from '@opsdeck/contracts';
import { Flex, type SystemStyleObject } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { createColumnHelper, type ColumnDef } from '@opsdeck/shared/table';
import { Link as RouterLink } from 'react-router-dom';
import { ResourceIcon } from '@opsdeck/shared/resource-icon';
import { HealthText } from '../../../components/HealthText';
import { KeyValueChips } from '../../../components/KeyValueChips';
import { formatCost } from '../../../lib/format';

const column = createColumnHelper<ConfigItem>();

// The kit Link's look (plain variant) and muted small text, on plain elements styled once by the
// cell: ten rows of styled links and texts each resolving their own styles cost the first paint.
const NAME_CELL_CSS: SystemStyleObject = {
  '& > a': {
    display: 'inline-flex',
    alignItems: 'center',
    outline: 'none',
    gap: '1.5',
    cursor: 'pointer',
    borderRadius: 'l1',
    focusVisibleRing: 'outside',
    color: 'colorPalette.fg',
    _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
  },
  '& > [data-deleted]': { fontSize: 'xs', color: 'fg.muted' },
};

const cost = (id: 'cost_per_minute' | 'cost_total_1d' | 'cost_total_7d' | 'cost_total_30d', header: string) =>
  column.accessor(id, { header, cell: (info) => formatCost(info.getValue()) });

/** Open insights by type, e.g. "security 2, reliability 1". */
const insightsText = (analysis: Record<string, number> | null | undefined) =>
  Object.entries(analysis ?? {})
    .map(([type, n]) => `${type} ${n}`)
    .join(', ');

/** The catalog table's columns; grouping adds a hidden label column. */
export function catalogColumns(groupLabel: string | undefined): ColumnDef<ConfigItem, unknown>[] {
  const columns = [
    column.accessor('name', {
      header: 'Name',
      cell: (info) => (
        <Flex align="center" gap="2" minW="0" css={NAME_CELL_CSS}>
          <ResourceIcon type={info.row.original.type} />
          <RouterLink to={routePaths.catalogItem(info.row.original.id)}>{info.getValue() ?? info.row.original.id}</RouterLink>
          {info.row.original.deleted_at ? <span data-deleted="">(deleted)</span> : null}
        </Flex>
      ),
    }),
    column.accessor('type', { header: 'Type', cell: (info) => info.getValue() ?? '' }),
    column.accessor('health', { header: 'Health', cell: (info) => <HealthText health={info.getValue()} /> }),
    column.accessor('status', { header: 'Status', cell: (info) => info.getValue() ?? '' }),
    column.accessor('labels', {
      header: 'Labels',
      enableSorting: false,
      cell: (info) => <KeyValueChips values={info.getValue()} />,
    }),
    column.accessor('tags', { header: 'Tags', enableSorting: false, cell: (info) => <KeyValueChips values={info.getValue()} /> }),
    column.accessor('changes', { header: 'Changes', cell: (info) => info.getValue() ?? 0 }),
    column.accessor('analysis', { header: 'Insights', enableSorting: false, cell: (info) => insightsText(info.getValue()) }),
    cost('cost_per_minute', 'Cost (per min)'),
    cost('cost_total_1d', 'Cost (1d)'),
    cost('cost_total_7d', 'Cost (7d)'),
    cost('cost_total_30d', 'Cost (30d)'),
    column.accessor('agent_id', { header: 'Agent', cell: (info) => agentName(info.getValue()) }),
    column.accessor('created_at', { header: 'Created', cell: (info) => <FormattedDate value={info.getValue()} /> }),
    column.accessor('updated_at', { header: 'Updated', cell: (info) => <FormattedDate value={info.getValue()} /> }),
  ] as ColumnDef<ConfigItem, unknown>[];
  if (!groupLabel) return columns;
  const grouped = column.accessor((row) => row.labels?.[groupLabel] ?? '(none)', {
    id: 'group_label',
    header: groupLabel,
    enableSorting: false,
  }) as ColumnDef<ConfigItem, unknown>;
  return [grouped, ...columns];
}

const LOCAL_AGENT = '00000000-0000-0000-0000-000000000000';
/** The nil agent is the local one. */
export const agentName = (agentId: string | null | undefined) => (!agentId ? '' : agentId === LOCAL_AGENT ? 'local' : agentId);
