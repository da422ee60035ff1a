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
