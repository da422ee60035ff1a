import { addRecentTimeRange, isEmptyDate, parseTimeRangeParams, timeRangeToParams } from './time-range-state';

describe('parseTimeRangeParams', () => {
  it('reads the three kinds', () => {
    expect(
      parseTimeRangeParams(
        new URLSearchParams('rangeType=absolute&from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z&display=Custom'),
      ),
    ).toEqual({ timeRange: { type: 'absolute', from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z', display: 'Custom' } });
    expect(parseTimeRangeParams({ rangeType: 'relative', range: 'now-5m', display: 'Last 5 minutes' })).toEqual({
      timeRange: { type: 'relative', range: 'now-5m', display: 'Last 5 minutes' },
    });
    expect(parseTimeRangeParams({ rangeType: 'mapped', display: 'Previous week' })).toEqual({
      timeRange: { type: 'mapped', display: 'Previous week' },
    });
  });

  it('reports the spec errors for bad mapped and relative ranges', () => {
    expect(parseTimeRangeParams({ rangeType: 'mapped', display: 'Next decade' })).toEqual({ error: 'Invalid mapped time range' });
    expect(parseTimeRangeParams({ rangeType: 'relative', display: 'x' })).toEqual({ error: 'Invalid relative time range' });
  });

  it('ignores an absolute range unless both dates parse, and a missing type', () => {
    expect(parseTimeRangeParams({ rangeType: 'absolute', from: '2026-01-01', to: 'not a date' })).toEqual({});
    expect(parseTimeRangeParams({ rangeType: 'absolute', from: '2026-01-01' })).toEqual({});
    expect(parseTimeRangeParams({})).toEqual({});
  });

  it('round-trips through URL parameters', () => {
    const range = { type: 'relative', range: 'now-1h', display: 'Last hour' } as const;
    expect(parseTimeRangeParams(timeRangeToParams(range))).toEqual({ timeRange: range });
    const absolute = { type: 'absolute', from: '2026-01-01T00:00:00Z', to: '2026-01-03T00:00:00Z', display: 'Custom' } as const;
    expect(parseTimeRangeParams(timeRangeToParams(absolute))).toEqual({ timeRange: absolute });
    expect(timeRangeToParams({ type: 'mapped', display: 'Today' })).toEqual({ rangeType: 'mapped', display: 'Today' });
  });
});

describe('addRecentTimeRange', () => {
  it('puts the newest first, removes duplicates and keeps 5', () => {
    let recent = [1, 2, 3, 4, 5].map((n) => ({ from: `f${n}`, to: `t${n}` }));
    recent = addRecentTimeRange(recent, { from: 'f3', to: 't3' });
    expect(recent.map((r) => r.from)).toEqual(['f3', 'f1', 'f2', 'f4', 'f5']);
    recent = addRecentTimeRange(recent, { from: 'f6', to: 't6' });
    expect(recent.map((r) => r.from)).toEqual(['f6', 'f3', 'f1', 'f2', 'f4']);
    expect(addRecentTimeRange([], { from: 'a', to: 'b' })).toEqual([{ from: 'a', to: 'b' }]);
  });
});

describe('isEmptyDate', () => {
  it('treats empty values and year 0001 as empty', () => {
    expect(isEmptyDate(undefined)).toBe(true);
    expect(isEmptyDate(null)).toBe(true);
    expect(isEmptyDate(' ')).toBe(true);
    expect(isEmptyDate('0001-01-01T00:00:00Z')).toBe(true);
    expect(isEmptyDate('2026-08-21T10:00:00Z')).toBe(false);
  });
});
