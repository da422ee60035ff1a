import { Box, useElementWidth } from '@opsdeck/shared';
import { DataTable, type SortingState } from '@opsdeck/shared/table';
import { useCallback, useMemo, useState } from 'react';
import { flattenGroups, type HealthGroup, type TableRow } from '../lib/grouping';
import type { SortKey } from '../lib/params';
import { healthColumns } from './healthColumns';
import type { HealthEmpty } from './healthEmpty';

const COMPACT_BELOW_PX = 760;

export interface HealthTableProps {
  groups: readonly HealthGroup[];
  grouped: boolean;
  sortBy: SortKey;
  sortDesc: boolean;
  onSortChange: (sortBy: SortKey, desc: boolean) => void;
  hrefOf: (id: string) => string;
  onOpenCheck: (id: string) => void;
  isLoading: boolean;
  /** Scroll area height in px. */
  height: number;
  /** Why the list is empty and the way back (see healthEmptyOf). */
  empty?: HealthEmpty | undefined;
}

/**
 * The list as one virtualised table: group rows (coloured by their checks' health, click to
 * collapse) followed by their checks. Sorting is done by the page (URL sortBy / sortDesc).
 */
export function HealthTable({
  groups,
  grouped,
  sortBy,
  sortDesc,
  onSortChange,
  hrefOf,
  onOpenCheck,
  isLoading,
  height,
  empty,
}: HealthTableProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useMemo(() => flattenGroups(groups, grouped, collapsed), [groups, grouped, collapsed]);
  // Below this width Type and Namespace give way, so Name, Health and Last run stay readable.
  const { ref, width } = useElementWidth(1024);
  const compact = width < COMPACT_BELOW_PX;
  const columns = useMemo(() => healthColumns(hrefOf, { compact }), [hrefOf, compact]);
  const sorting = useMemo<SortingState>(() => [{ id: sortBy, desc: sortDesc }], [sortBy, sortDesc]);

  const onRowClick = useCallback(
    (row: TableRow) => {
      if (row.kind === 'check') {
        onOpenCheck(row.id);
        return;
      }
      setCollapsed((prev) => {
        const next = new Set(prev);
        if (next.has(row.group.key)) next.delete(row.group.key);
        else next.add(row.group.key);
        return next;
      });
    },
    [onOpenCheck],
  );
  const onSortingChange = useCallback(
    (next: SortingState) => {
      const first = next[0];
      // A third click on a header clears react-table's sort: go back to the default order.
      if (!first) onSortChange('name', false);
      else onSortChange(first.id as SortKey, first.desc);
    },
    [onSortChange],
  );

  return (
    <Box ref={ref} minW="0">
      <DataTable<TableRow>
        aria-label="Health checks"
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        onRowClick={onRowClick}
        remote
        virtual
        height={height}
        totalRowCount={rows.length}
        sorting={sorting}
        onSortingChange={onSortingChange}
        isLoading={isLoading}
        emptyDescription={empty?.description}
        emptyAction={empty?.action}
      />
    </Box>
  );
}
