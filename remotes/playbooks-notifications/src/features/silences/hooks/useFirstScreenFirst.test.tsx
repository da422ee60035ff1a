import { act, renderHook } from '@testing-library/react';
import { rowsOnScreen, useFirstScreenFirst } from './useFirstScreenFirst';

describe('useFirstScreenFirst', () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  const nextFrame = () => act(() => frames.splice(0).forEach((callback) => callback(0)));

  it('renders the first screenful of new rows, and the rest two frames later', () => {
    const first = Array.from({ length: 50 }, (_, i) => i);
    const { result, rerender } = renderHook(({ rows }) => useFirstScreenFirst(rows, 20), { initialProps: { rows: first } });
    expect(result.current).toBe(first);
    const next = first.map((i) => i + 100);
    rerender({ rows: next });
    expect(result.current).toEqual(next.slice(0, 20));
    nextFrame();
    expect(result.current).toHaveLength(20);
    nextFrame();
    expect(result.current).toBe(next);
  });

  it('renders a list no longer than a screen whole, at once', () => {
    const { result, rerender } = renderHook(({ rows }) => useFirstScreenFirst(rows, 20), { initialProps: { rows: [1, 2] } });
    const next = [3, 4, 5];
    rerender({ rows: next });
    expect(result.current).toBe(next);
    expect(frames).toHaveLength(0);
  });

  it('counts the rows a window can show, at least 20', () => {
    expect(rowsOnScreen(1000)).toBe(25);
    expect(rowsOnScreen(1440)).toBe(36);
    expect(rowsOnScreen(300)).toBe(20);
  });
});
