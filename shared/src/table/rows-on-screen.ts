/**
 * Rows a table renders before it measures them (DataTable `firstRows`): a window's height over
 * 80 px (a row with one line of text and a line of chips or badges), at least 5. The table then
 * adds rows, in the same frame, until they reach the bottom of the window; fewer rows than a
 * screenful cost one more layout, more rows cost their rendering before the first paint.
 */
const TYPICAL_ROW_HEIGHT_PX = 80;

export const rowsOnScreen = (windowHeight: number): number => Math.max(5, Math.ceil(windowHeight / TYPICAL_ROW_HEIGHT_PX));
