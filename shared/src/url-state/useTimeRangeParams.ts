import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TimeRange } from '../time-range/ranges';
import { applyTimeRangeToParams, timeRangeFromParams } from '../time-range/url';

export interface TimeRangeParams {
  /** The URL's range, else the default. */
  timeRange: TimeRange | undefined;
  /** "Invalid mapped time range" / "Invalid relative time range" when the URL holds a bad one. */
  error: string | undefined;
  /** Writes a range to the URL; undefined removes every time-range parameter. */
  setTimeRange: (range: TimeRange | undefined) => void;
}

/** The time range kept in the URL (rangeType, from, to, range, display; timeRange is cleared with them). */
export function useTimeRangeParams(defaultRange?: TimeRange): TimeRangeParams {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const parsed = useMemo(() => timeRangeFromParams(new URLSearchParams(search)), [search]);
  const setTimeRange = useCallback(
    (next: TimeRange | undefined) => setParams((prev) => applyTimeRangeToParams(prev, next)),
    [setParams],
  );
  return { timeRange: parsed.timeRange ?? defaultRange, error: parsed.error, setTimeRange };
}
