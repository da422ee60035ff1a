import { NO_DATA_AVAILABLE } from '@opsdeck/contracts';
import { Box, Button, EmptyState, Flex, Table, Text } from '@opsdeck/shared';
import { formatPercent } from '@opsdeck/shared/format';
import { useMemo } from 'react';
import { HealthDot } from '../../../components/HealthIndicator';
import { dimensionLabel } from '../lib/dimensions';
import { formatLatency } from '../../../lib/check-stats';
import { LIST_STAT_LABELS } from '../lib/format';
import type { HealthRow } from '../lib/model';
import type { Dimension, PivotCellType } from '../lib/params';
import { buildPivot, type PivotCell } from '../lib/pivot';
import { useProgressiveCount } from './useProgressiveCount';
import type { HealthEmpty } from './healthEmpty';

function Cell({ cell, type }: { cell: PivotCell | undefined; type: PivotCellType }) {
  if (!cell) return <Text color="fg.subtle">-</Text>;
  if (type === 'uptime') return <span title={LIST_STAT_LABELS.uptime}>{formatPercent(cell.uptime)}</span>;
  if (type === 'latency') return <span title={LIST_STAT_LABELS.latency}>{formatLatency(cell.p95)}</span>;
  return (
    <Flex align="center" gap="1.5" data-health={cell.health}>
      <HealthDot health={cell.health} />
      {cell.count > 1 ? (
        <Text as="span" fontSize="xs">
          {cell.count}
        </Text>
      ) : null}
    </Flex>
  );
}

export interface HealthPivotProps {
  rows: readonly HealthRow[];
  rowBy: Dimension;
  pivotBy: Dimension;
  cellType: PivotCellType;
  agentNames?: ReadonlyMap<string, string> | undefined;
  /** Why the list is empty and the way back (see healthEmptyOf). */
  empty?: HealthEmpty | undefined;
}

/** Pivot layout: one line per group (or check), one column per pivot value. */
export function HealthPivot({ rows, rowBy, pivotBy, cellType, agentNames, empty }: HealthPivotProps) {
  const pivot = useMemo(() => buildPivot(rows, rowBy, pivotBy, agentNames), [rows, rowBy, pivotBy, agentNames]);
  const { count, sentinel, showMore, hasMore } = useProgressiveCount(pivot.rows.length, 200, pivot);
  if (pivot.rows.length === 0) {
    return (
      <EmptyState title={NO_DATA_AVAILABLE} description={empty?.description}>
        {empty?.action}
      </EmptyState>
    );
  }
  return (
    <Box overflow="auto">
      <Table.Root size="sm" stickyHeader aria-label="Health pivot">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{rowBy === 'none' ? 'Check' : dimensionLabel(rowBy)}</Table.ColumnHeader>
            {pivot.columns.map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {pivot.rows.slice(0, count).map((line) => (
            <Table.Row key={line.key}>
              <Table.Cell fontWeight="medium">{line.key}</Table.Cell>
              {pivot.columns.map((column) => (
                <Table.Cell key={column}>
                  <Cell cell={line.cells.get(column)} type={cellType} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {hasMore ? (
        <Flex ref={sentinel} justify="center" py="4">
          <Button size="sm" variant="outline" onClick={showMore}>
            Show more
          </Button>
        </Flex>
      ) : null}
    </Box>
  );
}
