import { formatClock, formatDate, formatMonthDay, formatTimestamp, parseDate, relativeAge } from './dates';

const zone = 'UTC';
// A Wednesday.
const now = '2025-06-18T15:30:00.000Z';
const fmt = (value: string, style: 'short' | 'medium' | 'full' | 'timestamp') => formatDate(value, style, { now, zone });

describe('timestamp style', () => {
  it('formats YYYY-MM-DD HH:mm:ss.SSS', () => {
    expect(fmt('2025-06-18T09:05:07.123Z', 'timestamp')).toBe('2025-06-18 09:05:07.123');
  });

  it('respects the display zone', () => {
    expect(formatDate('2025-06-18T09:05:07.123Z', 'timestamp', { zone: 'Asia/Kolkata' })).toBe('2025-06-18 14:35:07.123');
  });
});

describe('medium style', () => {
  it('shows only the time today', () => {
    expect(fmt('2025-06-18T01:02:00Z', 'medium')).toBe('01:02');
  });

  it('shows the weekday and time this calendar week (Monday to Sunday)', () => {
    expect(fmt('2025-06-16T08:00:00Z', 'medium')).toBe('Mon 08:00');
    expect(fmt('2025-06-17T23:59:00Z', 'medium')).toBe('Tue 23:59');
    expect(fmt('2025-06-22T08:00:00Z', 'medium')).toBe('Sun 08:00');
  });

  it('shows last week with month and day, even when only a few days old', () => {
    expect(fmt('2025-06-15T23:00:00Z', 'medium')).toBe('Jun 15, 23:00');
    expect(fmt('2025-06-12T08:00:00Z', 'medium')).toBe('Jun 12, 08:00');
  });

  it('shows month, day and time this year', () => {
    expect(fmt('2025-06-11T08:00:00Z', 'medium')).toBe('Jun 11, 08:00');
    expect(fmt('2025-01-02T23:59:00Z', 'medium')).toBe('Jan 2, 23:59');
  });

  it('adds the year for other years', () => {
    expect(fmt('2023-12-25T10:00:00Z', 'medium')).toBe('Dec 25 2023, 10:00');
  });
});

describe('full style', () => {
  it('shows the full date, time and zone', () => {
    expect(fmt('2025-03-04T14:05:09Z', 'full')).toBe('Tue, Mar 4, 2025 14:05:09 UTC');
    expect(formatDate('2025-03-04T20:05:09Z', 'full', { zone: 'Asia/Kolkata' })).toBe('Wed, Mar 5, 2025 01:35:09 GMT+5:30');
  });

  it('compares days and weeks on the zone calendar', () => {
    // 23:30 UTC on Sunday is already Monday, the day of "now", in Kolkata; in UTC it is last week.
    const options = { now: '2025-06-23T08:00:00Z', zone: 'Asia/Kolkata' };
    expect(formatDate('2025-06-22T23:30:00Z', 'medium', options)).toBe('05:00');
    expect(formatDate('2025-06-22T23:30:00Z', 'medium', { ...options, zone: 'UTC' })).toBe('Jun 22, 23:30');
  });
});

describe('short style and the 0..7 day rule', () => {
  it('shows the relative age between 0 and 7 days', () => {
    expect(fmt('2025-06-18T15:25:00Z', 'short')).toBe('5m ago');
    expect(fmt('2025-06-18T13:30:00Z', 'short')).toBe('2h ago');
    expect(fmt('2025-06-17T15:30:00Z', 'short')).toBe('1d ago');
    expect(fmt('2025-06-11T15:30:00Z', 'short')).toBe('7d ago');
    expect(fmt(now, 'short')).toBe('0s ago');
  });

  it('falls back to the calendar form outside 0..7 days', () => {
    expect(fmt('2025-06-11T15:29:00Z', 'short')).toBe('Jun 11, 15:29');
    expect(fmt('2025-06-18T16:00:00Z', 'short')).toBe('16:00');
    expect(relativeAge('2025-06-19T00:00:00Z', { now, zone })).toBeUndefined();
    expect(relativeAge('2025-06-01T00:00:00Z', { now, zone })).toBeUndefined();
  });
});

describe('empty dates', () => {
  it('shows year 0001, missing and invalid values as empty', () => {
    expect(parseDate('0001-01-01T00:00:00Z')).toBeUndefined();
    expect(parseDate(null)).toBeUndefined();
    expect(parseDate('')).toBeUndefined();
    expect(parseDate('not a date')).toBeUndefined();
    expect(parseDate('2025-01-01T00:00:00Z')).toBeDefined();
    for (const style of ['short', 'medium', 'full', 'timestamp'] as const) {
      expect(fmt('0001-01-01T00:00:00Z', style)).toBe('');
      expect(fmt('not a date', style)).toBe('');
    }
    expect(formatDate(undefined, 'timestamp')).toBe('');
  });

  it('parses ISO, SQL-style strings, epoch millis and Date objects', () => {
    expect(parseDate('2025-06-18 09:05:07+00')?.toISOString()).toBe('2025-06-18T09:05:07.000Z');
    expect(parseDate('2025-06-18 09:05:07.123456-02:30')?.toISOString()).toBe('2025-06-18T11:35:07.123Z');
    expect(parseDate('2025-06-18T09:05:07+0530')?.toISOString()).toBe('2025-06-18T03:35:07.000Z');
    expect(parseDate(Date.UTC(2025, 0, 1))?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(parseDate(new Date(Date.UTC(2025, 0, 1)))?.getUTCFullYear()).toBe(2025);
    expect(parseDate('Wed, 18 Jun 2025 09:05:07 GMT')?.toISOString()).toBe('2025-06-18T09:05:07.000Z');
  });

  it('reads a string without an offset as a time of the browser zone', () => {
    const local = parseDate('2025-06-18 09:05:07');
    expect([local?.getFullYear(), local?.getMonth(), local?.getDate(), local?.getHours(), local?.getMinutes()]).toEqual([
      2025, 5, 18, 9, 5,
    ]);
    expect(parseDate('2025-13-01')).toBeUndefined();
  });
});

describe('clock and month-day parts', () => {
  it('read the zone', () => {
    expect(formatClock('2025-06-18T23:30:00Z', 'Asia/Kolkata')).toBe('05:00');
    expect(formatMonthDay('2025-06-18T23:30:00Z', 'Asia/Kolkata')).toBe('Jun 19');
    expect(formatMonthDay('2025-06-18T23:30:00Z', 'UTC')).toBe('Jun 18');
    expect(formatClock(null)).toBe('');
  });
});

describe("the browser's own zone", () => {
  it('reads the same clock as a formatter in that zone, around daylight saving changes and in early years', () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const moments = [
      '2025-03-09T06:59:59.999Z',
      '2025-03-30T01:00:00Z',
      '2025-11-02T06:30:00Z',
      '2024-02-29T23:59:59.500Z',
      '0050-06-01T12:00:00Z',
    ];
    for (const moment of moments) {
      expect(formatTimestamp(moment)).toBe(formatTimestamp(moment, browserZone));
      for (const style of ['medium', 'full'] as const)
        expect(formatDate(moment, style, { now: '2025-11-05T12:00:00Z' })).toBe(
          formatDate(moment, style, { now: '2025-11-05T12:00:00Z', zone: browserZone }),
        );
    }
  });
});
