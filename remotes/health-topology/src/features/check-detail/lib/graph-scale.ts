// Pure geometry of the check graph, kept apart from the SVG so it can be tested.
import type { CheckGraphResponse } from '@opsdeck/contracts';

export type GraphPoint = NonNullable<CheckGraphResponse['status']>[number];

export interface PlottedPoint {
  x: number;
  y: number;
  time: number;
  duration: number;
  passed: number;
  failed: number;
  health: 'healthy' | 'unhealthy' | 'mixed';
}

export interface GraphBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A "nice" upper bound for the latency axis (1, 2 or 5 times a power of ten). */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

export function plotPoints(
  points: readonly GraphPoint[],
  from: number,
  to: number,
  box: GraphBox,
): { plotted: PlottedPoint[]; maxDuration: number } {
  const maxDuration = niceMax(Math.max(0, ...points.map((p) => p.duration ?? 0)));
  const innerWidth = Math.max(1, box.width - box.left - box.right);
  const innerHeight = Math.max(1, box.height - box.top - box.bottom);
  const span = Math.max(1, to - from);
  const plotted = points.map((point) => {
    const time = Date.parse(point.time);
    const passed = point.passed ?? (point.status ? 1 : 0);
    const failed = point.failed ?? 0;
    const duration = point.duration ?? 0;
    return {
      x: box.left + ((Math.min(Math.max(time, from), to) - from) / span) * innerWidth,
      y: box.top + innerHeight - (duration / maxDuration) * innerHeight,
      time,
      duration,
      passed,
      failed,
      health: failed === 0 ? 'healthy' : passed === 0 ? 'unhealthy' : 'mixed',
    } satisfies PlottedPoint;
  });
  return { plotted, maxDuration };
}

/** The plotted point nearest to an x position. */
export function nearestIndex(plotted: readonly PlottedPoint[], x: number): number {
  let best = -1;
  let distance = Number.POSITIVE_INFINITY;
  plotted.forEach((point, index) => {
    const d = Math.abs(point.x - x);
    if (d < distance) {
      distance = d;
      best = index;
    }
  });
  return best;
}

/** Evenly spaced time ticks across the range. */
export function timeTicks(from: number, to: number, count = 4): number[] {
  if (to <= from) return [from];
  return Array.from({ length: count + 1 }, (_, i) => from + ((to - from) * i) / count);
}
