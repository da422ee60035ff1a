import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { fitPageSize, usePaginationParams } from './usePaginationParams';
import { useSortParams } from './useSortParams';
import { useJsonParam, useTriStateFilterParam } from './useFilterParams';
import { useTimeRangeParams } from './useTimeRangeParams';

beforeEach(() => localStorage.clear());

function capture<T>(useHook: () => T) {
  const ref: { current: T | undefined } = { current: undefined };
  function Probe() {
    ref.current = useHook();
    return null;
  }
  return { ref, Probe };
}

describe('usePaginationParams', () => {
  it('defaults to page 0 of 50', () => {
    const { ref, Probe } = capture(() => usePaginationParams());
    renderWithProviders(<Probe />);
    expect(ref.current?.pageIndex).toBe(0);
    expect(ref.current?.pageSize).toBe(50);
  });

  it('parses integers and falls back on bad values', () => {
    const { ref, Probe } = capture(() => usePaginationParams());
    renderWithProviders(<Probe />, { route: '/?pageIndex=3&pageSize=100' });
    expect([ref.current?.pageIndex, ref.current?.pageSize]).toEqual([3, 100]);
    const bad = capture(() => usePaginationParams());
    renderWithProviders(<bad.Probe />, { route: '/?pageIndex=x&pageSize=-4' });
    expect([bad.ref.current?.pageIndex, bad.ref.current?.pageSize]).toEqual([0, 50]);
  });

  it('writes the page to the URL, omitting defaults, and a new size goes back to page 0', () => {
    const { ref, Probe } = capture(() => usePaginationParams({ persistPageSize: false }));
    const view = renderWithProviders(<Probe />, { route: '/list?q=a' });
    act(() => ref.current?.setPageIndex(4));
    expect(view.location().search).toBe('?q=a&pageIndex=4');
    act(() => ref.current?.setPageSize(200));
    expect(view.location().search).toBe('?q=a&pageSize=200');
    act(() => ref.current?.setPagination((p) => ({ ...p, pageIndex: p.pageIndex + 2 })));
    expect([ref.current?.pageIndex, ref.current?.pageSize]).toEqual([2, 200]);
    act(() => ref.current?.setPagination({ pageIndex: 0, pageSize: 50 }));
    expect(view.location().search).toBe('?q=a');
  });

  it('remembers a new page size in persistPageSize and uses it as the default', () => {
    const { ref, Probe } = capture(() => usePaginationParams());
    renderWithProviders(<Probe />);
    act(() => ref.current?.setPageSize(25));
    expect(localStorage.getItem('persistPageSize')).toBe('25');
    expect(ref.current?.pageSize).toBe(25);
    const again = capture(() => usePaginationParams());
    const view = renderWithProviders(<again.Probe />);
    expect(again.ref.current?.pageSize).toBe(25);
    expect(view.location().search).toBe('');
  });

  it('starts at the page size preference set elsewhere (the preferences form)', () => {
    localStorage.setItem('persistPageSize', '100');
    const { ref, Probe } = capture(() => usePaginationParams());
    renderWithProviders(<Probe />);
    expect(ref.current?.pageSize).toBe(100);
  });

  it('can leave the preference alone', () => {
    const { ref, Probe } = capture(() => usePaginationParams({ persistPageSize: false }));
    renderWithProviders(<Probe />);
    act(() => ref.current?.setPageSize(25));
    expect(ref.current?.pageSize).toBe(25);
    expect(localStorage.getItem('persistPageSize')).toBeNull();
  });

  it('accepts a different default (e.g. 150)', () => {
    const { ref, Probe } = capture(() => usePaginationParams({ defaultPageSize: 150 }));
    renderWithProviders(<Probe />);
    expect(ref.current?.pageSize).toBe(150);
  });
});

describe('fitPageSize', () => {
  it('picks the smallest offered size that holds the preferred rows, else the largest', () => {
    expect(fitPageSize(50, [50, 100, 200])).toBe(50);
    expect(fitPageSize(25, [50, 100, 200])).toBe(50);
    expect(fitPageSize(150, [50, 100, 200])).toBe(200);
    expect(fitPageSize(1000, [50, 100, 200])).toBe(200);
  });
});

