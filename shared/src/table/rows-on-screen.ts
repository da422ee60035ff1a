/**
 * The fewest pixels a table row takes (a line of text in a medium table cell: 20 px of text,
 * 24 px of padding): the rows a window can show are its height over this.
 */
const MIN_ROW_HEIGHT_PX = 40;

/**
 * The most rows a window of this height can show (at least 20): the table renders those in the
 * commit that brings new rows and the others after (DataTable `firstRows`).
 */
export const rowsOnScreen = (windowHeight: number): number => Math.max(20, Math.ceil(windowHeight / MIN_ROW_HEIGHT_PX));
