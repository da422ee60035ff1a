// Time ranges (spec 1 sections 2.6 and 3).
import { z } from 'zod/mini';
import { MAPPED_TIME_RANGES } from '../constants/shell';

export const absoluteTimeRangeSchema = z.object({
  type: z.literal('absolute'),
  from: z.string(),
  to: z.string(),
  display: z.string(),
});
export const relativeTimeRangeSchema = z.object({
  type: z.literal('relative'),
  /** Datemath such as now-5m. */
  range: z.string(),
  display: z.string(),
});
export const mappedTimeRangeSchema = z.object({
  type: z.literal('mapped'),
  display: z.enum(MAPPED_TIME_RANGES),
});

export const timeRangeSchema = z.discriminatedUnion('type', [
  absoluteTimeRangeSchema,
  relativeTimeRangeSchema,
  mappedTimeRangeSchema,
]);
export type AbsoluteTimeRange = z.infer<typeof absoluteTimeRangeSchema>;
export type RelativeTimeRange = z.infer<typeof relativeTimeRangeSchema>;
export type MappedTimeRange = z.infer<typeof mappedTimeRangeSchema>;
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** A recently used absolute range, as stored in the recentlyUsedTimeRanges preference. */
export const recentTimeRangeSchema = z.object({ from: z.string(), to: z.string() });
export type RecentTimeRange = z.infer<typeof recentTimeRangeSchema>;
