import { parseTimeRangeParams, TIME_RANGE_URL_KEYS, timeRangeToParams, type TimeRangeParseResult } from '@opsdeck/contracts';
import type { TimeRange } from './ranges';

/** The time range held in URL parameters, with the spec's message when a mapped or relative one is bad. */
export function timeRangeFromParams(params: URLSearchParams): TimeRangeParseResult {
  return parseTimeRangeParams(params);
}

/** A copy of `params` with the time-range keys replaced by `range`, or all of them removed when undefined. */
export function applyTimeRangeToParams(params: URLSearchParams, range: TimeRange | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of TIME_RANGE_URL_KEYS) next.delete(key);
  if (range) for (const [key, value] of Object.entries(timeRangeToParams(range))) next.set(key, value);
  return next;
}
