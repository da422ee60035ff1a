import type { TableCellProps } from '@chakra-ui/react';

// max-width 0 lets the growing column give way (its text truncates) instead of widening the table.
const GROW: TableCellProps = { w: 'full', maxW: '0' };
// 1% in an automatic table layout: as narrow as the content allows, which nowrap keeps on one line.
const FIT: TableCellProps = { w: '1%', whiteSpace: 'nowrap' };
const NONE: TableCellProps = {};

/** Width of a cell or header: in a table with a growing column, that one takes the slack, the others fit. */
export const columnSizing = (grow: boolean | undefined, dense: boolean): TableCellProps => (dense ? (grow ? GROW : FIT) : NONE);
