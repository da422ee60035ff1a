import { HEALTH_TIME_RANGE_OPTIONS, TIME_RANGE_MINUTES, type HealthTimeRange } from '@opsdeck/contracts';

const SMALLEST: HealthTimeRange = '1h';
const LARGEST: HealthTimeRange = '5y';

/**
 * The modal's range when the URL has none: the smallest option (from 1h up to 5y) that still
 * reaches back to the check's last run, so a check that ran last week shows last week.
 */
export function defaultTimeRange(lastRuntime: string | null | undefined, now = Date.now()): HealthTimeRange {
  const last = lastRuntime ? Date.parse(lastRuntime) : Number.NaN;
  if (Number.isNaN(last)) return SMALLEST;
  const ageMinutes = Math.max(0, (now - last) / 60_000);
  const fits = HEALTH_TIME_RANGE_OPTIONS.filter((option) => TIME_RANGE_MINUTES[option] >= TIME_RANGE_MINUTES[SMALLEST]).find(
    (option) => TIME_RANGE_MINUTES[option] >= ageMinutes,
  );
  return fits ?? LARGEST;
}

/** Start of a range, rounded down to the minute so query keys stay stable while the modal is open. */
export function rangeStart(range: HealthTimeRange, now = Date.now()): string {
  const start = now - TIME_RANGE_MINUTES[range] * 60_000;
  return new Date(Math.floor(start / 60_000) * 60_000).toISOString();
}
