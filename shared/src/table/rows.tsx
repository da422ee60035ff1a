import { Flex, Spinner, Table, Text } from '@chakra-ui/react';
import { flexRender, type Cell, type Row } from '@tanstack/react-table';
import { columnSizing } from './sizing';
import { memo, type KeyboardEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { EmptyState } from '../layout/EmptyState';
import { ChevronDownIcon, ChevronRightIcon } from '../icons';

const activateOnKey = (action: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    action();
  }
};

/** A row of a grouped table: click (or Enter/Space) expands and collapses it. */
export function GroupRow<T>({
  row,
  colSpan,
  measure,
  index,
}: {
  row: Row<T>;
  colSpan: number;
  measure?: Ref<HTMLTableRowElement> | undefined;
  index?: number | undefined;
}) {
  const expanded = row.getIsExpanded();
  const label = String(row.groupingValue ?? '');
  return (
    <Table.Row
      data-testid="group-row"
      aria-expanded={expanded}
      aria-level={row.depth + 1}
      tabIndex={0}
      cursor="pointer"
      bg="bg.subtle"
      _hover={{ bg: 'bg.muted' }}
      onClick={row.getToggleExpandedHandler()}
      onKeyDown={activateOnKey(() => row.toggleExpanded())}
      ref={measure}
      data-index={index}
    >
      <Table.Cell colSpan={colSpan} ps={`${0.75 + row.depth * 1.25}rem`}>
        <Flex align="center" gap="2" fontWeight="semibold">
          {expanded ? <ChevronDownIcon boxSize="4" aria-hidden="true" /> : <ChevronRightIcon boxSize="4" aria-hidden="true" />}
          {label}
          <Text as="span" color="fg.muted" fontWeight="normal">
            ({row.subRows.length})
          </Text>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * A data row; clickable (and focusable) when `onClick` is given. Memoised on its row, cells and
 * handlers: a render of the table that changes none of them (a keystroke in a filter box while the
 * answer is awaited) leaves the row alone instead of rendering every cell again.
 */
const DataRow = memo(function DataRow<T>({
  row,
  cells,
  onClick,
  measure,
  index,
}: {
  row: Row<T>;
  cells: Cell<T, unknown>[];
  onClick?: ((row: T) => void) | undefined;
  measure?: Ref<HTMLTableRowElement> | undefined;
  index?: number | undefined;
}) {
  const click = onClick ? () => onClick(row.original) : undefined;
  const dense = cells.some((cell) => cell.column.columnDef.meta?.grow);
  return (
    <Table.Row
      data-testid="data-row"
      data-row-id={row.id}
      tabIndex={click ? 0 : undefined}
      cursor={click ? 'pointer' : undefined}
      _hover={click ? { bg: 'bg.muted' } : undefined}
      onClick={click}
      onKeyDown={click ? activateOnKey(click) : undefined}
      ref={measure}
      data-index={index}
    >
      {cells.map((cell) => (
        <Table.Cell key={cell.id} {...columnSizing(cell.column.columnDef.meta?.grow, dense)}>
          {cell.getIsPlaceholder() ? null : flexRender(cell.column.columnDef.cell, cell.getContext())}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}) as <T>(props: {
  row: Row<T>;
  cells: Cell<T, unknown>[];
  onClick?: ((row: T) => void) | undefined;
  measure?: Ref<HTMLTableRowElement> | undefined;
  index?: number | undefined;
}) => ReactElement;

/** One full-width body row holding a state message (loading, empty). */
export function MessageRow({ colSpan, children, busy = false }: { colSpan: number; children: string; busy?: boolean }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} textAlign="center" py="8" color="fg.muted">
        <Flex align="center" justify="center" gap="2" role={busy ? 'status' : undefined}>
          {busy ? <Spinner size="sm" aria-hidden="true" /> : null}
          <Text as="span">{children}</Text>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/** The body row of a table without rows: the kit's empty state across every column. */
export function EmptyRow({
  colSpan,
  title,
  description,
  action,
}: {
  colSpan: number;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} p="0">
        <EmptyState size="sm" title={title} description={description}>
          {action}
        </EmptyState>
      </Table.Cell>
    </Table.Row>
  );
}

/** Renders a group or data row. */
export function BodyRow<T>({
  row,
  colSpan,
  onRowClick,
  measure,
  index,
}: {
  row: Row<T>;
  colSpan: number;
  onRowClick?: ((row: T) => void) | undefined;
  measure?: Ref<HTMLTableRowElement> | undefined;
  index?: number | undefined;
}) {
  return row.getIsGrouped() ? (
    <GroupRow row={row} colSpan={colSpan} measure={measure} index={index} />
  ) : (
    <DataRow row={row} cells={row.getVisibleCells()} onClick={onRowClick} measure={measure} index={index} />
  );
}
