import { DateTime } from 'luxon';
import {
  FUTURE_RANGE_OPTIONS,
  MAPPED_RANGE_OPTIONS,
  PAST_RANGE_OPTIONS,
  customRange,
  relativeRangeLabel,
  resolveMappedRange,
  resolveTimeRange,
  sameTimeRange,
  validateTimeRange,
  type TimeRange,
} from './ranges';
import { applyTimeRangeToParams, timeRangeFromParams } from './url';

const zone = 'UTC';
const now = DateTime.fromISO('2025-06-18T15:30:00.000Z', { zone });
const iso = (r: { from: DateTime; to: DateTime | undefined } | undefined) => r && [r.from.toISO(), r.to?.toISO()];

describe('range options', () => {
  it('offers the past relative steps', () => {
    expect(PAST_RANGE_OPTIONS.map((o) => o.range)).toEqual(
      ['5m', '15m', '30m', '1h', '3h', '6h', '12h', '24h', '2d', '7d', '30d', '90d', '6M', '1y', '2y', '5y'].map(
        (s) => `now-${s}`,
      ),
    );
    expect(PAST_RANGE_OPTIONS[0]?.display).toBe('Last 5 minutes');
    expect(PAST_RANGE_OPTIONS[3]?.display).toBe('Last 1 hour');
    expect(PAST_RANGE_OPTIONS[12]?.display).toBe('Last 6 months');
  });

  it('offers Indefinitely and the future steps', () => {
    expect(FUTURE_RANGE_OPTIONS[0]).toEqual({ type: 'relative', range: 'Indefinitely', display: 'Indefinitely' });
    expect(FUTURE_RANGE_OPTIONS[1]).toEqual({ type: 'relative', range: 'now+5m', display: 'Next 5 minutes' });
    expect(FUTURE_RANGE_OPTIONS).toHaveLength(17);
    expect(relativeRangeLabel('now+1y')).toBe('Next 1 year');
  });

  it('offers the quick mapped ranges', () => {
    expect(MAPPED_RANGE_OPTIONS.map((o) => o.display)).toEqual([
      'Yesterday',
      'Day before yesterday',
      'This day last week',
      'Previous week',
      'Previous month',
      'Previous year',
      'Today',
      'Today so far',
      'This week',
      'This week so far',
      'This month',
      'This month so far',
      'This year',
      'This year so far',
    ]);
  });
});

