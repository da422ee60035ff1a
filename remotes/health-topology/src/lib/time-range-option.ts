import { HEALTH_TIME_RANGE_OPTIONS, type HealthTimeRange } from '@opsdeck/contracts';

/** A time range of the health list or the check modal as the URL gives it; undefined when unknown. */
export function parseTimeRangeOption(value: string | null | undefined): HealthTimeRange | undefined {
  return value && (HEALTH_TIME_RANGE_OPTIONS as string[]).includes(value) ? (value as HealthTimeRange) : undefined;
}
