import { VALIDATION } from '@opsdeck/contracts';
import { checkHistoryQuery } from '../api/checkHistory';
import { nearestIndex, niceMax, plotPoints, timeTicks } from './graph-scale';
import { parseDurationFilter, statusFilterValue } from './history-filters';
import { defaultTimeRange, rangeStart } from './time-range';

describe('history filters', () => {
  it('accepts the presets and custom values in ms or s, converting seconds', () => {
    expect(parseDurationFilter('All')).toEqual({});
    expect(parseDurationFilter('')).toEqual({});
    expect(parseDurationFilter('100ms')).toEqual({ ms: 100 });
    expect(parseDurationFilter('5s')).toEqual({ ms: 5000 });
    expect(parseDurationFilter('1.5s')).toEqual({ ms: 1500 });
    expect(parseDurationFilter(' 250 ms ')).toEqual({ ms: 250 });
  });

  it('rejects other units with the spec message', () => {
    for (const bad of ['5m', '10', 'fast', '1h', '-3s'])
      expect(parseDurationFilter(bad)).toEqual({ error: 'duration is allowed only in milli seconds & seconds' });
    expect(VALIDATION.durationUnits).toBe('duration is allowed only in milli seconds & seconds');
  });

  it('maps Healthy to 1 (true) and Unhealthy to 0 (false)', () => {
    expect(statusFilterValue('Healthy')).toBe(true);
    expect(statusFilterValue('Unhealthy')).toBe(false);
    expect(statusFilterValue('All')).toBeUndefined();
  });

  it('builds the paged history query (the page size asked for, newest first)', () => {
    const base = { checkId: 'abc', since: '2026-01-01T00:00:00.000Z', pageIndex: 2, pageSize: 50 };
    expect(decodeURIComponent(checkHistoryQuery(base).toString())).toBe(
      '/db/check_statuses?select=time,duration,status,message,error,invalid,details&check_id=eq.abc&time=gt.2026-01-01T00:00:00.000Z&order=time.desc&limit=50&offset=100',
    );
    const filtered = decodeURIComponent(
      checkHistoryQuery({ ...base, pageIndex: 0, status: false, minDuration: 5000 }).toString(),
    );
    expect(filtered).toContain('&status=eq.false&duration=gte.5000&');
    expect(decodeURIComponent(checkHistoryQuery({ ...base, pageSize: 10 }).toString())).toContain('&limit=10&offset=20');
  });
});

describe('time range', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  it('derives the default from the last run, between 1h and 5y', () => {
    expect(defaultTimeRange(undefined, now)).toBe('1h');
    expect(defaultTimeRange('2026-06-01T11:55:00Z', now)).toBe('1h');
    expect(defaultTimeRange('2026-06-01T09:30:00Z', now)).toBe('3h');
    expect(defaultTimeRange('2026-05-29T12:00:00Z', now)).toBe('3d');
    expect(defaultTimeRange('2026-05-20T12:00:00Z', now)).toBe('2w');
    expect(defaultTimeRange('2010-01-01T00:00:00Z', now)).toBe('5y');
  });

  it('rounds the start down to the minute', () => {
    expect(rangeStart('1h', Date.parse('2026-06-01T12:00:42.500Z'))).toBe('2026-06-01T11:00:00.000Z');
  });
});

describe('graph geometry', () => {
  const box = { width: 200, height: 100, left: 0, right: 0, top: 0, bottom: 0 };
  it('scales latency to a nice maximum and colours buckets by their results', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(730)).toBe(1000);
    expect(niceMax(120)).toBe(200);
    const { plotted, maxDuration } = plotPoints(
      [
        { time: '2026-01-01T00:00:00Z', status: true, duration: 100, passed: 2 },
        { time: '2026-01-01T00:30:00Z', duration: 400, passed: 1, failed: 1 },
        { time: '2026-01-01T01:00:00Z', duration: 50, failed: 3 },
      ],
      Date.parse('2026-01-01T00:00:00Z'),
      Date.parse('2026-01-01T01:00:00Z'),
      box,
    );
    expect(maxDuration).toBe(500);
    expect(plotted.map((p) => [p.x, p.y, p.health])).toEqual([
      [0, 80, 'healthy'],
      [100, 20, 'mixed'],
      [200, 90, 'unhealthy'],
    ]);
    expect(nearestIndex(plotted, 140)).toBe(1);
    expect(nearestIndex([], 10)).toBe(-1);
  });

  it('spreads time ticks over the range', () => {
    expect(timeTicks(0, 400)).toEqual([0, 100, 200, 300, 400]);
  });
});
