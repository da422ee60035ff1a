import { act, renderHook } from '@testing-library/react';
import { useProgressiveRows } from './useProgressiveRows';

const rowsOf = (n: number, tag = 'r') => Array.from({ length: n }, (_, i) => `${tag}${i}`);

describe('useProgressiveRows', () => {
  it('renders every row at once without a first count, or when they fit in it', () => {
    const rows = rowsOf(30);
    expect(renderHook(() => useProgressiveRows(rows, undefined)).result.current).toBe(rows);
    expect(renderHook(() => useProgressiveRows(rows, 30)).result.current).toBe(rows);
  });

  it('renders the first rows in the first commit, then all of them', async () => {
    const rows = rowsOf(50);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useProgressiveRows(rows, 20);
      seen.push(shown.length);
      return shown;
    });
    await act(async () => undefined);
    expect(seen[0]).toBe(20);
    expect(result.current).toBe(rows);
  });

  it('starts again from the first rows when the rows change (another page)', async () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ rows }) => {
        const shown = useProgressiveRows(rows, 20);
        seen.push(shown.length);
        return shown;
      },
      { initialProps: { rows: rowsOf(50) } },
    );
    await act(async () => undefined);
    expect(result.current).toHaveLength(50);
    seen.length = 0;
    const next = rowsOf(40, 'p2-');
    rerender({ rows: next });
    await act(async () => undefined);
    expect(seen[0]).toBe(20);
    expect(result.current).toBe(next);
  });
});
