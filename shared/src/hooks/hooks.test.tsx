import { act, render, renderHook } from '@testing-library/react';
import { useAvailableHeight } from './useAvailableHeight';
import { useDebouncedValue } from './useDebouncedValue';
import { useElementWidth } from './useElementWidth';
import { useViewportHeight } from './useViewportHeight';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the value once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 400), { initialProps: { value: 'a' } });
    expect(result.current).toBe('a');
    rerender({ value: 'ab' });
    act(() => jest.advanceTimersByTime(300));
    rerender({ value: 'abc' });
    act(() => jest.advanceTimersByTime(399));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });
});

function setInnerHeight(px: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: px });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

describe('useViewportHeight', () => {
  const original = window.innerHeight;
  afterEach(() => Object.defineProperty(window, 'innerHeight', { configurable: true, value: original }));

  it('is window.innerHeight, following resizes', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
    const { result } = renderHook(() => useViewportHeight());
    expect(result.current).toBe(900);
    setInnerHeight(1200);
    expect(result.current).toBe(1200);
  });
});

describe('useAvailableHeight', () => {
  const original = window.innerHeight;
  afterEach(() => Object.defineProperty(window, 'innerHeight', { configurable: true, value: original }));

  function Probe({ onHeight, min }: { onHeight: (h: number) => void; min?: number }) {
    const { ref, height } = useAvailableHeight(min);
    onHeight(height);
    return <div ref={ref} />;
  }

  it('measures from the element top to the window bottom less the gap, at least the minimum', () => {
    const top = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100 } as DOMRect);
    try {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
      const heights: number[] = [];
      render(<Probe onHeight={(h) => heights.push(h)} />);
      expect(heights.at(-1)).toBe(1000 - 100 - 24);
      setInnerHeight(300);
      expect(heights.at(-1)).toBe(320);
    } finally {
      top.mockRestore();
    }
  });
});

describe('useElementWidth', () => {
  it('starts from the fallback and reads the element width once attached', () => {
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
    try {
      function Probe({ onWidth }: { onWidth: (w: number) => void }) {
        const { ref, width: w } = useElementWidth(1024);
        onWidth(w);
        return <div ref={ref} />;
      }
      const widths: number[] = [];
      render(<Probe onWidth={(w) => widths.push(w)} />);
      expect(widths[0]).toBe(1024);
      expect(widths.at(-1)).toBe(640);
    } finally {
      width.mockRestore();
    }
  });

  it('keeps the fallback while the element has no width', () => {
    const { result } = renderHook(() => useElementWidth(600));
    expect(result.current.width).toBe(600);
  });
});
