import { NO_DATA_AVAILABLE, type CheckGraphResponse } from '@opsdeck/contracts';
import { Box, Text, useElementWidth } from '@opsdeck/shared';
import {
  formatClock,
  formatDuration,
  formatMonthDay,
  resolveDisplayZone,
  useFormatDate,
  usePreference,
} from '@opsdeck/shared/format';
import { useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { nearestIndex, plotPoints, timeTicks, type GraphBox } from '../lib/graph-scale';

const HEIGHT = 200;
const STATUS_BAND = 10;
const MARGIN = { left: 52, right: 12, top: 8 + STATUS_BAND + 6, bottom: 22 };
const COLOUR = {
  healthy: 'var(--chakra-colors-green-solid)',
  unhealthy: 'var(--chakra-colors-red-solid)',
  mixed: 'var(--chakra-colors-orange-solid)',
  line: 'var(--chakra-colors-blue-solid)',
  grid: 'var(--chakra-colors-border)',
  text: 'var(--chakra-colors-fg-muted)',
} as const;

/** An axis tick in the display zone, on the kit's 24-hour clock like every other time in the console. */
export const timeLabel = (ms: number, spanMs: number, zone: string | undefined) =>
  spanMs <= 86_400_000 ? formatClock(ms, zone) : formatMonthDay(ms, zone);

export interface CheckGraphProps {
  data: CheckGraphResponse | undefined;
  from: number;
  to: number;
}

/**
 * Status (coloured band: green passed, red failed, orange both in one bucket) and latency (line)
 * over the range, drawn as SVG. Pointer or arrow keys pick a point; its values show below.
 */
export function CheckGraph({ data, from, to }: CheckGraphProps) {
  const { ref, width } = useElementWidth(600);
  const formatDate = useFormatDate();
  const [zonePreference] = usePreference('display_timezone_preference');
  const zone = resolveDisplayZone(zonePreference);
  const [active, setActive] = useState(-1);
  const points = data?.status;
  const { plotted, maxDuration } = useMemo(() => {
    const box: GraphBox = { width, height: HEIGHT, ...MARGIN };
    return plotPoints(points ?? [], from, to, box);
  }, [points, from, to, width]);
  const span = to - from;
  const barWidth = Math.max(2, Math.min(12, (width - MARGIN.left - MARGIN.right) / Math.max(1, plotted.length) - 1));
  const bottom = HEIGHT - MARGIN.bottom;
  const selected = plotted[active];

  const onPointer = (e: PointerEvent<SVGSVGElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(plotted, e.clientX - rect.left));
  };
  const onKey = (e: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    if (e.key in moves) setActive((i) => Math.min(plotted.length - 1, Math.max(0, (i < 0 ? 0 : i) + moves[e.key]!)));
    else if (e.key === 'Home') setActive(0);
    else if (e.key === 'End') setActive(plotted.length - 1);
    else return;
    e.preventDefault();
  };

  return (
    <Box ref={ref} w="full" data-testid="check-graph">
      {plotted.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="8">
          {NO_DATA_AVAILABLE}
        </Text>
      ) : (
        <svg
          width={width}
          height={HEIGHT}
          role="img"
          tabIndex={0}
          aria-label={`Status and latency: ${plotted.length} ${plotted.length === 1 ? 'point' : 'points'}, latency up to ${formatDuration(maxDuration)}. Use the arrow keys to read points.`}
          onPointerMove={onPointer}
          onPointerLeave={() => setActive(-1)}
          onKeyDown={onKey}
          style={{ display: 'block', outlineOffset: 2 }}
        >
          {[0, 0.5, 1].map((fraction) => {
            const y = MARGIN.top + (bottom - MARGIN.top) * (1 - fraction);
            return (
              <g key={fraction}>
                <line
                  x1={MARGIN.left}
                  x2={width - MARGIN.right}
                  y1={y}
                  y2={y}
                  stroke={COLOUR.grid}
                  strokeDasharray={fraction ? '3 3' : undefined}
                />
                <text x={MARGIN.left - 6} y={y + 4} textAnchor="end" fontSize="10" fill={COLOUR.text}>
                  {formatDuration(maxDuration * fraction, 1)}
                </text>
              </g>
            );
          })}
          {timeTicks(from, to).map((tick, i, all) => (
            <text
              key={tick}
              x={MARGIN.left + ((tick - from) / Math.max(1, span)) * (width - MARGIN.left - MARGIN.right)}
              y={HEIGHT - 6}
              textAnchor={i === 0 ? 'start' : i === all.length - 1 ? 'end' : 'middle'}
              fontSize="10"
              fill={COLOUR.text}
            >
              {timeLabel(tick, span, zone)}
            </text>
          ))}
          {plotted.map((point) => (
            <rect
              key={`s${point.time}`}
              x={point.x - barWidth / 2}
              y={8}
              width={barWidth}
              height={STATUS_BAND}
              rx={1}
              fill={COLOUR[point.health]}
              data-health={point.health}
            />
          ))}
          <polyline
            points={plotted.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={COLOUR.line}
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
          {/* A line needs two points: a lone result's latency is a dot. */}
          {plotted.length === 1 ? (
            <circle data-latency-point cx={plotted[0]!.x} cy={plotted[0]!.y} r={3} fill={COLOUR.line} />
          ) : null}
          {selected ? (
            <g>
              <line x1={selected.x} x2={selected.x} y1={MARGIN.top} y2={bottom} stroke={COLOUR.text} strokeDasharray="2 2" />
              <circle cx={selected.x} cy={selected.y} r={4} fill={COLOUR[selected.health]} />
            </g>
          ) : null}
        </svg>
      )}
      <Text fontSize="xs" color="fg.muted" minH="4" aria-live="polite">
        {selected
          ? `${formatDate(selected.time)}: ${selected.passed} passed, ${selected.failed} failed, ${formatDuration(selected.duration)} average`
          : ''}
      </Text>
    </Box>
  );
}
