import { act, render, renderHook } from '@testing-library/react';
import { useRef } from 'react';
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

  describe('filling the window', () => {
    let rowHeight = 50;
    const original = HTMLTableRowElement.prototype.getBoundingClientRect;
    beforeEach(() => {
      // Rows laid out from 100 px down, rowHeight each (jsdom lays nothing out); the window is 768 px.
      HTMLTableRowElement.prototype.getBoundingClientRect = function (this: HTMLTableRowElement) {
        const top = 100 + this.sectionRowIndex * rowHeight;
        return { top, bottom: top + rowHeight, height: rowHeight } as DOMRect;
      };
    });
    afterEach(() => {
      HTMLTableRowElement.prototype.getBoundingClientRect = original;
    });

    function Table({ rows, first, seen }: { rows: string[]; first: number; seen: number[] }) {
      const container = useRef<HTMLDivElement>(null);
      const shown = useProgressiveRows(rows, first, container);
      seen.push(shown.length);
      return (
        <div ref={container}>
          <table>
            <tbody>
              {shown.map((row) => (
                <tr key={row}>
                  <td>{row}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }

    it('adds rows before the frame paints until they reach the bottom of the window, then renders the rest', async () => {
      rowHeight = 50;
      const seen: number[] = [];
      const { container } = render(<Table rows={rowsOf(50)} first={5} seen={seen} />);
      // 5 rows end at 350 px: 9 more at 50 px reach 800 px, past the window's 768; then all 50.
      await act(async () => undefined);
      expect(seen).toEqual([5, 14, 50]);
      expect(container.querySelectorAll('tr')).toHaveLength(50);
    });

    it('adds nothing when the first rows already reach the bottom', async () => {
      rowHeight = 100;
      const seen: number[] = [];
      render(<Table rows={rowsOf(50)} first={8} seen={seen} />);
      expect(seen[0]).toBe(8);
      await act(async () => undefined);
      expect(seen.filter((n) => n !== 8 && n !== 50)).toEqual([]);
    });

    it('never asks for more rows than there are', () => {
      rowHeight = 10;
      const seen: number[] = [];
      render(<Table rows={rowsOf(12)} first={5} seen={seen} />);
      expect(Math.max(...seen)).toBe(12);
    });
  });
});
