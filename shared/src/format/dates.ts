import { RELATIVE_AGE_MAX_DAYS, ZERO_DATE_YEAR, type DatetimePreference } from '@opsdeck/contracts';
import { formatRelativeShort } from './numbers';

// Built on Intl rather than a date library: every list shows dates, and this module is on every
// page's first download. The time range picker, which does date arithmetic, keeps luxon.

export type DateInput = string | number | Date | null | undefined;

export interface FormatDateOptions {
  /** Reference time for relative and calendar-relative formats (default: now). */
  now?: DateInput;
  /** IANA zone; undefined means the browser's zone. */
  zone?: string;
}

const DAY_MS = 86_400_000;
// ISO-8601 date, optional time (T or space), optional fraction and offset (Z, +hh, +hhmm, +hh:mm).
const ISO_OR_SQL = /^(\d{4,})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function parseIsoOrSql(text: string): Date | undefined {
  const m = ISO_OR_SQL.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0', offset] = m;
  const ms = Math.floor(Number(`0.${fraction}`) * 1000);
  const fields = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms] as const;
  if (fields[1] > 11 || fields[2] < 1 || fields[2] > 31 || fields[3] > 24 || fields[4] > 59 || fields[5] > 60) {
    return undefined;
  }
  if (!offset) {
    // No offset: a wall-clock time of the browser's zone, as ISO-8601 and SQL read it.
    const local = new Date(fields[0], fields[1], fields[2], fields[3], fields[4], fields[5], fields[6]);
    // Years below 100 would be read as 19xx by the constructor.
    local.setFullYear(fields[0], fields[1], fields[2]);
    return local;
  }
  const utcDate = new Date(Date.UTC(...fields));
  // Years below 100 would be read as 19xx by Date.UTC.
  utcDate.setUTCFullYear(fields[0], fields[1], fields[2]);
  const utc = utcDate.getTime();
  if (offset.toUpperCase() === 'Z') return new Date(utc);
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return new Date(utc - sign * minutes * 60_000);
}

/**
 * Parses a date: ISO-8601 and SQL-style strings (with or without an offset; without one it is a
 * time of the browser's zone), RFC 2822 strings, epoch milliseconds and Date objects. Invalid
 * input and the zero date (year 0001) give undefined.
 */
export function parseDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let date: Date | undefined;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else date = parseIsoOrSql(value) ?? (/[a-z]{3}/i.test(value) ? new Date(value) : undefined);
  if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() <= ZERO_DATE_YEAR) return undefined;
  return date;
}

/** A moment as read on a clock of one zone. */
interface ZonedParts {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** Days since 1970-01-01 of the zone's calendar date; for calendar comparisons. */
  dayNumber: number;
  /** 0 = Monday ... 6 = Sunday */
  isoWeekday: number;
}

const numericFormats = new Map<string, Intl.DateTimeFormat>();
function numericFormat(zone: string | undefined): Intl.DateTimeFormat {
  const key = zone ?? '';
  let format = numericFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    numericFormats.set(key, format);
  }
  return format;
}

/**
 * The clock reading of `date` in `zone`. The browser's own zone (no zone) reads Date's local
 * fields: the same clock as a formatter in that zone, without building one, which costs a page
 * several milliseconds of locale and zone data on its first date.
 */
function zonedParts(date: Date, zone: string | undefined): ZonedParts {
  if (zone === undefined)
    return clockParts(
      date.getFullYear(),
      date.getMonth() + 1,
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date,
    );
  const parts: Record<string, number> = {};
  for (const part of numericFormat(zone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return clockParts(parts.year!, parts.month!, parts.day!, parts.hour! % 24, parts.minute!, parts.second!, date);
}

function clockParts(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  date: Date,
): ZonedParts {
  // Date.UTC reads years 0..99 as 19xx; the day number must not.
  const utcDay = new Date(0);
  utcDay.setUTCFullYear(year, month - 1, day);
  const dayNumber = Math.floor(utcDay.getTime() / DAY_MS);
  return {
    year,
    month,
    day,
    hour,
    minute,
    second,
    millisecond: ((date.getTime() % 1000) + 1000) % 1000,
    dayNumber,
    // 1970-01-01 was a Thursday (3 with Monday as 0).
    isoWeekday: (((dayNumber + 3) % 7) + 7) % 7,
  };
}

const nameFormats = new Map<string, Intl.DateTimeFormat>();
/** A name part (weekday, month, zone) in the browser's language. */
function namePart(date: Date, zone: string | undefined, part: 'weekday' | 'month' | 'timeZoneName'): string {
  const key = `${zone ?? ''}|${part}`;
  let format = nameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { timeZone: zone, [part]: 'short' });
    nameFormats.set(key, format);
  }
  return format.formatToParts(date).find((p) => p.type === part)?.value ?? '';
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const clock = (p: ZonedParts) => `${pad(p.hour)}:${pad(p.minute)}`;

/** "14:05" in the zone (24-hour clock). */
export function formatClock(value: DateInput, zone?: string): string {
  const date = parseDate(value);
  return date ? clock(zonedParts(date, zone)) : '';
}

/** "Jun 18" in the zone. */
export function formatMonthDay(value: DateInput, zone?: string): string {
  const date = parseDate(value);
  return date ? `${namePart(date, zone, 'month')} ${zonedParts(date, zone).day}` : '';
}

/** YYYY-MM-DD HH:mm:ss.SSS in the zone. */
export function formatTimestamp(value: DateInput, zone?: string): string {
  const date = parseDate(value);
  if (!date) return '';
  const p = zonedParts(date, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${clock(p)}:${pad(p.second)}.${pad(p.millisecond, 3)}`;
}

/** "5m ago" when the value is within 0..7 days before now, else undefined. */
export function relativeAge(value: DateInput, options: FormatDateOptions = {}): string | undefined {
  const date = parseDate(value);
  const now = parseDate(options.now ?? Date.now());
  if (!date || !now) return undefined;
  const diff = now.getTime() - date.getTime();
  if (diff < 0 || diff > RELATIVE_AGE_MAX_DAYS * DAY_MS) return undefined;
  return `${formatRelativeShort(diff)} ago`;
}

function medium(date: Date, now: Date, zone: string | undefined): string {
  const p = zonedParts(date, zone);
  const n = zonedParts(now, zone);
  if (p.dayNumber === n.dayNumber) return clock(p);
  // "This week" is the calendar week (Monday to Sunday), as in the "This week" time range.
  if (p.dayNumber - p.isoWeekday === n.dayNumber - n.isoWeekday) return `${namePart(date, zone, 'weekday')} ${clock(p)}`;
  const month = namePart(date, zone, 'month');
  if (p.year === n.year) return `${month} ${p.day}, ${clock(p)}`;
  return `${month} ${p.day} ${p.year}, ${clock(p)}`;
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
  const date = parseDate(value);
  if (!date) return '';
  const { zone } = options;
  const now = parseDate(options.now ?? Date.now()) ?? new Date();
  switch (style) {
    case 'short':
      return relativeAge(date, { now }) ?? medium(date, now, zone);
    case 'medium':
      return medium(date, now, zone);
    case 'full': {
      const p = zonedParts(date, zone);
      const weekday = namePart(date, zone, 'weekday');
      const month = namePart(date, zone, 'month');
      return `${weekday}, ${month} ${p.day}, ${p.year} ${clock(p)}:${pad(p.second)} ${namePart(date, zone, 'timeZoneName')}`;
    }
    case 'timestamp':
    default:
      return formatTimestamp(date, zone);
  }
}
