import os from 'node:os';
/** Summary statistics of timing samples, for the benchmark reports. */
export interface Stats {
  median: number;
  p95: number;
  min: number;
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), min: sorted[0]! };
}

export const fmt = (s: Stats) => `median ${s.median.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms, best ${s.min.toFixed(0)} ms`;

/** The machine's load average (1, 5, 15 min): figures taken on a loaded machine are read with it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
