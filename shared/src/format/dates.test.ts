import { formatDate, relativeAge, toDateTime } from './dates';

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
    expect(toDateTime('0001-01-01T00:00:00Z')).toBeUndefined();
    expect(toDateTime(null)).toBeUndefined();
    expect(toDateTime('')).toBeUndefined();
    expect(toDateTime('not a date')).toBeUndefined();
    expect(toDateTime('2025-01-01T00:00:00Z')).toBeDefined();
    for (const style of ['short', 'medium', 'full', 'timestamp'] as const) {
      expect(fmt('0001-01-01T00:00:00Z', style)).toBe('');
      expect(fmt('not a date', style)).toBe('');
    }
    expect(formatDate(undefined, 'timestamp')).toBe('');
  });

  it('parses ISO, SQL-style strings, epoch millis and Date objects', () => {
    expect(toDateTime('2025-06-18 09:05:07', zone)?.toISO()).toBe('2025-06-18T09:05:07.000Z');
    expect(toDateTime(Date.UTC(2025, 0, 1), zone)?.toISO()).toBe('2025-01-01T00:00:00.000Z');
    expect(toDateTime(new Date(Date.UTC(2025, 0, 1)), zone)?.year).toBe(2025);
  });
});
