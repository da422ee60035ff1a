import {
  BYTE_BASE,
  BYTE_UNITS,
  DURATION_DISPLAY_THRESHOLDS_MS,
  DURATION_MS_THRESHOLD,
  PERCENTAGE_DECIMALS,
} from '@opsdeck/contracts';

const trim = (n: number, decimals: number): string => {
  const fixed = n.toFixed(decimals);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
};

/**
 * A duration in one unit: under 1 s in ms, under 1 min in s, under 1 h in m, otherwise h
 * (e.g. 250ms, 1.5s, 2m, 3.25h). Empty for a missing or negative value.
 */
export function formatDuration(ms: number | null | undefined, decimals = 2): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '';
  if (ms < DURATION_MS_THRESHOLD) return `${Math.round(ms)}ms`;
  if (ms < DURATION_DISPLAY_THRESHOLDS_MS.minutes) return `${trim(ms / 1000, decimals)}s`;
  if (ms < DURATION_DISPLAY_THRESHOLDS_MS.hours) return `${trim(ms / 60_000, decimals)}m`;
  return `${trim(ms / 3_600_000, decimals)}h`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The short relative form of a span: 45s, 5m, 2h, 1d, 3mo, 1y (whole units, rounded down). */
export function formatRelativeShort(ms: number): string {
  const span = Math.abs(ms);
  if (span < MINUTE) return `${Math.floor(span / SECOND)}s`;
  if (span < HOUR) return `${Math.floor(span / MINUTE)}m`;
  if (span < DAY) return `${Math.floor(span / HOUR)}h`;
  const days = Math.floor(span / DAY);
  if (days < 30) return `${days}d`;
  if (days < 365) return `${Math.floor(days / 30)}mo`;
  return `${Math.floor(days / 365)}y`;
}

/** "97.3%" (the spec's one decimal, trailing .0 kept out), or "-" without a value. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const rounded = Number(value.toFixed(PERCENTAGE_DECIMALS));
  return `${rounded}%`;
}

/** Bytes with base 1024 up to YB: 0 B, 512 B, 1.5 KB, 2 GB. */
export function formatBytes(bytes: number | null | undefined, decimals = 1): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '';
  const sign = bytes < 0 ? '-' : '';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= BYTE_BASE && unit < BYTE_UNITS.length - 1) {
    value /= BYTE_BASE;
    unit += 1;
  }
  return `${sign}${unit === 0 ? Math.round(value) : trim(value, decimals)} ${BYTE_UNITS[unit]}`;
}
