import { CHECK_HISTORY, VALIDATION } from '@opsdeck/contracts';

export const ALL = 'All';
export const CUSTOM = 'Custom';

/**
 * A duration filter value in milliseconds: All (or empty) is no filter; otherwise a number ending
 * in ms or s, seconds converted to milliseconds. Anything else is the spec's error message.
 */
export function parseDurationFilter(text: string): { ms?: number; error?: string } {
  const value = text.trim();
  if (value === '' || value === ALL) return {};
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s)$/.exec(value);
  if (!match) return { error: VALIDATION.durationUnits };
  const amount = Number(match[1]);
  return { ms: Math.round(match[2] === 's' ? amount * 1000 : amount) };
}

export type StatusFilter = keyof typeof CHECK_HISTORY.statusFilter | typeof ALL;
export const STATUS_FILTERS: readonly StatusFilter[] = [
  ALL,
  ...(Object.keys(CHECK_HISTORY.statusFilter) as (keyof typeof CHECK_HISTORY.statusFilter)[]),
];

/** Healthy -> 1 -> status=eq.true, Unhealthy -> 0 -> status=eq.false, All -> no filter. */
export function statusFilterValue(filter: StatusFilter): boolean | undefined {
  if (filter === ALL) return undefined;
  return CHECK_HISTORY.statusFilter[filter] === 1;
}
