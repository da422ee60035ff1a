import {
  CUSTOM_TIME_RANGE_LABEL,
  FUTURE_RELATIVE_RANGES,
  INDEFINITELY,
  INVALID_MAPPED_TIME_RANGE,
  INVALID_RELATIVE_TIME_RANGE,
  isMappedTimeRangeName,
  MAPPED_TIME_RANGES,
  PAST_RELATIVE_RANGES,
  type AbsoluteTimeRange,
  type MappedTimeRange,
  type MappedTimeRangeName,
  type RelativeTimeRange,
  type TimeRange,
} from '@opsdeck/contracts';
import type { DateTime } from 'luxon';
import { parseDateMath, type DateMathOptions } from './datemath';

export type { AbsoluteTimeRange, MappedTimeRange, MappedTimeRangeName, RelativeTimeRange, TimeRange };

/** Resolved bounds; `to` is undefined for open-ended ranges (Indefinitely). */
export interface ResolvedTimeRange {
  from: DateTime;
  to: DateTime | undefined;
}

/** The start and end expression of each quick mapped range. */
export const MAPPED_RANGE_EXPRESSIONS: Record<MappedTimeRangeName, { from: string; to: string }> = {
  Yesterday: { from: 'now-1d/d', to: 'now-1d/d' },
  'Day before yesterday': { from: 'now-2d/d', to: 'now-2d/d' },
  'This day last week': { from: 'now-7d/d', to: 'now-7d/d' },
  'Previous week': { from: 'now-1w/w', to: 'now-1w/w' },
  'Previous month': { from: 'now-1M/M', to: 'now-1M/M' },
  'Previous year': { from: 'now-1y/y', to: 'now-1y/y' },
  Today: { from: 'now/d', to: 'now/d' },
  'Today so far': { from: 'now/d', to: 'now' },
  'This week': { from: 'now/w', to: 'now/w' },
  'This week so far': { from: 'now/w', to: 'now' },
  'This month': { from: 'now/M', to: 'now/M' },
  'This month so far': { from: 'now/M', to: 'now' },
  'This year': { from: 'now/y', to: 'now/y' },
  'This year so far': { from: 'now/y', to: 'now' },
};

const UNIT_WORDS: Record<string, [string, string]> = {
  ms: ['millisecond', 'milliseconds'],
  s: ['second', 'seconds'],
  m: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  w: ['week', 'weeks'],
  M: ['month', 'months'],
  y: ['year', 'years'],
};

/** "now-5m" → "Last 5 minutes", "now+1y" → "Next 1 year", "Indefinitely" as is. */
export function relativeRangeLabel(range: string): string {
  if (range === INDEFINITELY) return INDEFINITELY;
  const m = /^now([+-])(\d+)(ms|s|m|h|d|w|M|y)$/.exec(range.trim());
  if (!m) return range;
  const [, sign, amount = '', unit = ''] = m;
  const [one, many] = UNIT_WORDS[unit] ?? [unit, unit];
  return `${sign === '-' ? 'Last' : 'Next'} ${amount} ${amount === '1' ? one : many}`;
}

/** The relative ranges offered by the picker, as range values. */
export const PAST_RANGE_OPTIONS: readonly RelativeTimeRange[] = PAST_RELATIVE_RANGES.map((step) => ({
  type: 'relative',
  range: `now-${step}`,
  display: relativeRangeLabel(`now-${step}`),
}));
export const FUTURE_RANGE_OPTIONS: readonly RelativeTimeRange[] = FUTURE_RELATIVE_RANGES.map((range) => ({
  type: 'relative',
  range,
  display: relativeRangeLabel(range),
}));
export const MAPPED_RANGE_OPTIONS: readonly MappedTimeRange[] = MAPPED_TIME_RANGES.map((display) => ({
  type: 'mapped',
  display,
}));

export const customRange = (from: string, to: string): AbsoluteTimeRange => ({
  type: 'absolute',
  from,
  to,
  display: CUSTOM_TIME_RANGE_LABEL,
});

/** The mapped range's bounds; throws "Invalid mapped time range" for an unknown name. */
export function resolveMappedRange(name: string, options: Omit<DateMathOptions, 'roundUp'> = {}): ResolvedTimeRange {
  if (!isMappedTimeRangeName(name)) throw new Error(INVALID_MAPPED_TIME_RANGE);
  const { from, to } = MAPPED_RANGE_EXPRESSIONS[name];
  const start = parseDateMath(from, options);
  const end = parseDateMath(to, { ...options, roundUp: true });
  if (!start || !end) throw new Error(INVALID_MAPPED_TIME_RANGE);
  return { from: start, to: end };
}

/**
 * Concrete bounds of a range, or undefined when it cannot be resolved:
 * absolute needs both dates to parse; a relative range without a value logs "Invalid relative time range";
 * an unknown mapped name logs "Invalid mapped time range".
 */
export function resolveTimeRange(
  range: TimeRange,
  options: Omit<DateMathOptions, 'roundUp'> = {},
): ResolvedTimeRange | undefined {
  switch (range.type) {
    case 'absolute': {
      const from = parseDateMath(range.from, options);
      const to = parseDateMath(range.to, { ...options, roundUp: true });
      return from && to ? { from, to } : undefined;
    }
    case 'relative': {
      const value = range.range?.trim();
      if (!value) {
        console.error(INVALID_RELATIVE_TIME_RANGE);
        return undefined;
      }
      const now = parseDateMath('now', options);
      if (!now) return undefined;
      if (value === INDEFINITELY) return { from: now, to: undefined };
      const other = parseDateMath(value, options);
      if (!other) {
        console.error(INVALID_RELATIVE_TIME_RANGE);
        return undefined;
      }
      return other < now ? { from: other, to: now } : { from: now, to: other };
    }
    case 'mapped':
      try {
        return resolveMappedRange(range.display as string, options);
      } catch (e) {
        console.error((e as Error).message);
        return undefined;
      }
    default:
      return undefined;
  }
}

/** A validation message for the range, or undefined when it is usable. */
export function validateTimeRange(range: TimeRange): string | undefined {
  if (range.type === 'mapped' && !isMappedTimeRangeName(range.display as string)) return INVALID_MAPPED_TIME_RANGE;
  if (range.type === 'relative' && !range.range?.trim()) return INVALID_RELATIVE_TIME_RANGE;
  if (range.type === 'absolute' && (!parseDateMath(range.from) || !parseDateMath(range.to))) return 'Invalid absolute time range';
  return undefined;
}

/** Two ranges are the same choice. */
export function sameTimeRange(a: TimeRange | undefined, b: TimeRange | undefined): boolean {
  if (!a || !b || a.type !== b.type) return false;
  if (a.type === 'absolute' && b.type === 'absolute') return a.from === b.from && a.to === b.to;
  if (a.type === 'relative' && b.type === 'relative') return a.range === b.range;
  return a.display === b.display;
}
