import type { TableCellProps } from '@chakra-ui/react';

const GROW: TableCellProps = { w: 'full' };
// 1% in an automatic table layout: as narrow as the content allows, which nowrap keeps on one line.
const FIT: TableCellProps = { w: '1%', whiteSpace: 'nowrap' };
const NONE: TableCellProps = {};

/** Width of a cell or header: in a table with a growing column, that one takes the slack, the others fit. */
export const columnSizing = (grow: boolean | undefined, dense: boolean): TableCellProps => (dense ? (grow ? GROW : FIT) : NONE);
