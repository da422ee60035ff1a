// Time ranges in the URL and the recently-used list (spec 1 sections 2.6, 3, 5 and 9).
import { MAPPED_TIME_RANGES, MAX_RECENT_TIME_RANGES, URL_STATE_KEYS } from '../constants/shell';
import { INVALID_MAPPED_TIME_RANGE, INVALID_RELATIVE_TIME_RANGE } from '../errors/messages';
import type { MappedTimeRange, RecentTimeRange, TimeRange } from '../schemas/time-range';
import { readParam, type ParamSource } from './page-state';

export interface TimeRangeParseResult {
  timeRange?: TimeRange;
  /** The spec's text for a bad mapped or relative range. */
  error?: typeof INVALID_MAPPED_TIME_RANGE | typeof INVALID_RELATIVE_TIME_RANGE;
}

const parsesAsDate = (value: string | undefined): value is string => !!value && !Number.isNaN(Date.parse(value));

export const isMappedTimeRangeName = (name: string): name is MappedTimeRange['display'] =>
  (MAPPED_TIME_RANGES as readonly string[]).includes(name);

/**
 * Reads rangeType/from/to/range/display. An absolute range needs two parseable dates; a mapped
 * range needs a known name; a relative range needs a value. No rangeType means no time range.
 */
export function parseTimeRangeParams(source: ParamSource): TimeRangeParseResult {
  const type = readParam(source, URL_STATE_KEYS.rangeType);
  const display = readParam(source, URL_STATE_KEYS.display) ?? '';
  switch (type) {
    case 'absolute': {
      const from = readParam(source, URL_STATE_KEYS.from);
      const to = readParam(source, URL_STATE_KEYS.to);
      return parsesAsDate(from) && parsesAsDate(to) ? { timeRange: { type, from, to, display } } : {};
    }
    case 'relative': {
      const range = readParam(source, URL_STATE_KEYS.range);
      return range ? { timeRange: { type, range, display } } : { error: INVALID_RELATIVE_TIME_RANGE };
    }
    case 'mapped':
      return isMappedTimeRangeName(display) ? { timeRange: { type, display } } : { error: INVALID_MAPPED_TIME_RANGE };
    default:
      return {};
  }
}

/** URL parameters of a time range (the picker's Clear removes TIME_RANGE_URL_KEYS). */
export function timeRangeToParams(timeRange: TimeRange): Record<string, string> {
  const params: Record<string, string> = {
    [URL_STATE_KEYS.rangeType]: timeRange.type,
    [URL_STATE_KEYS.display]: timeRange.display,
  };
  if (timeRange.type === 'absolute') {
    params[URL_STATE_KEYS.from] = timeRange.from;
    params[URL_STATE_KEYS.to] = timeRange.to;
  } else if (timeRange.type === 'relative') {
    params[URL_STATE_KEYS.range] = timeRange.range;
  }
  return params;
}

/** Newest first, duplicates removed, at most 5 kept. */
export function addRecentTimeRange(recent: readonly RecentTimeRange[], range: RecentTimeRange): RecentTimeRange[] {
  const others = recent.filter((item) => item.from !== range.from || item.to !== range.to);
  return [{ from: range.from, to: range.to }, ...others].slice(0, MAX_RECENT_TIME_RANGES);
}

/** Empty, null and the zero date (year 0001) all count as "no date". */
export function isEmptyDate(value: string | null | undefined): boolean {
  if (value === null || value === undefined || value.trim() === '') return true;
  return /^0001-01-01/.test(value.trim());
}