describe('resolveTimeRange', () => {
  it('resolves relative ranges to [now-x, now] and future ones to [now, now+x]', () => {
    expect(iso(resolveTimeRange({ type: 'relative', range: 'now-1h', display: '' }, { now, zone }))).toEqual([
      '2025-06-18T14:30:00.000Z',
      '2025-06-18T15:30:00.000Z',
    ]);
    expect(iso(resolveTimeRange({ type: 'relative', range: 'now+2d', display: '' }, { now, zone }))).toEqual([
      '2025-06-18T15:30:00.000Z',
      '2025-06-20T15:30:00.000Z',
    ]);
    expect(iso(resolveTimeRange({ type: 'relative', range: 'Indefinitely', display: '' }, { now, zone }))).toEqual([
      '2025-06-18T15:30:00.000Z',
      undefined,
    ]);
  });

  it('resolves every mapped range', () => {
    const r = (name: string) => iso(resolveMappedRange(name, { now, zone }));
    expect(r('Yesterday')).toEqual(['2025-06-17T00:00:00.000Z', '2025-06-17T23:59:59.999Z']);
    expect(r('Day before yesterday')).toEqual(['2025-06-16T00:00:00.000Z', '2025-06-16T23:59:59.999Z']);
    expect(r('This day last week')).toEqual(['2025-06-11T00:00:00.000Z', '2025-06-11T23:59:59.999Z']);
    expect(r('Previous week')).toEqual(['2025-06-09T00:00:00.000Z', '2025-06-15T23:59:59.999Z']);
    expect(r('Previous month')).toEqual(['2025-05-01T00:00:00.000Z', '2025-05-31T23:59:59.999Z']);
    expect(r('Previous year')).toEqual(['2024-01-01T00:00:00.000Z', '2024-12-31T23:59:59.999Z']);
    expect(r('Today')).toEqual(['2025-06-18T00:00:00.000Z', '2025-06-18T23:59:59.999Z']);
    expect(r('Today so far')).toEqual(['2025-06-18T00:00:00.000Z', '2025-06-18T15:30:00.000Z']);
    expect(r('This week')).toEqual(['2025-06-16T00:00:00.000Z', '2025-06-22T23:59:59.999Z']);
    expect(r('This week so far')).toEqual(['2025-06-16T00:00:00.000Z', '2025-06-18T15:30:00.000Z']);
    expect(r('This month')).toEqual(['2025-06-01T00:00:00.000Z', '2025-06-30T23:59:59.999Z']);
    expect(r('This month so far')).toEqual(['2025-06-01T00:00:00.000Z', '2025-06-18T15:30:00.000Z']);
    expect(r('This year')).toEqual(['2025-01-01T00:00:00.000Z', '2025-12-31T23:59:59.999Z']);
    expect(r('This year so far')).toEqual(['2025-01-01T00:00:00.000Z', '2025-06-18T15:30:00.000Z']);
  });

  it('raises "Invalid mapped time range" for an unknown name (and logs it when resolving)', () => {
    expect(() => resolveMappedRange('Last full moon')).toThrow('Invalid mapped time range');
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveTimeRange({ type: 'mapped', display: 'Last full moon' } as unknown as TimeRange)).toBeUndefined();
    expect(log).toHaveBeenCalledWith('Invalid mapped time range');
    log.mockRestore();
  });

  it('logs "Invalid relative time range" for a relative range without a value', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveTimeRange({ type: 'relative', range: '', display: '' })).toBeUndefined();
    expect(log).toHaveBeenCalledWith('Invalid relative time range');
    log.mockRestore();
  });

  it('accepts an absolute range only when both dates parse', () => {
    expect(iso(resolveTimeRange(customRange('2025-06-01T00:00:00Z', '2025-06-02T00:00:00Z'), { zone }))).toEqual([
      '2025-06-01T00:00:00.000Z',
      '2025-06-02T00:00:00.000Z',
    ]);
    expect(resolveTimeRange(customRange('2025-06-01T00:00:00Z', 'soon'))).toBeUndefined();
  });

  it('validates with the spec messages', () => {
    expect(validateTimeRange({ type: 'mapped', display: 'Nope' } as unknown as TimeRange)).toBe('Invalid mapped time range');
    expect(validateTimeRange({ type: 'relative', range: ' ', display: '' })).toBe('Invalid relative time range');
    expect(validateTimeRange({ type: 'mapped', display: 'Today' })).toBeUndefined();
    expect(validateTimeRange(customRange('now-1d', 'now'))).toBeUndefined();
  });

  it('compares ranges', () => {
    expect(sameTimeRange(customRange('a', 'b'), { type: 'absolute', from: 'a', to: 'b', display: 'x' })).toBe(true);
    expect(
      sameTimeRange({ type: 'relative', range: 'now-1h', display: '' }, { type: 'relative', range: 'now-2h', display: '' }),
    ).toBe(false);
  });
});

describe('time range URL parameters', () => {
  it('writes and reads each kind', () => {
    const abs = applyTimeRangeToParams(new URLSearchParams('q=1'), customRange('2025-01-01', '2025-01-02'));
    expect(abs.toString()).toBe('q=1&rangeType=absolute&display=Custom&from=2025-01-01&to=2025-01-02');
    expect(timeRangeFromParams(abs).timeRange).toEqual(customRange('2025-01-01', '2025-01-02'));

    const rel = applyTimeRangeToParams(abs, { type: 'relative', range: 'now-1h', display: 'Last 1 hour' });
    expect(rel.get('from')).toBeNull();
    expect(timeRangeFromParams(rel).timeRange).toEqual({ type: 'relative', range: 'now-1h', display: 'Last 1 hour' });

    const mapped = applyTimeRangeToParams(rel, { type: 'mapped', display: 'Today' });
    expect(mapped.toString()).toBe('q=1&rangeType=mapped&display=Today');
    expect(timeRangeFromParams(mapped).timeRange).toEqual({ type: 'mapped', display: 'Today' });
  });

  it('clears every time-range key, including timeRange', () => {
    const cleared = applyTimeRangeToParams(
      new URLSearchParams('from=a&to=b&range=c&rangeType=absolute&display=d&timeRange=1h&keep=1'),
      undefined,
    );
    expect(cleared.toString()).toBe('keep=1');
  });

  it('reports bad mapped and relative parameters with the spec messages', () => {
    expect(timeRangeFromParams(new URLSearchParams('rangeType=mapped&display=Someday')).error).toBe('Invalid mapped time range');
    expect(timeRangeFromParams(new URLSearchParams('rangeType=relative')).error).toBe('Invalid relative time range');
    expect(timeRangeFromParams(new URLSearchParams('rangeType=absolute&from=2025-01-01')).timeRange).toBeUndefined();
    expect(timeRangeFromParams(new URLSearchParams('range=now-1h')).timeRange).toBeUndefined();
  });
});
