import { HEALTH_ROW_COLOURS } from '@opsdeck/contracts';
import { Badge, Box } from '@opsdeck/shared';
import type { Health } from '../features/health/lib/model';

/** A row's health; 'unknown' for a check without a status (never run, or no such check). */
export type Indicator = Health;

const TEXT: Record<Indicator, string> = { healthy: 'Healthy', unhealthy: 'Unhealthy', mixed: 'Mixed', unknown: 'Not run' };
const COLOUR: Record<Indicator, string> = { ...HEALTH_ROW_COLOURS, unknown: 'gray' };

/** The word a badge shows for a health, the same on check rows and group rows. */
export const healthText = (health: Indicator): string => TEXT[health];

/** Health of a row: green healthy, red unhealthy, orange mixed, grey without a status. */
export function HealthDot({ health, size = '2.5' }: { health: Indicator; size?: string }) {
  return (
    <Box
      as="span"
      role="img"
      aria-label={TEXT[health]}
      data-health={health}
      display="inline-block"
      flexShrink={0}
      boxSize={size}
      rounded="full"
      bg={`${COLOUR[health]}.solid`}
    />
  );
}

export function HealthBadge({ health }: { health: Indicator }) {
  return (
    <Badge colorPalette={COLOUR[health]} variant="subtle" data-health={health}>
      {TEXT[health]}
    </Badge>
  );
}

/** A check status word ('healthy', 'unhealthy', or empty before the first run) as an indicator. */
export function healthOfStatus(status: string | null | undefined): Indicator {
  if (!status) return 'unknown';
  return status === 'healthy' ? 'healthy' : 'unhealthy';
}
