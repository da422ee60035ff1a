import { Progress } from '@chakra-ui/react';
import { PROGRESS } from '@opsdeck/contracts';

export type ProgressColor = 'green' | 'orange' | 'red';

/** Value clamped to 5..100 (non-numbers count as the minimum). */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return PROGRESS.min;
  return Math.min(PROGRESS.max, Math.max(PROGRESS.min, value));
}

/** Green up to 75, orange above 75, red above 90. */
export function progressColor(value: number): ProgressColor {
  const v = clampProgress(value);
  if (v > PROGRESS.redAbove) return 'red';
  if (v > PROGRESS.orangeAbove) return 'orange';
  return 'green';
}

export interface ProgressBarProps {
  value: number;
  label?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

/** Usage bar coloured by threshold. */
export function ProgressBar({ value, label = 'Progress', size = 'sm' }: ProgressBarProps) {
  const v = clampProgress(value);
  const color = progressColor(v);
  return (
    <Progress.Root value={v} min={0} max={100} size={size} colorPalette={color} data-color={color} aria-label={label}>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