describe('useSortParams', () => {
  it('reads sortBy and sortOrder as react-table sorting', () => {
    const { ref, Probe } = capture(() => useSortParams());
    renderWithProviders(<Probe />, { route: '/?sortBy=name&sortOrder=desc' });
    expect(ref.current?.sorting).toEqual([{ id: 'name', desc: true }]);
    const bad = capture(() => useSortParams({ defaultSortBy: 'created_at', defaultSortOrder: 'desc' }));
    renderWithProviders(<bad.Probe />, { route: '/?sortOrder=sideways' });
    expect([bad.ref.current?.sortBy, bad.ref.current?.sortOrder]).toEqual(['created_at', 'desc']);
  });

  it('writes the sort and resets the page', () => {
    const { ref, Probe } = capture(() => useSortParams());
    const view = renderWithProviders(<Probe />, { route: '/?pageIndex=3' });
    act(() => ref.current?.setSorting([{ id: 'age', desc: false }]));
    expect(view.location().search).toBe('?sortBy=age&sortOrder=asc');
    act(() => ref.current?.setSort('age', 'desc'));
    expect(ref.current?.sortOrder).toBe('desc');
    act(() => ref.current?.setSorting([]));
    expect(view.location().search).toBe('');
  });
});

describe('useTimeRangeParams', () => {
  it('reads, writes and clears the range, reporting bad ones', () => {
    const { ref, Probe } = capture(() => useTimeRangeParams());
    const view = renderWithProviders(<Probe />, { route: '/?rangeType=mapped&display=Whenever&timeRange=1h' });
    expect(ref.current?.timeRange).toBeUndefined();
    expect(ref.current?.error).toBe('Invalid mapped time range');
    act(() => ref.current?.setTimeRange({ type: 'relative', range: 'now-1h', display: 'Last 1 hour' }));
    expect(ref.current?.timeRange).toEqual({ type: 'relative', range: 'now-1h', display: 'Last 1 hour' });
    expect(ref.current?.error).toBeUndefined();
    act(() => ref.current?.setTimeRange(undefined));
    expect(view.location().search).toBe('');
  });

  it('falls back to a default range', () => {
    const { ref, Probe } = capture(() => useTimeRangeParams({ type: 'relative', range: 'now-2d', display: 'Last 2 days' }));
    renderWithProviders(<Probe />);
    expect(ref.current?.timeRange).toEqual({ type: 'relative', range: 'now-2d', display: 'Last 2 days' });
  });
});

describe('useJsonParam', () => {
  it('parses JSON, dropping __proto__ and constructor keys', () => {
    const { ref, Probe } = capture(() => useJsonParam<Record<string, unknown>>('labels'));
    const q = encodeURIComponent('{"env":"prod","__proto__":{"admin":true},"nested":{"constructor":1,"ok":2}}');
    renderWithProviders(<Probe />, { route: `/?labels=${q}` });
    expect(ref.current?.[0]).toEqual({ env: 'prod', nested: { ok: 2 } });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('keeps non-JSON text and writes values back as JSON', () => {
    const { ref, Probe } = capture(() => useJsonParam<unknown>('q'));
    const view = renderWithProviders(<Probe />, { route: '/?q=plain' });
    expect(ref.current?.[0]).toBe('plain');
    act(() => ref.current?.[1]({ a: [1, 2] }));
    expect(new URLSearchParams(view.location().search).get('q')).toBe('{"a":[1,2]}');
    act(() => ref.current?.[1](undefined));
    expect(view.location().search).toBe('');
  });
});

describe('useTriStateFilterParam', () => {
  it('decodes and encodes the filter value format', async () => {
    const { ref, Probe } = capture(() => useTriStateFilterParam('status'));
    const view = renderWithProviders(<Probe />, { route: '/?status=SUCCESS:-1,a____b:1&pageIndex=2' });
    expect(ref.current?.selection).toEqual({ SUCCESS: -1, 'a:b': 1 });
    act(() => ref.current?.setValue('x,y', 1));
    expect(new URLSearchParams(view.location().search).get('status')).toBe('SUCCESS:-1,a____b:1,x||||y:1');
    expect(new URLSearchParams(view.location().search).get('pageIndex')).toBeNull();
    act(() => ref.current?.setValue('SUCCESS', 0));
    expect(ref.current?.selection).toEqual({ 'a:b': 1, 'x,y': 1 });
    act(() => ref.current?.clear());
    expect(view.location().search).toBe('');
  });

  it('drives a tri-state toggle', async () => {
    const { TriStateToggle } = await import('../filters/TriStateToggle');
    function Filter() {
      const { selection, setValue } = useTriStateFilterParam('labels');
      const mode = (selection['env=prod'] ?? 0) as 0 | 1 | -1;
      return <TriStateToggle label="env=prod" value={mode} onChange={(v) => setValue('env=prod', v)} />;
    }
    const view = renderWithProviders(<Filter />);
    await userEvent.click(screen.getByRole('button', { name: 'Exclude env=prod' }));
    expect(new URLSearchParams(view.location().search).get('labels')).toBe('env=prod:-1');
    await userEvent.click(screen.getByRole('button', { name: 'Exclude env=prod' }));
    expect(view.location().search).toBe('');
  });
});
