import { Flex, Spinner, Table, Text, useTableStyles } from '@chakra-ui/react';
import { flexRender, type Cell, type Row } from '@tanstack/react-table';
import { memo, useMemo, type KeyboardEvent, type ReactElement, type ReactNode, type Ref } from 'react';
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
 * The table's body. Data rows are plain `tr` and `td` elements given the table's row and cell
 * styles here, once: a page of 50 rows of 11 columns was 600 styled components, each resolving
 * its styles on every mount. Group and message rows keep their own (they set their own padding).
 */
export function TableBody({ children }: { children: ReactNode }) {
  const styles = useTableStyles();
  const css = useMemo(
    () => ({
      '& > tr[data-row-id]': styles.row,
      '& > tr[data-row-id] > td': styles.cell,
      '& > tr[data-clickable]': { cursor: 'pointer', _hover: { bg: 'bg.muted' } },
    }),
    [styles],
  );
  return <Table.Body css={css}>{children}</Table.Body>;
}

/**
 * A data row; clickable (and focusable) when `onClick` is given. Memoised on its row, cells and
 * handlers: a render of the table that changes none of them (a keystroke in a filter box while the
 * answer is awaited) leaves the row alone instead of rendering every cell again. Styled by its
 * TableBody.
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
  return (
    <tr
      data-testid="data-row"
      data-row-id={row.id}
      data-clickable={click ? '' : undefined}
      tabIndex={click ? 0 : undefined}
      onClick={click}
      onKeyDown={click ? activateOnKey(click) : undefined}
      ref={measure}
      data-index={index}
    >
      {cells.map((cell) => (
        <td key={cell.id}>{cell.getIsPlaceholder() ? null : flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
      ))}
    </tr>
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
