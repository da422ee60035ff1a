import type { Component } from '@opsdeck/contracts';

export interface ComponentCounts {
  /** Checks by health, e.g. `{healthy: 2, unhealthy: 1}`; null when the answer carries none. */
  checks: Record<string, number> | null;
  incidents: number;
  insights: number;
}

/** Sums every number of a nested count object (`{availability: {High: 1}}` is 1). */
export const countOf = (value: unknown): number =>
  value && typeof value === 'object'
    ? Object.values(value).reduce<number>((sum, v) => sum + (typeof v === 'number' ? v : countOf(v)), 0)
    : 0;

/**
 * A topology component's checks, incidents and insights: in its `summary` as Mission Control's
 * topology answers them (`checks`, `incidents`, `insights`), else on the component itself as a
 * flattened answer carries them (`checks`, `incidents`, `analysis`).
 */
export function componentCounts(component: Component): ComponentCounts {
  const summary = component.summary ?? {};
  return {
    checks: summary.checks ?? component.checks ?? null,
    incidents: countOf(summary.incidents ?? component.incidents),
    insights: countOf(summary.insights ?? component.analysis),
  };
}
