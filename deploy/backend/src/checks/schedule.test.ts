import { nextRun, parseDurationMs, parseSchedule, scheduleOfSpec } from './schedule';

const at = (iso: string) => new Date(iso);
const next = (schedule: string, after: string) => nextRun(parseSchedule(schedule)!, at(after)).toISOString();

describe('parseDurationMs', () => {
  it('reads Go-style durations', () => {
    expect(parseDurationMs('30s')).toBe(30_000);
    expect(parseDurationMs('1h30m')).toBe(5_400_000);
    expect(parseDurationMs('500ms')).toBe(500);
    expect(parseDurationMs('2d')).toBe(172_800_000);
    expect(parseDurationMs('1.5h')).toBe(5_400_000);
  });
  it('rejects anything else', () => {
    for (const bad of ['', '10', 'abc', '5 m', '1h x', '0s']) expect([bad, parseDurationMs(bad)]).toEqual([bad, null]);
  });
});

describe('schedules', () => {
  it('supports every schedule the settings offer', () => {
    expect(next('@every 30s', '2026-01-01T00:00:10Z')).toBe('2026-01-01T00:00:40.000Z');
    expect(next('@every 5m', '2026-01-01T00:00:00Z')).toBe('2026-01-01T00:05:00.000Z');
    expect(next('@every 6h', '2026-01-01T01:00:00Z')).toBe('2026-01-01T07:00:00.000Z');
    expect(next('@hourly', '2026-01-01T10:15:00Z')).toBe('2026-01-01T11:00:00.000Z');
    expect(next('@daily', '2026-01-01T10:15:00Z')).toBe('2026-01-02T00:00:00.000Z');
    // 2026-01-01 is a Thursday; @weekly runs on Sunday midnight.
    expect(next('@weekly', '2026-01-01T10:15:00Z')).toBe('2026-01-04T00:00:00.000Z');
    expect(next('@monthly', '2026-01-31T10:00:00Z')).toBe('2026-02-01T00:00:00.000Z');
    expect(next('@yearly', '2026-03-01T00:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
  });

  it('evaluates five-field cron expressions with steps, ranges and lists', () => {
    expect(next('*/15 * * * *', '2026-01-01T10:07:30Z')).toBe('2026-01-01T10:15:00.000Z');
    expect(next('0 9-17/4 * * 1-5', '2026-01-02T14:00:00Z')).toBe('2026-01-02T17:00:00.000Z');
    expect(next('0 9-17/4 * * 1-5', '2026-01-02T17:00:00Z')).toBe('2026-01-05T09:00:00.000Z');
    expect(next('30 2 1,15 * *', '2026-01-02T00:00:00Z')).toBe('2026-01-15T02:30:00.000Z');
    // Both day fields restricted: either one matching is enough (the 13th, or any Friday).
    expect(next('0 0 13 * 5', '2026-02-01T00:00:00Z')).toBe('2026-02-06T00:00:00.000Z');
    expect(next('0 0 * * 7', '2026-01-01T00:00:00Z')).toBe('2026-01-04T00:00:00.000Z');
  });

  it('rejects malformed schedules', () => {
    for (const bad of ['@every', '@every soon', '* * * *', '61 * * * *', '*/0 * * * *', '5-1 * * * *', '@fortnightly']) {
      expect([bad, parseSchedule(bad)]).toEqual([bad, null]);
    }
  });

  it('never loops on expressions that cannot match', () => {
    expect(nextRun(parseSchedule('0 0 31 2 *')!, at('2026-01-01T00:00:00Z')).getTime()).toBe(8.64e15);
  });

  it('reads a canary spec: schedule wins over the interval in seconds', () => {
    expect(scheduleOfSpec({ schedule: '@every 1m', interval: 30 })).toEqual({ kind: 'every', ms: 60_000 });
    expect(scheduleOfSpec({ interval: 30 })).toEqual({ kind: 'every', ms: 30_000 });
    expect(scheduleOfSpec({ interval: '120' })).toEqual({ kind: 'every', ms: 120_000 });
    expect(scheduleOfSpec({ interval: 0 })).toBeNull();
    expect(scheduleOfSpec({})).toBeNull();
    expect(scheduleOfSpec(null)).toBeNull();
  });
});
