// A check's uptime and latency as the health list and the check modal show them.
import { formatDuration } from '@opsdeck/shared/format';

/** Passed out of all results, in percent; undefined without results. */
export function uptimePercent(passed: number | null | undefined, failed: number | null | undefined): number | undefined {
  const p = passed ?? 0;
  const f = failed ?? 0;
  return p + f === 0 ? undefined : (p / (p + f)) * 100;
}

/** A latency in the spec's units (ms under 1 s, s under 1 min, ...), or "-". */
export function formatLatency(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '-';
  return formatDuration(ms, 1) || '-';
}
