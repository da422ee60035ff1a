import { Box } from '@chakra-ui/react';
import { statusColour } from '../status/StatusBadge';

/** A coloured dot for a health word (red failing, orange warning, grey unknown, green otherwise). */
export function HealthDot({ health, label }: { health: string; label?: string }) {
  const colour = statusColour(health);
  return (
    <Box
      as="span"
      display="inline-block"
      flexShrink={0}
      boxSize="2.5"
      rounded="full"
      bg={`${colour}.solid`}
      data-health={health}
      data-colour={colour}
      role="img"
      aria-label={label ?? health}
    />
  );
}
