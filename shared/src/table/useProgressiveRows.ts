import { startTransition, useEffect, useState } from 'react';

/**
 * The rows to render now: all of them, or with `first` set and more rows than that, the first ones
 * in the commit that brings the rows, then all of them in a transition. The screenful a user sees
 * paints without waiting for the rows below it, and rendering those yields to input; rows already
 * shown are memoised and not rendered again.
 */
export function useProgressiveRows<Row>(rows: Row[], first: number | undefined): Row[] {
  const [completed, setCompleted] = useState<Row[] | null>(null);
  const complete = first === undefined || rows.length <= first || completed === rows;
  useEffect(() => {
    if (complete) return;
    startTransition(() => setCompleted(rows));
  }, [rows, complete]);
  return complete ? rows : rows.slice(0, first);
}
