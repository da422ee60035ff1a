import { useEffect, useMemo, useState } from 'react';

/**
 * The fewest pixels a silences row takes (a line of text in a medium table cell: 20 px of text,
 * 24 px of padding): the rows a screen can show are its height over this.
 */
const MIN_ROW_HEIGHT_PX = 40;

/** The most rows a window of this height can show (at least 20). */
export const rowsOnScreen = (windowHeight: number): number => Math.max(20, Math.ceil(windowHeight / MIN_ROW_HEIGHT_PX));

/**
 * The rows to render: when the rows change, the ones a screen can show at once, and the others
 * after the frame that painted those (two animation frames later). A keystroke changing the list
 * then paints what is on screen without waiting for rows below it.
 */
export function useFirstScreenFirst<Row>(rows: readonly Row[], first: number = rowsOnScreen(window.innerHeight)): readonly Row[] {
  const [complete, setComplete] = useState(rows);
  const short = rows.length <= first;
  useEffect(() => {
    if (complete === rows || short) return undefined;
    let inner = 0;
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() => setComplete(rows));
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, [rows, complete, short]);
  return useMemo(() => (complete === rows || short ? rows : rows.slice(0, first)), [rows, complete, short, first]);
}
