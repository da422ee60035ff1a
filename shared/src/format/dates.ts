import { RELATIVE_AGE_MAX_DAYS, ZERO_DATE_YEAR, type DatetimePreference } from '@opsdeck/contracts';
import { DateTime } from 'luxon';
import { formatRelativeShort } from './numbers';

export type DateInput = string | number | Date | DateTime | null | undefined;

export interface FormatDateOptions {
  /** Reference time for relative and calendar-relative formats (default: now). */
  now?: DateInput;
  /** IANA zone; undefined means the browser's zone. */
  zone?: string;
}

/** Luxon format of the "timestamp" preference (YYYY-MM-DD HH:mm:ss.SSS). */
export const TIMESTAMP_FORMAT = 'yyyy-MM-dd HH:mm:ss.SSS';
const FULL_FORMAT = 'ccc, LLL d, yyyy HH:mm:ss ZZZZ';
const MEDIUM_TODAY = 'HH:mm';
const MEDIUM_WEEK = 'ccc HH:mm';
const MEDIUM_YEAR = 'LLL d, HH:mm';
const MEDIUM_OLDER = 'LLL d yyyy, HH:mm';

/** Parses a date; invalid input and the zero date (year 0001) give undefined. */
export function toDateTime(value: DateInput, zone?: string): DateTime | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let dt: DateTime;
  if (DateTime.isDateTime(value)) dt = value;
  else if (value instanceof Date) dt = DateTime.fromJSDate(value);
  else if (typeof value === 'number') dt = DateTime.fromMillis(value);
  else {
    dt = DateTime.fromISO(value, { setZone: true });
    if (!dt.isValid) dt = DateTime.fromSQL(value, { setZone: true });
    if (!dt.isValid) dt = DateTime.fromRFC2822(value, { setZone: true });
  }
  if (!dt.isValid || dt.year <= ZERO_DATE_YEAR) return undefined;
  return zone ? dt.setZone(zone) : dt.toLocal();
}

/** "5m ago" / "in 2h" when the value is within 0..7 days of now, else undefined. */
export function relativeAge(value: DateInput, options: FormatDateOptions = {}): string | undefined {
  const dt = toDateTime(value, options.zone);
  const now = toDateTime(options.now ?? DateTime.now(), options.zone);
  if (!dt || !now) return undefined;
  const diff = now.toMillis() - dt.toMillis();
  const maxMs = RELATIVE_AGE_MAX_DAYS * 24 * 3_600_000;
  if (diff < 0 || diff > maxMs) return undefined;
  return `${formatRelativeShort(diff)} ago`;
}

function medium(dt: DateTime, now: DateTime): string {
  if (dt.hasSame(now, 'day')) return dt.toFormat(MEDIUM_TODAY);
  // "This week" is the calendar week (Monday to Sunday), as in the "This week" time range.
  if (dt.hasSame(now, 'week')) return dt.toFormat(MEDIUM_WEEK);
  if (dt.hasSame(now, 'year')) return dt.toFormat(MEDIUM_YEAR);
  return dt.toFormat(MEDIUM_OLDER);
}

/**
 * A date in one of the display styles:
 * - short: relative age ("5m ago") within 0..7 days, otherwise as medium;
 * - medium: time today, weekday and time this (calendar) week, month/day/time this year, else with the year;
 * - full: weekday, date, time and zone;
 * - timestamp: YYYY-MM-DD HH:mm:ss.SSS.
 * Empty for missing, invalid or year-0001 values.
 */
export function formatDate(value: DateInput, style: DatetimePreference, options: FormatDateOptions = {}): string {
  const dt = toDateTime(value, options.zone);
  if (!dt) return '';
  const now = toDateTime(options.now ?? DateTime.now(), options.zone) ?? DateTime.now();
  switch (style) {
    case 'short':
      return relativeAge(dt, { ...options, now }) ?? medium(dt, now);
    case 'medium':
      return medium(dt, now);
    case 'full':
      return dt.toFormat(FULL_FORMAT);
    case 'timestamp':
    default:
      return dt.toFormat(TIMESTAMP_FORMAT);
  }
}
