import { CATALOG_CHANGES_SORT_COLUMNS, routePaths, type ConfigChange } from '@opsdeck/contracts';
import { Badge, Flex, Link } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { createColumnHelper, type ColumnDef } from '@opsdeck/shared/table';
import { Link as RouterLink } from 'react-router-dom';
import { ResourceIcon } from '@opsdeck/shared/resource-icon';
import { changeAuthor } from '../lib/changes-csv';

const column = createColumnHelper<ConfigChange>();
const SORTABLE = new Set<string>(CATALOG_CHANGES_SORT_COLUMNS);

/** The changes table: when, which item, what changed, how severe, from where, by whom. */
export const changesColumns = [
  column.accessor('created_at', { header: 'Created', cell: (info) => <FormattedDate value={info.getValue()} /> }),
  column.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <Flex align="center" gap="2">
        <ResourceIcon type={info.row.original.type} />
        {info.row.original.config_id ? (
          <Link asChild onClick={(event) => event.stopPropagation()}>
            <RouterLink to={routePaths.catalogItem(info.row.original.config_id)}>
              {info.getValue() ?? info.row.original.config_id}
            </RouterLink>
          </Link>
        ) : (
          info.getValue()
        )}
      </Flex>
    ),
  }),
  column.accessor('type', { header: 'Type', cell: (info) => info.getValue() ?? '' }),
  column.accessor('change_type', { header: 'Change', cell: (info) => <Badge variant="outline">{info.getValue()}</Badge> }),
  column.accessor('severity', { header: 'Severity', cell: (info) => info.getValue() ?? '' }),
  column.accessor('summary', { header: 'Summary', cell: (info) => info.getValue() ?? '' }),
  column.accessor('source', { header: 'Source', cell: (info) => info.getValue() ?? '' }),
  column.accessor('count', { header: 'Count', cell: (info) => info.getValue() ?? 1 }),
  column.accessor((row) => changeAuthor(row) ?? '', {
    id: 'created_by',
    header: 'Created by',
  }),
].map((def) => ({
  ...def,
  enableSorting: SORTABLE.has(String((def as { accessorKey?: string }).accessorKey ?? def.id)),
})) as ColumnDef<ConfigChange, unknown>[];
