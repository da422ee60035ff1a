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
