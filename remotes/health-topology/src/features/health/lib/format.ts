import { PERCENTAGE_DECIMALS } from '@opsdeck/contracts';
import { formatDuration } from '@opsdeck/shared/format';

/** "97.3%" (one decimal, trailing .0 kept out), or "-" without results. */
export function formatPercent(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '-';
  const rounded = Number(value.toFixed(PERCENTAGE_DECIMALS));
  return `${rounded}%`;
}

/** A latency in the spec's units (ms under 1 s, s under 1 min, ...), or "-". */
export function formatLatency(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '-';
  return formatDuration(ms, 1) || '-';
}

/**
 * The list's uptime and latency are the summary's numbers over the last 24 hours, whatever the
 * toolbar's range (which only decides which deleted checks are still listed); the modal's follow
 * its own range. Labelled with the window wherever the list shows them.
 */
export const SUMMARY_WINDOW = '24h';
export const LIST_STAT_LABELS = {
  uptime: `Uptime (${SUMMARY_WINDOW})`,
  latency: `Latency p95 (${SUMMARY_WINDOW})`,
} as const;
