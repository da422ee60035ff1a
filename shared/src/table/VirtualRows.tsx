import { Table } from '@chakra-ui/react';
import { ROW_HEIGHT_ESTIMATE, TABLE_OVERSCAN } from '@opsdeck/contracts';
import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { BodyRow } from './rows';

export interface VirtualRowsProps<T> {
  rows: Row<T>[];
  colSpan: number;
  scrollElement: HTMLDivElement | null;
  height: number;
  initialScrollTop: number;
  onRowClick?: ((row: T) => void) | undefined;
  /** More rows exist beyond `rows`. */
  hasMore: boolean;
  isLoading: boolean;
  /** Called once per row count when the last row comes into view and more rows exist. */
  onReachEnd: () => void;
}

/** Only the rows in view (estimate 35 px, overscan 10), with spacer rows keeping the scroll height. */
export function VirtualRows<T>({
  rows,
  colSpan,
  scrollElement,
  height,
  initialScrollTop,
  onRowClick,
  hasMore,
  isLoading,
  onReachEnd,
}: VirtualRowsProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    overscan: TABLE_OVERSCAN,
    initialOffset: initialScrollTop,
    initialRect: { width: 0, height },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;

  const requestedAt = useRef(-1);
  useEffect(() => {
    if (!hasMore || isLoading || rows.length === 0) return;
    if (lastIndex < rows.length - 1 || requestedAt.current === rows.length) return;
    requestedAt.current = rows.length;
    onReachEnd();
  }, [lastIndex, rows.length, hasMore, isLoading, onReachEnd]);

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  return (
    <>
      {paddingTop > 0 ? <Table.Row aria-hidden="true" style={{ height: paddingTop }} /> : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? (
          <BodyRow
            key={row.id}
            row={row}
            colSpan={colSpan}
            onRowClick={onRowClick}
            measure={virtualizer.measureElement}
            index={item.index}
          />
        ) : null;
      })}
      {paddingBottom > 0 ? <Table.Row aria-hidden="true" style={{ height: paddingBottom }} /> : null}
    </>
  );
}
