import { Badge } from '@chakra-ui/react';
import { HEALTH_STATUS_COLOURS, HEALTH_STATUS_DEFAULT_COLOUR } from '@opsdeck/contracts';

/** Colour of a health or status word: red for failing states, orange for warnings, grey for unknown, green otherwise. */
export function statusColour(value: string): string {
  const key = value.toLowerCase() as keyof typeof HEALTH_STATUS_COLOURS;
  return HEALTH_STATUS_COLOURS[key] ?? HEALTH_STATUS_DEFAULT_COLOUR;
}

/** A health/status word as a coloured badge; empty values render nothing. */
export function StatusBadge({ value }: { value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Badge colorPalette={statusColour(value)} variant="subtle">
      {value}
    </Badge>
  );
}
