import { HEALTH_ROW_COLOURS } from '@opsdeck/contracts';
import { Badge, Box } from '@opsdeck/shared';
import type { Health } from '../features/health/lib/model';

const TEXT: Record<Health, string> = { healthy: 'Healthy', unhealthy: 'Unhealthy', mixed: 'Mixed' };

/** Health of a row: green healthy, red unhealthy, orange mixed. */
export function HealthDot({ health, size = '2.5' }: { health: Health; size?: string }) {
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
      bg={`${HEALTH_ROW_COLOURS[health]}.solid`}
    />
  );
}

export function HealthBadge({ health, children }: { health: Health; children?: string }) {
  return (
    <Badge colorPalette={HEALTH_ROW_COLOURS[health]} variant="subtle" data-health={health}>
      {children ?? TEXT[health]}
    </Badge>
  );
}

/** A check status word ('healthy', 'unhealthy', or empty before the first run) as a health. */
export const healthOfStatus = (status: string | null | undefined): Health => (status === 'healthy' ? 'healthy' : 'unhealthy');
