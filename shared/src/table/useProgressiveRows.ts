import { startTransition, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The rows to render now: all of them, or with `first` set and more rows than that, a screenful
 * in the commit that brings the rows, then all of them in a transition. The screenful starts as
 * the first `first` rows; when they end above the bottom of the window (measured in the table's
 * `container` before the frame paints) rows are added, at the measured row height, until they
 * reach it. The screenful a user sees paints without waiting for the rows below it, and rendering
 * those yields to input; rows already shown are memoised and not rendered again.
 */
export function useProgressiveRows<Row>(
  rows: Row[],
  first: number | undefined,
  container?: RefObject<HTMLElement | null>,
): Row[] {
  const [completed, setCompleted] = useState<Row[] | null>(null);
  const [extended, setExtended] = useState<{ rows: Row[]; count: number } | null>(null);
  const complete = first === undefined || rows.length <= first || completed === rows;
  const count = complete ? rows.length : extended?.rows === rows ? extended.count : first;
  useLayoutEffect(() => {
    const element = container?.current;
    if (complete || !element) return;
    const wanted = Math.min(rows.length, rowsToFillWindow(element, count));
    if (wanted > count) setExtended({ rows, count: wanted });
  }, [rows, complete, count, container]);
  useEffect(() => {
    if (complete) return;
    startTransition(() => setCompleted(rows));
  }, [rows, complete]);
  return complete || count >= rows.length ? rows : rows.slice(0, count);
}

/**
 * How many body rows fill the window, given the `shown` rows of the table in `container`: as many
 * when they reach its bottom (or nothing was laid out), else more at their average height.
 */
export function rowsToFillWindow(container: HTMLElement, shown: number): number {
  const bodyRows = container.querySelectorAll('tbody > tr');
  const firstRow = bodyRows[0];
  const lastRow = bodyRows[bodyRows.length - 1];
  if (!firstRow || !lastRow) return shown;
  const top = firstRow.getBoundingClientRect().top;
  const bottom = lastRow.getBoundingClientRect().bottom;
  const rowHeight = (bottom - top) / bodyRows.length;
  const windowBottom = container.ownerDocument.defaultView?.innerHeight ?? 0;
  if (!(rowHeight > 0) || bottom >= windowBottom) return shown;
  return shown + Math.ceil((windowBottom - bottom) / rowHeight);
}
